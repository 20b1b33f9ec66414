-- Payments (docs/decisions.md D6, D8): deposits, withdrawals with receipt confirmation (spec section 4), disputes,
-- withdraw passwords, payout accounts, webhook replay guard; operators (own accounts and sessions) and their audit.
-- Money is bigint minor units of the row's currency. Every movement of money is a ledger transfer (ledger_transfers)
-- written in the same database transaction as the state change of its row, with an idempotency key derived from the
-- row id ('deposit:<id>', 'withdrawal:<id>:hold', ...), so a state and its money never disagree.

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  method_id text NOT NULL,
  method_name text NOT NULL,
  provider text NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL,
  fee bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending',
  gateway_reference text,
  reason text,
  decided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT deposits_provider_check CHECK (provider IN ('manual', 'sandbox')),
  CONSTRAINT deposits_amount_check CHECK (amount > 0 AND fee >= 0 AND fee < amount),
  CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'credited', 'rejected', 'expired'))
);
CREATE INDEX deposits_member ON deposits (member_id, id DESC);
CREATE INDEX deposits_status ON deposits (status, expires_at);
CREATE UNIQUE INDEX deposits_gateway_reference ON deposits (provider, gateway_reference)
  WHERE gateway_reference IS NOT NULL;

-- Replay guard of signed webhooks: each signature is accepted once (rows older than the 5-minute window can go).
CREATE TABLE payment_webhook_deliveries (
  provider text NOT NULL,
  signature text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, signature)
);

CREATE TABLE withdraw_passwords (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payout_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel text NOT NULL,
  account_no text NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  currency text NOT NULL,
  amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'held',
  -- The payout account as it was when requested (a later removal changes nothing here).
  payout_account_id bigint REFERENCES payout_accounts (id) ON DELETE SET NULL,
  channel text NOT NULL,
  account_no text NOT NULL,
  holder_name text NOT NULL,
  reason text,
  payout_reference text,
  decided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  paid_at timestamptz,
  receipt_deadline timestamptz,
  receipt_status text,
  received_amount bigint,
  remaining_amount bigint,
  receipt_at timestamptz,
  CONSTRAINT withdrawals_amount_check CHECK (amount > 0),
  CONSTRAINT withdrawals_status_check
    CHECK (status IN ('held', 'paid', 'failed')),
  CONSTRAINT withdrawals_receipt_check CHECK (receipt_status IS NULL OR receipt_status IN
    ('received', 'not_received', 'partly_received', 'auto_received')),
  CONSTRAINT withdrawals_receipt_amounts_check CHECK (
    (received_amount IS NULL OR (received_amount >= 0 AND received_amount <= amount)) AND
    (remaining_amount IS NULL OR (remaining_amount >= 0 AND remaining_amount <= amount)))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_status ON withdrawals (status);
CREATE INDEX withdrawals_receipt_due ON withdrawals (receipt_deadline)
  WHERE status = 'paid' AND receipt_status IS NULL;

CREATE TABLE withdrawal_proofs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mime text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawal_proofs_mime_check CHECK (mime IN ('image/png', 'image/jpeg'))
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);

CREATE TABLE payment_disputes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL UNIQUE REFERENCES withdrawals (id) ON DELETE RESTRICT,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  kind text NOT NULL,
  currency text NOT NULL,
  claimed_amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'open',
  outcome text,
  note text,
  resolved_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT payment_disputes_kind_check CHECK (kind IN ('not_received', 'partly_received')),
  CONSTRAINT payment_disputes_status_check CHECK (status IN ('open', 'resolved')),
  CONSTRAINT payment_disputes_outcome_check CHECK (outcome IS NULL OR outcome IN ('refund', 'repaid', 'rejected')),
  CONSTRAINT payment_disputes_amount_check CHECK (claimed_amount > 0)
);
CREATE INDEX payment_disputes_status ON payment_disputes (status);

CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  username_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
