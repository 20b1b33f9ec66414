-- Payout accounts per channel rule (brand config payments.depositMethods[].payoutAccount): the IFSC of a bank
-- account (IMPS), kept on the account and copied to the withdrawal like the account number.
-- Withdrawals (docs/decisions.md D8): an operator takes a held withdrawal (taken_at, taken_by) before paying it; until then the
-- member may cancel it: held -> cancelled, the reserve released to the member's cash in the same transaction.
ALTER TABLE payout_accounts ADD COLUMN ifsc text;
ALTER TABLE withdrawals ADD COLUMN ifsc text;
ALTER TABLE withdrawals ADD COLUMN taken_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN taken_by text;
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('held', 'paid', 'failed', 'cancelled'));
