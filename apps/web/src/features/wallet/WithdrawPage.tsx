import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Heading, Select, Stack, Text, TextField, useToast } from '@playdeck/ui';
import type { PayoutAccount, Withdrawal } from '@playdeck/api-client/payments';
import { useBalance } from '../../shared/session/useBalance';
import {
  useBindPayoutAccount,
  useCancelWithdrawal,
  useCreateWithdrawal,
  useDepositMethods,
  usePayoutAccounts,
  useSetWithdrawPassword,
  useWithdrawals,
  useWithdrawPassword,
  WALLET_PAGE_SIZE,
} from './api';
import { FormFailure, LoadState } from '../../shared/ui/LoadState';
import { amountProblem } from '../../shared/format/money';
import { ReceiptDialog } from './ReceiptDialog';
import { amountProblemText } from './amountText';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { walletMessages as wm, withdrawMessages as xm, withdrawValues as xv } from './messages';
import * as styles from './wallet.css';
import { PagedList } from '../../shared/ui/PagedList';

/**
 * Shared state of the small forms: values, touched, busy, the server's failure text (cleared by the next edit).
 * `submit` marks the form touched, stops when `invalid`, else runs `send` while busy and shows its failure.
 */
function useFormState<T extends Record<string, string>>(initial: T) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const field = (name: keyof T) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      // The server's refusal was about what was typed: editing answers it, so it goes (it comes back on submit).
      setFailure(undefined);
    },
  });
  const submit = async (e: FormEvent, invalid: boolean, send: () => Promise<void>) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (invalid) return;
    setBusy(true);
    try {
      await send();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, touched, setTouched, busy, failure, field, submit };
}

/**
 * First step when no withdraw password is set: login password (docs/decisions.md D6), the new withdraw password (6 to 64
 * characters) and its confirmation.
 */
function SetWithdrawPasswordForm() {
  const intl = useIntl();
  const toast = useToast();
  const save = useSetWithdrawPassword();
  const f = useFormState({ password: '', next: '', confirm: '' });
  const required = intl.formatMessage(xm.inputRequired);
  const errors = {
    password: f.values.password ? undefined : required,
    next: !f.values.next
      ? required
      : f.values.next.length < 6 || f.values.next.length > 64
        ? intl.formatMessage(xm.passwordLength)
        : undefined,
    confirm: !f.values.confirm
      ? required
      : f.values.confirm !== f.values.next
        ? intl.formatMessage(xm.passwordMismatch)
        : undefined,
  };
  const onSubmit = (e: FormEvent) =>
    f.submit(e, Boolean(errors.password || errors.next || errors.confirm), async () => {
      await save({
        password: f.values.password,
        newWithdrawPassword: f.values.next,
        confirmWithdrawPassword: f.values.confirm,
      });
      toast.show({ tone: 'success', title: intl.formatMessage(xm.passwordSaved) });
    });
  return (
    <section className={styles.form} aria-labelledby="withdraw-password-title">
      <Heading level={3} size="md" id="withdraw-password-title">
        <FormattedMessage {...xm.setPasswordTitle} />
      </Heading>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...xm.setPasswordInfo} />
      </Text>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={<FormattedMessage {...xm.loginPassword} />}
          type="password"
          autoComplete="current-password"
          {...f.field('password')}
          error={f.touched ? errors.password : undefined}
        />
        <TextField
          label={<FormattedMessage {...xm.newWithdrawPassword} />}
          type="password"
          autoComplete="new-password"
          hint={<FormattedMessage {...xm.passwordLength} />}
          maxLength={64}
          {...f.field('next')}
          error={f.touched ? errors.next : undefined}
        />
        <TextField
          label={<FormattedMessage {...xm.confirmWithdrawPassword} />}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          {...f.field('confirm')}
          error={f.touched ? errors.confirm : undefined}
        />
        <FormFailure text={f.failure} />
        <div>
          <Button type="submit" loading={f.busy} disabled={f.busy}>
            <FormattedMessage {...xm.savePassword} />
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Binds a payout account (channel from the brand's payment methods, number, holder) with the login password (D6). */
function BindAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const bind = useBindPayoutAccount();
  const methods = useDepositMethods();
  const channels = methods.data?.methods ?? [];
  const f = useFormState({ channel: '', accountNo: '', holderName: '', ifsc: '', password: '' });
  const channel = f.values.channel || channels[0]?.id || '';
  // The channel's payout account rule (brand config): which fields the form shows; the server checks the values.
  const rule = channels.find((m) => m.id === channel)?.payoutAccount;
  const needsIfsc = rule?.type === 'bank' && rule.ifsc === true;
  const required = intl.formatMessage(xm.inputRequired);
  const errors = {
    accountNo: f.values.accountNo.trim() ? undefined : required,
    ifsc: !needsIfsc || f.values.ifsc.trim() ? undefined : required,
    holderName: f.values.holderName.trim() ? undefined : required,
    password: f.values.password ? undefined : required,
  };
  const onSubmit = (e: FormEvent) =>
    f.submit(
      e,
      Boolean(!channel || errors.accountNo || errors.ifsc || errors.holderName || errors.password),
      async () => {
        await bind({
          channel,
          accountNo: f.values.accountNo.trim(),
          ...(needsIfsc ? { ifsc: f.values.ifsc.trim() } : {}),
          holderName: f.values.holderName.trim(),
          password: f.values.password,
        });
        toast.show({ tone: 'success', title: intl.formatMessage(xm.bindDone) });
        onDone();
      },
    );
  return (
    <section className={styles.form} aria-labelledby="bind-account-title">
      <Heading level={3} size="md" id="bind-account-title">
        <FormattedMessage {...xm.bindTitle} />
      </Heading>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...xm.bindInfo} />
      </Text>
      <LoadState
        isLoading={methods.isLoading}
        error={methods.data ? undefined : methods.error}
        retry={() => void methods.mutate()}
      >
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <Select
            label={<FormattedMessage {...xm.channel} />}
            value={channel}
            onChange={(e) => f.setValues((v) => ({ ...v, channel: e.target.value }))}
            options={channels.map((m) => ({ value: m.id, label: m.name }))}
          />
          <TextField
            label={
              <FormattedMessage
                {...(rule?.type === 'mobile'
                  ? xm.accountMobile
                  : rule?.type === 'vpa'
                    ? xm.accountVpa
                    : xm.accountNo)}
              />
            }
            autoComplete="off"
            inputMode={rule?.type === 'mobile' ? 'tel' : rule?.type === 'bank' ? 'numeric' : 'text'}
            maxLength={rule?.type === 'vpa' ? 100 : 34}
            {...f.field('accountNo')}
            error={f.touched ? errors.accountNo : undefined}
          />
          {needsIfsc ? (
            <TextField
              label={<FormattedMessage {...xm.ifsc} />}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={11}
              {...f.field('ifsc')}
              error={f.touched ? errors.ifsc : undefined}
            />
          ) : null}
          <TextField
            label={<FormattedMessage {...xm.holderName} />}
            autoComplete="name"
            maxLength={60}
            {...f.field('holderName')}
            error={f.touched ? errors.holderName : undefined}
          />
          <TextField
            label={<FormattedMessage {...xm.loginPassword} />}
            type="password"
            autoComplete="current-password"
            {...f.field('password')}
            error={f.touched ? errors.password : undefined}
          />
          <FormFailure text={f.failure} />
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={f.busy} disabled={f.busy}>
              <FormattedMessage {...xm.bindSubmit} />
            </Button>
            {onCancel ? (
              <Button type="button" variant="secondary" onClick={onCancel}>
                <FormattedMessage {...xm.cancel} />
              </Button>
            ) : null}
          </Stack>
        </form>
      </LoadState>
    </section>
  );
}

