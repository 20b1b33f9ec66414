import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Stack, Text, TextField } from '@playdeck/ui';
import { amountProblem } from '../format/money';
import { errorText, useMoney } from '../format/useMoney';
import { FormFailure } from '../ui/LoadState';

/** What a password-confirmed transfer sends: the amount as typed (major units, a decimal string), the re-entered
 * login password and the form's idempotency key. */
export interface PasswordTransferBody {
  amount: string;
  password: string;
  idempotencyKey: string;
}

/** A fresh idempotency key per form; a retry of the same submit reuses it (docs/decisions.md D12). */
const newKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );

/**
 * The form of a transfer confirmed with the login password (docs/decisions.md D12): the agent's transfer to a member
 * or its upline, and a member's transfer to its agent upline. `children` (balance, limits, receiver) stand above the
 * amount and password fields. One result at a time: a new attempt clears the last success or failure; a success
 * empties the form and starts a new idempotency key, a failure keeps the key so a retry of the same submit is the same
 * transfer.
 * @param send makes the call and @returns the success line to show; its errors show under the form (localised)
 * @param labels the feature's own texts: field labels, button, the amount error (takes `decimals`)
 * @param keyPrefix start of the idempotency keys (letters, digits, `_`, `-`)
 */
export function PasswordTransferForm({
  send,
  labels,
  keyPrefix,
  children,
}: {
  send: (body: PasswordTransferBody) => Promise<string>;
  labels: {
    amount: MessageDescriptor;
    password: MessageDescriptor;
    send: MessageDescriptor;
    amountInvalid: MessageDescriptor;
  };
  keyPrefix: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { exponent } = useMoney();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(() => newKey(keyPrefix));
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
    setFailure(undefined);
    setDone(undefined);
    try {
      setDone(await send({ amount: amount.trim(), password, idempotencyKey: key }));
      // The emptied form is a fresh one: no "amount required" error under the success.
      setTouched(false);
      setAmount('');
      setPassword('');
      setKey(newKey(keyPrefix));
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
        {children}
        <TextField
          label={<FormattedMessage {...labels.amount} />}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => setAmount(e.target.value)}
          error={
            touched && problem ? intl.formatMessage(labels.amountInvalid, { decimals: exponent }) : undefined
          }
          required
        />
        <TextField
          label={<FormattedMessage {...labels.password} />}
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
            <FormattedMessage {...labels.send} />
          </Button>
        </div>
      </Stack>
    </form>
  );
}
