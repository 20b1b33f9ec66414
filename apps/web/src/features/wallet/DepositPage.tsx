import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Select, Spinner, Stack, Text, TextField } from '@playdeck/ui';
import type { DepositMethod, DepositMethodsValue } from '@playdeck/api-client/payments';
import {
  useCreateDeposit,
  useDeposit,
  useDepositMethods,
  useDeposits,
  useDepositSettled,
  WALLET_PAGE_SIZE,
} from './api';
import { FormFailure, LoadState } from '../../shared/ui/LoadState';
import { amountProblem, fromMinor, toMinor } from '../../shared/format/money';
import { amountProblemText } from './amountText';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { depositMessages as dm, walletMessages as wm, depositValues as dv } from './messages';
import * as styles from './wallet.css';
import { PagedList } from '../../shared/ui/PagedList';

/** The amount form: method, limits and fee of the method, amount, what the wallet receives (amount - fee). */
function DepositForm({ value, onCreated }: { value: DepositMethodsValue; onCreated: (id: string) => void }) {
  const intl = useIntl();
  const { format } = useMoney();
  const create = useCreateDeposit();
  const exponent = value.exponent;
  const [methodId, setMethodId] = useState(value.methods[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const method: DepositMethod | undefined = value.methods.find((m) => m.id === methodId);
  const money = (v: string) => format(v, value.currency);
  const problem = method ? amountProblem(amount, exponent, { min: method.min, max: method.max }) : 'required';

  // amount - fee in bigint minor units (never floats).
  const net = (() => {
    if (problem || !method) return null;
    const a = toMinor(amount, exponent);
    const f = toMinor(method.fee, exponent) ?? 0n;
    return a !== null && a - f > 0n ? fromMinor(a - f, exponent) : null;
  })();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (problem || !method) return;
    setBusy(true);
    try {
      const d = await create(method.id, amount.trim());
      onCreated(d.id);
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  const feeZero = method ? toMinor(method.fee, exponent) === 0n : true;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Select
        label={<FormattedMessage {...dm.method} />}
        value={methodId}
        onChange={(e) => setMethodId(e.target.value)}
        options={value.methods.map((m) => ({ value: m.id, label: m.name }))}
      />
      {method ? (
        <Stack gap={1}>
          <Text as="p" size="sm" tone="muted" data-testid="deposit-limits">
            <FormattedMessage {...dv.limits} values={{ min: money(method.min), max: money(method.max) }} />
          </Text>
          <Text as="p" size="sm" tone="muted" data-testid="deposit-fee">
            {feeZero ? (
              <FormattedMessage {...dm.noFee} />
            ) : (
              <FormattedMessage {...dv.fee} values={{ fee: money(method.fee) }} />
            )}
          </Text>
        </Stack>
      ) : null}
      <TextField
        label={<FormattedMessage {...wm.amount} />}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => setTouched(amount !== '')}
        error={
          touched
            ? amountProblemText(intl, problem, {
                exponent,
                min: method?.min,
                max: method?.max,
                format: money,
              })
            : undefined
        }
      />
      {net !== null ? (
        <Text as="p" weight="semibold" aria-live="polite">
          <FormattedMessage {...dv.youReceive} values={{ amount: money(net) }} />
        </Text>
      ) : null}
      <FormFailure text={failure} />
      <div>
        <Button type="submit" loading={busy} disabled={busy}>
          <FormattedMessage {...dm.submit} />
        </Button>
      </div>
    </form>
  );
}

/**
 * The deposit in flight: pending (polled until the gateway's webhook or an operator decides), then the result. When
 * it is credited, the header balance, the wallets and the account record are refreshed once.
 */
function DepositProgress({ id, onDone }: { id: string; onDone: () => void }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { data, error, isLoading, mutate } = useDeposit(id);
  const settled = useDepositSettled();
  const announced = useRef(false);
  useEffect(() => {
    if (data && data.status !== 'pending' && !announced.current) {
      announced.current = true;
      void settled();
    }
  }, [data, settled]);

  return (
    <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
      {data ? (
        <div role="status" className={styles.form}>
          {data.status === 'pending' ? (
            <Stack gap={3}>
              <Heading level={3} size="md">
                <FormattedMessage {...dm.pendingTitle} />
              </Heading>
              <Spinner label={intl.formatMessage(dm.pendingTitle)} />
              <Text as="p">
                <FormattedMessage
                  {...(data.provider === 'sandbox' ? dv.pendingGateway : dv.pendingManual)}
                  values={{ method: data.methodName, amount: format(data.amount, data.currency) }}
                />
              </Text>
              {data.reference ? (
                <Text as="p" size="sm" tone="muted">
                  <FormattedMessage {...dv.reference} values={{ reference: data.reference }} />
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Stack gap={3}>
              <Heading level={3} size="md">
                <FormattedMessage {...dm[data.status]} />
              </Heading>
              {data.status === 'credited' ? (
                <Text as="p" tone="success">
                  <FormattedMessage
                    {...dv.creditedInfo}
                    values={{ amount: format(data.creditAmount, data.currency) }}
                  />
                </Text>
              ) : data.reason ? (
                <Text as="p">{data.reason}</Text>
              ) : null}
              <div>
                <Button onClick={onDone}>
                  <FormattedMessage {...dm.again} />
                </Button>
              </div>
            </Stack>
          )}
        </div>
      ) : null}
    </LoadState>
  );
}

/** The member's recent deposits with their states, paged. */
function RecentDeposits() {
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useDeposits(page);
  return (
    <section className={styles.section} aria-labelledby="recent-deposits">
      <Heading level={3} size="md" id="recent-deposits">
        <FormattedMessage {...dm.recent} />
      </Heading>
      <PagedList
        query={{ data, error, isLoading, mutate }}
        pageSize={WALLET_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        texts={{ labelledBy: 'recent-deposits', pager: wm.pager, empty: dm.none, emptyHeadingLevel: 4 }}
        renderRow={(d) => (
          <li key={d.id} className={styles.row} data-status={d.status}>
            <div className={styles.rowMain}>
              <Text as="span" weight="semibold">
                {d.methodName}
              </Text>
              <Text as="span" size="sm" tone="muted">
                <time dateTime={d.createdAt}>{dateTime(d.createdAt)}</time>
              </Text>
            </div>
            <div className={styles.rowSide}>
              <Text as="span" weight="semibold" className={styles.money}>
                {format(d.amount, d.currency)}
              </Text>
              <Text
                as="span"
                size="sm"
                tone={d.status === 'credited' ? 'success' : d.status === 'pending' ? 'muted' : 'danger'}
              >
                <FormattedMessage {...dm[`status_${d.status}`]} />
              </Text>
            </div>
          </li>
        )}
      />
    </section>
  );
}

/**
 * depositv2 (spec 2; docs/architecture.md "Payments"): the brand's deposit methods with min, max and fee; the amount checked
 * against the method's limits in bigint minor units with the net amount shown; submit creates a pending deposit,
 * which is followed until the sandbox gateway's webhook or an operator credits, rejects or expires it; the header
 * balance refreshes when credited. The recent deposits with their states are listed below.
 */
export default function DepositPage() {
  const { data, error, isLoading, mutate } = useDepositMethods();
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {current ? (
          <DepositProgress id={current} onDone={() => setCurrent(null)} />
        ) : data && data.methods.length === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...dm.noMethods} />} />
        ) : data ? (
          <DepositForm value={data} onCreated={setCurrent} />
        ) : null}
      </LoadState>
      <RecentDeposits />
    </Stack>
  );
}
