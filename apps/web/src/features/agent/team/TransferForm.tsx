import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, Stack, Text, TextField } from '@playdeck/ui';
import { useSWRConfig } from 'swr';
import { amountProblem } from '../../../shared/format/money';
import { errorText, useMoney } from '../../../shared/format/useMoney';
import { FormFailure, LoadState } from '../../../shared/ui/LoadState';
import { sendTransfer, TEAM_PATHS, useTransferLimits } from './api';
import { teamMessages as m, teamValues as v } from './messages';

/** A fresh idempotency key per form (a retry of the same submit reuses it: docs/decisions.md D12). */
const newKey = () =>
  `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.replace(/[^A-Za-z0-9_-]/g, '');

/**
 * The transfer form (docs/decisions.md D12): amount, the agent's login password re-entered, today's limit and the agent's
 * balance. `direction` down needs `memberId` (a member of the team); up goes to the direct upline.
 */
export function TransferForm({
  direction,
  memberId,
  onDone,
}: {
  direction: 'down' | 'up';
  memberId?: string;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const { format, exponent } = useMoney();
  const { mutate } = useSWRConfig();
  const limits = useTransferLimits();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [touched, setTouched] = useState(false);
  const problem = amountProblem(amount, exponent);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || !password) return;
    setBusy(true);
    // One result at a time: a new attempt clears the last success or failure.
    setFailure(undefined);
    setDone(undefined);
    try {
      const r = await sendTransfer({
        direction,
        memberId,
        amount: amount.trim(),
        password,
        idempotencyKey: key,
      });
      setDone(intl.formatMessage(v.transferDone, { amount: format(r.amount), balance: format(r.balance) }));
      // The emptied form is a fresh one: no "amount required" error under the success.
      setTouched(false);
      setAmount('');
      setPassword('');
      setKey(newKey());
      void limits.mutate();
      void mutate((k) => Array.isArray(k) && k[0] === TEAM_PATHS.downlines);
      onDone?.();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  const side = limits.data ? (direction === 'down' ? limits.data.downline : limits.data.upline) : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
        <LoadState
          isLoading={limits.isLoading}
          error={limits.data ? undefined : limits.error}
          retry={() => void limits.mutate()}
        >
          {limits.data && side ? (
            <Stack gap={1}>
              <Text as="p" size="sm">
                <FormattedMessage {...v.yourBalance} values={{ balance: format(limits.data.balance) }} />
              </Text>
              <Text as="p" size="sm" tone="muted">
                <FormattedMessage
                  {...v.limitLine}
                  values={{
                    used: format(side.used),
                    limit: format(side.limit),
                    count: limits.data.count.used,
                    countLimit: limits.data.count.limit,
                  }}
                />
              </Text>
            </Stack>
          ) : null}
        </LoadState>
        <TextField
          label={<FormattedMessage {...m.amount} />}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => setAmount(e.target.value)}
          error={touched && problem ? intl.formatMessage(v.amountInvalid, { decimals: exponent }) : undefined}
          required
        />
        <TextField
          label={<FormattedMessage {...m.password} />}
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <FormFailure text={failure} />
        {done ? (
          <Text as="p" tone="success" role="status">
            {done}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={busy} disabled={!amount || !password}>
            <FormattedMessage {...m.send} />
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The transfer form in a dialog titled with the receiver. */
export function TransferDialog({
  open,
  onOpenChange,
  title,
  direction,
  memberId,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  direction: 'down' | 'up';
  memberId?: string;
}) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={title} size="sm">
        <TransferForm direction={direction} memberId={memberId} />
      </Modal.Content>
    </Modal.Root>
  );
}
