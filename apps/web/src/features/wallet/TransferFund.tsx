import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Select, Stack, Tabs, Text, TextField, useToast } from '@playdeck/ui';
import type { MerchantWalletValue } from '@playdeck/api-client/wallet';
import { ApiError } from '../../shared/api/client';
import { useMerchantWallet, useWalletTransfer } from './api';
import { FormFailure, LoadState } from '../../shared/ui/LoadState';
import { amountProblem } from '../../shared/format/money';
import { newRequestId } from './requestId';
import { amountProblemText } from './amountText';
import { errorText, useMoney } from '../../shared/format/useMoney';
import {
  transferMessages as tm,
  walletMessages as wm,
  transferValues as tv,
  withdrawValues as xv,
} from './messages';
import * as styles from './wallet.css';

type Direction = 'in' | 'out';

/** The total and the main wallet, the two figures a player looks for first. */
function Summary({ wallet }: { wallet: MerchantWalletValue }) {
  const intl = useIntl();
  const { format } = useMoney();
  return (
    <ul className={styles.cards} aria-label={intl.formatMessage(tm.balances)}>
      <li className={`${styles.card} ${styles.totalCard}`} data-wallet="total">
        <Text as="span" size="sm" tone="muted">
          <FormattedMessage {...tm.total} />
        </Text>
        <Text as="span" size="xl" weight="bold" className={styles.money}>
          {format(wallet.totalBalance, wallet.currency)}
        </Text>
      </li>
      <li className={styles.card} data-wallet="main">
        <Text as="span" size="sm" tone="muted">
          <FormattedMessage {...tm.main} />
        </Text>
        <Text as="span" size="lg" weight="semibold" className={styles.money}>
          {format(wallet.mainBalance, wallet.currency)}
        </Text>
      </li>
    </ul>
  );
}

