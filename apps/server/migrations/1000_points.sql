-- Loyalty points and the points mall (docs/architecture.md "Points"; docs/decisions.md D11, D24; spec sections 2, 3,
-- 4, 7, 9). Points are the ledger currency POINTS (0400_ledger.sql); this migration adds what the ledger does not hold:
--
-- 1. points_queue: the accrual outbox. A trigger writes one row in the same transaction that settles a round, changes
--    a settled round (a rollback reopening or cancelling it, a stake taken back) or credits a deposit; nothing else
--    runs on the wallet path. The points job (apps/server/src/domain/points/accrual.ts, leader-run) reads the queue,
--    computes what the source earns now and moves the difference through the ledger.
-- 2. points_awards: per source (a vendor round, a deposit), the points it has earned so far, so a repeated or late
--    queue row never pays twice (idempotent per round) and a rollback takes back exactly what was paid.
-- 3. points_item_counts / points_member_item_counts: the mall's stock and per-member limits, reserved atomically by
--    one guarded upsert (the guard re-checks the latest row under its lock: a burst cannot oversell).
-- 4. points_redemptions: the redeem history with the spec's statuses (section 4: In Process, Approved, Rejected with
--    remark).

CREATE TABLE points_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'round' (ref = vendor || E'\x01' || round_id) or 'deposit' (ref = the deposit id).
  source text NOT NULL,
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT points_queue_source_check CHECK (source IN ('round', 'deposit'))
);

CREATE TABLE points_awards (
  source text NOT NULL,
  ref text NOT NULL,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  category text NOT NULL,
  -- Points currently credited for this source (after any reversal).
  points bigint NOT NULL DEFAULT 0,
  -- Points a reversal could not take back (the member had spent them): kept, never hidden.
  shortfall bigint NOT NULL DEFAULT 0,
  -- Bumped on every change: part of the idempotency key of the change's ledger transfer.
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, ref),
  CONSTRAINT points_awards_points_check CHECK (points >= 0 AND shortfall >= 0)
);

-- A settled round changed (settled, reopened, cancelled, or its live stakes changed while settled): queue it.
CREATE FUNCTION points_round_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_queue (source, ref) VALUES ('round', NEW.vendor || E'\x01' || NEW.round_id);
  RETURN NULL;
END $$;

CREATE TRIGGER vendor_rounds_points AFTER UPDATE OF status, bet_total ON vendor_rounds
  FOR EACH ROW
  WHEN (NEW.currency <> 'TRIAL' AND (OLD.status = 'settled' OR NEW.status = 'settled')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.bet_total IS DISTINCT FROM NEW.bet_total))
  EXECUTE FUNCTION points_round_queued();

CREATE FUNCTION points_deposit_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_queue (source, ref) VALUES ('deposit', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER deposits_points_update AFTER UPDATE OF status ON deposits
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status = 'credited' OR NEW.status = 'credited'))
  EXECUTE FUNCTION points_deposit_queued();
CREATE TRIGGER deposits_points_insert AFTER INSERT ON deposits
  FOR EACH ROW WHEN (NEW.status = 'credited')
  EXECUTE FUNCTION points_deposit_queued();

-- Mall counters: redeemed units of an item in a brand (stock) and per member (limit); a rejection gives one back.
CREATE TABLE points_item_counts (
  brand text NOT NULL,
  item_id text NOT NULL,
  taken integer NOT NULL DEFAULT 0,
  PRIMARY KEY (brand, item_id),
  CONSTRAINT points_item_counts_taken_check CHECK (taken >= 0)
);
CREATE TABLE points_member_item_counts (
  brand text NOT NULL,
  item_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  taken integer NOT NULL DEFAULT 0,
  PRIMARY KEY (brand, item_id, member_id),
  CONSTRAINT points_member_item_counts_taken_check CHECK (taken >= 0)
);

CREATE TABLE points_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  item_id text NOT NULL,
  -- 'cash' | 'bonus' | 'goods' (the item's type when redeemed) or 'convert' (points converted to cash).
  item_type text NOT NULL,
  -- The item's name per language when redeemed (the history keeps it if the catalogue changes).
  item_name jsonb NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  points bigint NOT NULL,
  -- Cash or bonus amount in minor units of the brand currency (0 for goods).
  amount bigint NOT NULL DEFAULT 0,
  turnover bigint NOT NULL DEFAULT 0,
  currency text NOT NULL,
  -- Delivery details of a physical item: { name, phone, address }.
  delivery jsonb,
  status text NOT NULL DEFAULT 'in_process',
  remark text,
  decided_by text,
  ledger_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT points_redemptions_status_check CHECK (status IN ('in_process', 'approved', 'rejected')),
  CONSTRAINT points_redemptions_type_check CHECK (item_type IN ('cash', 'bonus', 'goods', 'convert')),
  CONSTRAINT points_redemptions_amounts_check CHECK (points > 0 AND amount >= 0 AND turnover >= 0 AND quantity > 0)
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
CREATE INDEX points_redemptions_status ON points_redemptions (brand, status, id DESC);