/** The withdrawal request: payout account, amount (at most the main wallet balance), withdraw password. */
function RequestForm({ accounts, onAddAccount }: { accounts: PayoutAccount[]; onAddAccount: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { format, exponent } = useMoney();
  const balance = useBalance();
  const request = useCreateWithdrawal();
  const f = useFormState({ account: '', amount: '', withdrawPassword: '' });
  const account = f.values.account || accounts[0]?.id || '';
  const available = balance.data?.balance;
  const problem = amountProblem(f.values.amount, exponent, available ? { max: available } : {});
  const errors = {
    amount: amountProblemText(intl, problem, { exponent, max: available, format: (v) => format(v) }),
    withdrawPassword: f.values.withdrawPassword ? undefined : intl.formatMessage(xm.withdrawPasswordRequired),
  };
  const onSubmit = (e: FormEvent) =>
    f.submit(e, Boolean(!account || errors.amount || errors.withdrawPassword), async () => {
      const w = await request({
        amount: f.values.amount.trim(),
        payoutAccountId: account,
        withdrawPassword: f.values.withdrawPassword,
      });
      f.setValues({ account, amount: '', withdrawPassword: '' });
      f.setTouched(false);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(xv.requested, { amount: format(w.amount, w.currency) }),
      });
    });
  return (
    <section className={styles.form} aria-labelledby="withdraw-request-title">
      <Heading level={3} size="md" id="withdraw-request-title">
        <FormattedMessage {...xm.requestTitle} />
      </Heading>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Select
          label={<FormattedMessage {...xm.payTo} />}
          value={account}
          onChange={(e) => f.setValues((v) => ({ ...v, account: e.target.value }))}
          options={accounts.map((a) => ({
            value: a.id,
            label: `${a.channel.toUpperCase()} ${a.accountNo} · ${a.holderName}`,
          }))}
        />
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={onAddAccount}>
            <FormattedMessage {...xm.addAnother} />
          </Button>
        </div>
        <TextField
          label={<FormattedMessage {...wm.amount} />}
          inputMode="decimal"
          autoComplete="off"
          {...f.field('amount')}
          hint={
            available !== undefined ? (
              <FormattedMessage {...xv.available} values={{ amount: format(available) }} />
            ) : undefined
          }
          error={f.touched ? errors.amount : undefined}
        />
        <TextField
          label={<FormattedMessage {...xm.withdrawPassword} />}
          type="password"
          autoComplete="off"
          {...f.field('withdrawPassword')}
          error={f.touched ? errors.withdrawPassword : undefined}
        />
        <FormFailure text={f.failure} />
        <div>
          <Button type="submit" loading={f.busy} disabled={f.busy}>
            <FormattedMessage {...xm.submit} />
          </Button>
        </div>
      </form>
    </section>
  );
}