/** One compact card per vendor sub-wallet (two columns on a 360 px phone), maintenance marked. */
function GameWallets({ wallet }: { wallet: MerchantWalletValue }) {
  const { format } = useMoney();
  return (
    <section className={styles.section} aria-labelledby="game-wallets-title">
      <Heading level={3} size="md" id="game-wallets-title">
        <FormattedMessage {...tm.gameWallets} />
      </Heading>
      <ul className={styles.compactCards} aria-labelledby="game-wallets-title">
        {wallet.wallets.map((w) => (
          <li key={w.vassalage} className={styles.compactCard} data-wallet={w.vassalage}>
            <Text as="span" size="sm" tone="muted" truncate>
              {w.displayName}
            </Text>
            <Text as="span" weight="semibold" className={styles.money}>
              {format(w.balance, wallet.currency)}
            </Text>
            {w.maintenance ? (
              <Text as="span" size="xs" tone="danger">
                <FormattedMessage {...tm.maintenance} />
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The transfer form of one direction: game wallet, amount (checked against the source balance, bigint minor units),
 * Transfer, and All in / All out (the whole source balance, `all: true`). Each new request gets a fresh idempotency
 * key; after a network failure the same key is sent again, so a retry can never move the money twice.
 */
function TransferForm({ wallet, direction }: { wallet: MerchantWalletValue; direction: Direction }) {
  const intl = useIntl();
  const toast = useToast();
  const { format, exponent } = useMoney();
  const transfer = useWalletTransfer();
  const usable = wallet.wallets.filter((w) => !w.maintenance);
  const [vendor, setVendor] = useState(usable[0]?.vassalage ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'amount' | 'all' | null>(null);
  const [failure, setFailure] = useState<string>();
  const pending = useRef<{ key: string; id: string } | null>(null);

  const target = wallet.wallets.find((w) => w.vassalage === vendor);
  const source = direction === 'in' ? wallet.mainBalance : (target?.balance ?? '0');
  const problem = amountProblem(amount, exponent, { max: source });
  const sourceEmpty = amountProblem(source, exponent) !== null;

  const send = async (all: boolean) => {
    setFailure(undefined);
    if (!all) {
      setTouched(true);
      if (problem) return;
    }
    const body = all ? { direction, vassalage: vendor, all: true } : { direction, vassalage: vendor, amount };
    const key = JSON.stringify(body);
    // Same request after a failure without an answer: same idempotency key.
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    setBusy(all ? 'all' : 'amount');
    try {
      const value = await transfer(body, pending.current.id);
      pending.current = null;
      setAmount('');
      setTouched(false);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(tv.done, {
          amount: format(value.transfers[0]?.amount ?? '0', value.wallet.currency),
        }),
      });
    } catch (err) {
      if (!(err instanceof ApiError && err.isNetwork)) pending.current = null;
      setFailure(errorText(intl, err));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...(direction === 'in' ? tm.inHint : tm.outHint)} />
      </Text>
      <Select
        label={<FormattedMessage {...tm.vendor} />}
        value={vendor}
        onChange={(e) => setVendor(e.target.value)}
        options={wallet.wallets.map((w) => ({
          value: w.vassalage,
          label: w.maintenance
            ? `${w.displayName} (${intl.formatMessage(tm.maintenance)})`
            : `${w.displayName} (${format(w.balance, wallet.currency)})`,
          disabled: w.maintenance,
        }))}
      />
      <TextField
        label={<FormattedMessage {...wm.amount} />}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(amount !== '')}
        hint={intl.formatMessage(xv.available, { amount: format(source, wallet.currency) })}
        error={
          touched
            ? amountProblemText(intl, problem, { exponent, max: source, format: (v) => format(v) })
            : undefined
        }
      />
      <FormFailure text={failure} />
      <Stack direction="row" gap={2} wrap>
        <Button type="submit" loading={busy === 'amount'} disabled={busy !== null || !vendor}>
          <FormattedMessage {...tm.submit} />
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'all'}
          disabled={busy !== null || !vendor || sourceEmpty}
          onClick={() => void send(true)}
        >
          <FormattedMessage {...(direction === 'in' ? tm.allIn : tm.allOut)} />
        </Button>
      </Stack>
    </form>
  );
}

/**
 * transferFund, the wallet page (spec 2; docs/architecture.md "Member center"): the total and the main wallet; transfers in (main ->
 * game wallet) and out (game wallet -> main) by amount or all at once; then every vendor sub-wallet of the brand's
 * transfer-mode vendors with its balance; all refreshable. Amounts come from the server as decimal strings and are
 * shown with Intl in the brand currency; the header balance and the account record refresh after each transfer.
 */
export default function TransferFund() {
  const intl = useIntl();
  const { data, error, isLoading, isValidating, mutate } = useMerchantWallet();
  const [direction, setDirection] = useState<Direction>('in');
  return (
    <Stack gap={4}>
      <Stack direction="row" justify="end">
        <Button
          size="sm"
          variant="ghost"
          aria-busy={isValidating}
          loading={isValidating && !isLoading}
          onClick={() => void mutate()}
        >
          <FormattedMessage {...wm.refresh} />
        </Button>
      </Stack>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data ? (
          <>
            <Summary wallet={data} />
            <div className={styles.section}>
              {data.wallets.length === 0 ? (
                <EmptyState headingLevel={3} title={<FormattedMessage {...tm.noVendors} />} />
              ) : (
                <Tabs.Root value={direction} onValueChange={(v) => setDirection(v === 'out' ? 'out' : 'in')}>
                  <Stack gap={3}>
                    <Tabs.List aria-label={intl.formatMessage(tm.direction)}>
                      <Tabs.Trigger value="in">
                        <FormattedMessage {...tm.in} />
                      </Tabs.Trigger>
                      <Tabs.Trigger value="out">
                        <FormattedMessage {...tm.out} />
                      </Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="in">
                      <TransferForm wallet={data} direction="in" />
                    </Tabs.Content>
                    <Tabs.Content value="out">
                      <TransferForm wallet={data} direction="out" />
                    </Tabs.Content>
                  </Stack>
                </Tabs.Root>
              )}
            </div>
            {data.wallets.length ? <GameWallets wallet={data} /> : null}
          </>
        ) : null}
      </LoadState>
    </Stack>
  );
}
