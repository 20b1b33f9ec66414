import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal, Stack, Text, TextField, useToast } from '@playdeck/ui';
import type { ReceiptBody, Withdrawal } from '@playdeck/api-client/payments';
import { uploadProof, useConfirmReceipt } from './api';
import { amountProblem, fromMinor, toMinor } from '../../shared/format/money';
import { ProofPicker } from './ProofPicker';
import { amountProblemText } from './amountText';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { withdrawMessages as xm, withdrawValues as xv } from './messages';
import * as styles from './wallet.css';
import { DialogFormEnd } from '../../shared/ui/DialogFormEnd';

type Result = ReceiptBody['result'];
const RESULTS: { value: Result; label: keyof typeof xm }[] = [
  { value: 'received', label: 'received' },
  { value: 'not_received', label: 'notReceived' },
  { value: 'partly_received', label: 'partlyReceived' },
];

/**
 * The receipt confirmation of a paid withdrawal (spec 4; docs/decisions.md D8): Received; Not received with 1 to 3 proof
 * images (png/jpg, <= 5 MB each); Partly received with the amount that arrived (the remainder is computed in bigint
 * minor units and shown; proofs optional). Proofs are uploaded first, then the answer is sent with their ids. The
 * deadline after which silence counts as received is shown in the brand timezone.
 */
export function ReceiptDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { format, exponent } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const confirm = useConfirmReceipt();
  const [result, setResult] = useState<Result>('received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const money = (v: string) => format(v, withdrawal.currency);

  const total = toMinor(withdrawal.amount, exponent) ?? 0n;
  // Partly received: more than zero and less than the whole amount.
  let receivedProblem: string | undefined;
  let remaining: string | null = null;
  if (result === 'partly_received') {
    const p = amountProblem(received, exponent);
    const r = p ? null : toMinor(received, exponent);
    if (p) receivedProblem = amountProblemText(intl, p, { exponent, format: money });
    else if (r !== null && r >= total)
      receivedProblem = intl.formatMessage(xv.receivedTooMuch, { amount: money(withdrawal.amount) });
    else if (r !== null) remaining = fromMinor(total - r, exponent);
  }
  const proofProblem =
    result === 'not_received' && files.length === 0 ? intl.formatMessage(xm.proofRequired) : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (receivedProblem || proofProblem) return;
    setBusy(true);
    try {
      const proofIds: string[] = [];
      if (result !== 'received')
        for (const f of files) proofIds.push((await uploadProof(withdrawal.id, f)).id);
      const body: ReceiptBody =
        result === 'partly_received'
          ? { result, receivedAmount: received.trim(), remainingAmount: remaining ?? '0', proofIds }
          : result === 'not_received'
            ? { result, proofIds }
            : { result };
      await confirm(withdrawal.id, body);
      toast.show({ tone: 'success', title: intl.formatMessage(xm.receiptSaved) });
      onClose();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  const deadline = withdrawal.receipt?.deadline;
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : onClose())}>
      <Modal.Content
        size="sm"
        title={<FormattedMessage {...xv.receiptTitle} values={{ amount: money(withdrawal.amount) }} />}
        description={
          deadline ? (
            <FormattedMessage {...xv.receiptDeadline} values={{ time: dateTime(deadline) }} />
          ) : undefined
        }
      >
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>
              <FormattedMessage {...xm.result} />
            </legend>
            {RESULTS.map((r) => (
              <label key={r.value} className={styles.choice}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="receipt-result"
                  value={r.value}
                  checked={result === r.value}
                  onChange={() => {
                    setResult(r.value);
                    setTouched(false);
                  }}
                />
                <FormattedMessage {...xm[r.label]} />
              </label>
            ))}
          </fieldset>
          {result === 'partly_received' ? (
            <Stack gap={1}>
              <TextField
                label={<FormattedMessage {...xm.receivedAmount} />}
                inputMode="decimal"
                autoComplete="off"
                value={received}
                onChange={(e) => setReceived(e.target.value)}
                error={touched ? receivedProblem : undefined}
              />
              {remaining !== null ? (
                <Text as="p" size="sm" aria-live="polite">
                  <FormattedMessage {...xv.remaining} values={{ amount: money(remaining) }} />
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {result !== 'received' ? (
            <ProofPicker files={files} onChange={setFiles} error={touched ? proofProblem : undefined} />
          ) : null}
          <DialogFormEnd
            failure={failure}
            busy={busy}
            onCancel={onClose}
            cancelLabel={<FormattedMessage {...xm.cancel} />}
            submitLabel={<FormattedMessage {...xm.sendReceipt} />}
          />
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
