-- Vendor seamless wallet (docs/vendor-protocol.md; docs/architecture.md "Vendors").
-- Every call a vendor makes with a transaction id is one row of vendor_transactions, keyed by (vendor, transaction_id)
-- forever: a repeat with the same content gets the stored answer back, with different content a conflict. A rollback
-- of a transaction we never saw leaves a 'void' row under that id, so the late bet is refused. Money moves only as
-- ledger transfers (ledger_transfers, idempotency key 'vendor:<code>:<transaction id>') in the same database
-- transaction as the row that records them. Amounts are bigint minor units of the row's ledger currency.

CREATE TABLE vendor_rounds (
  vendor text NOT NULL,
  round_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  -- Live (not rolled back) bets and wins, and their sums.
  bet_count integer NOT NULL DEFAULT 0,
  win_count integer NOT NULL DEFAULT 0,
  bet_total bigint NOT NULL DEFAULT 0,
  win_total bigint NOT NULL DEFAULT 0,
  -- Stakes handed back by rollbacks.
  refunded_total bigint NOT NULL DEFAULT 0,
  game_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  PRIMARY KEY (vendor, round_id),
  CONSTRAINT vendor_rounds_status_check CHECK (status IN ('open', 'settled', 'cancelled')),
  CONSTRAINT vendor_rounds_counts_check CHECK (bet_count >= 0 AND win_count >= 0 AND bet_total >= 0
    AND win_total >= 0 AND refunded_total >= 0)
);
CREATE INDEX vendor_rounds_member ON vendor_rounds (member_id, created_at DESC);
CREATE INDEX vendor_rounds_open ON vendor_rounds (vendor, updated_at) WHERE status = 'open';

CREATE TABLE vendor_transactions (
  vendor text NOT NULL,
  transaction_id text NOT NULL,
  -- bet | win | rollback, or void: the id of a transaction rolled back before it reached us.
  kind text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  currency text NOT NULL,
  round_id text,
  amount bigint NOT NULL DEFAULT 0,
  -- For a rollback: the transaction id it reverses.
  reference_id text,
  -- done, or rolled_back (a bet or win reversed later; always for void).
  status text NOT NULL DEFAULT 'done',
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  -- The answer sent, byte for byte, returned again for a duplicate.
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  rolled_back_at timestamptz,
  PRIMARY KEY (vendor, transaction_id),
  CONSTRAINT vendor_transactions_kind_check CHECK (kind IN ('bet', 'win', 'rollback', 'void')),
  CONSTRAINT vendor_transactions_status_check CHECK (status IN ('done', 'rolled_back')),
  CONSTRAINT vendor_transactions_amount_check CHECK (amount >= 0)
);
CREATE INDEX vendor_transactions_round ON vendor_transactions (vendor, round_id) WHERE round_id IS NOT NULL;
CREATE INDEX vendor_transactions_member ON vendor_transactions (member_id, created_at DESC);