/** One withdrawal: date, account, amount, state, receipt state, dispute, and "Confirm receipt" while awaited. */
function WithdrawalRow({ w, onConfirm }: { w: Withdrawal; onConfirm: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const cancelWithdrawal = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState(false);
  const onCancel = async () => {
    setCancelling(true);
    try {
      await cancelWithdrawal(w.id);
      toast.show({ tone: 'success', title: intl.formatMessage(xm.cancelled) });
    } catch (err) {
      toast.show({ tone: 'danger', title: errorText(intl, err) });
    } finally {
      setCancelling(false);
    }
  };
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const receipt = w.receipt;
  return (
    <li className={styles.row} data-status={w.status} data-receipt={receipt?.status}>
      <div className={styles.rowMain}>
        <Text as="span" weight="semibold" className={styles.money}>
          {format(w.amount, w.currency)}
        </Text>
        <Text as="span" size="sm" tone="muted" className={styles.meta}>
          <time dateTime={w.createdAt}>{dateTime(w.createdAt)}</time>
          <span>{w.payoutAccount.channel.toUpperCase()}</span>
          <span>{w.payoutAccount.accountNo}</span>
        </Text>
        {w.reason ? (
          <Text as="span" size="sm">
            {w.reason}
          </Text>
        ) : null}
      </div>
      <div className={styles.rowSide}>
        <Text
          as="span"
          size="sm"
          weight="semibold"
          tone={w.status === 'paid' ? 'success' : w.status === 'failed' ? 'danger' : 'muted'}
        >
          <FormattedMessage {...xm[`status_${w.status}`]} />
        </Text>
        {receipt ? (
          <Text as="span" size="sm">
            <FormattedMessage {...xm[`receipt_${receipt.status}`]} />
          </Text>
        ) : null}
        {receipt?.status === 'partly_received' && receipt.receivedAmount && receipt.remainingAmount ? (
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage
              {...xv.partlyDetail}
              values={{
                received: format(receipt.receivedAmount, w.currency),
                remaining: format(receipt.remainingAmount, w.currency),
              }}
            />
          </Text>
        ) : null}
        {w.dispute ? (
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage {...xm[`dispute_${w.dispute.status}`]} />
          </Text>
        ) : null}
        {w.cancellable ? (
          <Button
            size="sm"
            variant="secondary"
            loading={cancelling}
            disabled={cancelling}
            onClick={() => void onCancel()}
          >
            <FormattedMessage {...xm.cancelWithdrawal} />
          </Button>
        ) : null}
        {w.status === 'paid' && receipt?.status === 'awaiting' ? (
          <Button size="sm" onClick={onConfirm}>
            <FormattedMessage {...xm.confirmReceipt} />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The member's withdrawal requests with their states, paged, refreshable; opens the receipt confirmation. */
function WithdrawalList() {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useWithdrawals(page);
  return (
    <section className={styles.section} aria-labelledby="withdrawals-title">
      <Stack direction="row" justify="between" align="center" wrap>
        <Heading level={3} size="md" id="withdrawals-title">
          <FormattedMessage {...xm.listTitle} />
        </Heading>
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
      <PagedList
        query={{ data, error, isLoading, mutate }}
        pageSize={WALLET_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        texts={{ labelledBy: 'withdrawals-title', pager: wm.pager, empty: xm.none, emptyHeadingLevel: 4 }}
        renderRow={(w) => <WithdrawalRow key={w.id} w={w} onConfirm={() => setConfirming(w)} />}
      />
      {confirming ? <ReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}

/**
 * withdraw (spec 2; docs/architecture.md "Payments"; docs/decisions.md D6, D8): a withdraw password is set first when there is none; a
 * payout account is bound with the login password when there is none (or on "Add another account"); then the request
 * (amount held at once) and the list of requests with their states. A paid withdrawal asks for the receipt
 * confirmation of spec 4 (Received / Not received with proof / Partly received).
 */
export default function WithdrawPage() {
  const pw = useWithdrawPassword();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  let step;
  if (!pw.data || !accounts.data)
    step = (
      <LoadState
        isLoading={pw.isLoading || accounts.isLoading}
        error={pw.error ?? accounts.error}
        retry={() => {
          void pw.mutate();
          void accounts.mutate();
        }}
      >
        {null}
      </LoadState>
    );
  else if (!pw.data.isSet) step = <SetWithdrawPasswordForm />;
  else if (accounts.data.length === 0 || adding)
    step = (
      <BindAccountForm
        onDone={() => setAdding(false)}
        onCancel={accounts.data.length ? () => setAdding(false) : undefined}
      />
    );
  else step = <RequestForm accounts={accounts.data} onAddAccount={() => setAdding(true)} />;
  return (
    <Stack gap={4}>
      {step}
      <WithdrawalList />
    </Stack>
  );
}
