-- Agent team pages and transfers (docs/architecture.md "Agents"; docs/decisions.md D12;
-- apps/server/src/domain/agent/team, apps/server/src/domain/agent/transfer).

-- Lock set by the member's upline agent (downlineManagmentView "lock"): shown as the member's status; while it is set,
-- a login with the right credentials answers ACCOUNT_SUSPENDED (src/domain/session/service.ts) and the member's sessions
-- were revoked when it was set (src/domain/agent/team/service.ts setLocked).
ALTER TABLE members ADD COLUMN agent_locked_at timestamptz;

-- Audit record of every agent transfer (D12): who moved how much to whom, in which direction, from which address,
-- and the ledger transfer that moved the money. The daily limits sum this table per sender and brand-timezone day.
CREATE TABLE agent_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  from_member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  to_member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  -- 'down': an agent to a member of its team; 'up': a member to its direct upline.
  direction text NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL,
  ledger_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  -- The caller's idempotency key (unique per sender); the ledger key is derived from it.
  idempotency_key text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agent_transfers_direction_check CHECK (direction IN ('down', 'up')),
  CONSTRAINT agent_transfers_amount_check CHECK (amount > 0),
  CONSTRAINT agent_transfers_distinct CHECK (from_member_id <> to_member_id),
  CONSTRAINT agent_transfers_key UNIQUE (from_member_id, idempotency_key)
);
CREATE INDEX agent_transfers_from_day ON agent_transfers (from_member_id, direction, created_at);
CREATE INDEX agent_transfers_to ON agent_transfers (to_member_id, created_at);

-- Deposits credited and withdrawals paid, per member and time (overview totals).
CREATE INDEX deposits_member_credited ON deposits (member_id, decided_at) INCLUDE (currency, amount)
  WHERE status = 'credited';
CREATE INDEX withdrawals_member_paid ON withdrawals (member_id, paid_at) INCLUDE (currency, amount)
  WHERE status = 'paid';
-- Affiliate codes by agent (registerCenter links).
CREATE INDEX affiliates_agent ON affiliates (agent_id) WHERE agent_id IS NOT NULL;

-- Team rollups (the overview reads a few dozen rows per agent instead of every round of its team; the team
-- overview target of docs/architecture.md "Targets": 10,000 descendants, 1,000,000 bets in range, p99 <= 200 ms).
-- 1. Every change of a round of a member that has an upline appends its delta (live stakes, round count, settled
--    win - stake, first activity of the member that day) to team_round_queue: append-only, so the betting path never
--    waits on a row shared by the team. The day is the member's brand-timezone day (agent_brand_timezones, written by
--    the server at start from config; UTC when absent).
-- 2. The overview first folds the queue into team_days, one row per (ancestor, day), for every ancestor of the member
--    (member_tree), then reads team_days (apps/server/src/domain/agent/team/service.ts FOLD_SQL, OVERVIEW_SQL).
-- member_active_days keeps which members placed a live bet on which day (active members over a range).
CREATE TABLE agent_brand_timezones (
  brand text PRIMARY KEY,
  tz text NOT NULL
);

CREATE TABLE member_active_days (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE team_round_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL,
  day date NOT NULL,
  bets bigint NOT NULL,
  bet_count integer NOT NULL,
  pl bigint NOT NULL,
  active integer NOT NULL,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  new_members integer NOT NULL DEFAULT 0
);

CREATE TABLE team_days (
  ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  -- Live stakes of rounds started that day (cancelled rounds left out), their number, the settled rounds' win - stake,
  -- and the members with a first live bet that day.
  bets bigint NOT NULL DEFAULT 0,
  bet_count bigint NOT NULL DEFAULT 0,
  pl bigint NOT NULL DEFAULT 0,
  active integer NOT NULL DEFAULT 0,
  -- Credited deposits (by decision day), paid withdrawals (by payment day) and members registered that day.
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  new_members integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
);

-- The brand-timezone day of instant t for member m.
CREATE FUNCTION agent_team_day(m bigint, t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (t AT TIME ZONE COALESCE((SELECT z.tz FROM members mm JOIN agent_brand_timezones z ON z.brand = mm.brand
    WHERE mm.id = m), 'UTC'))::date
$$;

CREATE FUNCTION agent_team_round_delta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date;
  nb bigint := 0;
  nc integer := 0;
  np bigint := 0;
  ob bigint := 0;
  oc integer := 0;
  op bigint := 0;
  first integer := 0;
BEGIN
  IF NEW.currency = 'TRIAL' OR NOT EXISTS (SELECT 1 FROM member_tree WHERE descendant_id = NEW.member_id) THEN
    RETURN NULL;
  END IF;
  d := agent_team_day(NEW.member_id, NEW.created_at);
  IF NEW.status <> 'cancelled' THEN nb := NEW.bet_total; nc := 1; END IF;
  IF NEW.status = 'settled' THEN np := NEW.win_total - NEW.bet_total; END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status <> 'cancelled' THEN ob := OLD.bet_total; oc := 1; END IF;
    IF OLD.status = 'settled' THEN op := OLD.win_total - OLD.bet_total; END IF;
  END IF;
  IF nc = 1 THEN
    INSERT INTO member_active_days (member_id, day) VALUES (NEW.member_id, d) ON CONFLICT DO NOTHING;
    IF FOUND THEN first := 1; END IF;
  END IF;
  IF nb <> ob OR nc <> oc OR np <> op OR first = 1 THEN
    INSERT INTO team_round_queue (member_id, day, bets, bet_count, pl, active)
    VALUES (NEW.member_id, d, nb - ob, nc - oc, np - op, first);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER vendor_rounds_agent_team AFTER INSERT OR UPDATE OF status, bet_total, win_total ON vendor_rounds
  FOR EACH ROW EXECUTE FUNCTION agent_team_round_delta();

-- Credited deposits and paid withdrawals of team members: the old contribution out, the new one in.
CREATE FUNCTION agent_team_money_delta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := CASE WHEN TG_TABLE_NAME = 'deposits' THEN 'credited' ELSE 'paid' END;
  n_amt bigint := 0;
  o_amt bigint := 0;
  n_at timestamptz;
  o_at timestamptz;
BEGIN
  IF NEW.currency = 'TRIAL' OR NOT EXISTS (SELECT 1 FROM member_tree WHERE descendant_id = NEW.member_id) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'deposits' THEN
    n_at := NEW.decided_at;
    IF TG_OP = 'UPDATE' THEN o_at := OLD.decided_at; END IF;
  ELSE
    n_at := NEW.paid_at;
    IF TG_OP = 'UPDATE' THEN o_at := OLD.paid_at; END IF;
  END IF;
  IF NEW.status = counted AND n_at IS NOT NULL THEN n_amt := NEW.amount; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = counted AND o_at IS NOT NULL THEN o_amt := OLD.amount; END IF;
  IF o_amt <> 0 AND (n_amt = 0 OR o_at IS DISTINCT FROM n_at OR o_amt <> n_amt) THEN
    INSERT INTO team_round_queue (member_id, day, bets, bet_count, pl, active, deposits, withdrawals)
    VALUES (NEW.member_id, agent_team_day(NEW.member_id, o_at), 0, 0, 0, 0,
      CASE WHEN TG_TABLE_NAME = 'deposits' THEN -o_amt ELSE 0 END,
      CASE WHEN TG_TABLE_NAME = 'deposits' THEN 0 ELSE -o_amt END);
    o_amt := 0;
  END IF;
  IF n_amt <> 0 AND o_amt = 0 THEN
    INSERT INTO team_round_queue (member_id, day, bets, bet_count, pl, active, deposits, withdrawals)
    VALUES (NEW.member_id, agent_team_day(NEW.member_id, n_at), 0, 0, 0, 0,
      CASE WHEN TG_TABLE_NAME = 'deposits' THEN n_amt ELSE 0 END,
      CASE WHEN TG_TABLE_NAME = 'deposits' THEN 0 ELSE n_amt END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER deposits_agent_team AFTER INSERT OR UPDATE OF status, amount, decided_at ON deposits
  FOR EACH ROW EXECUTE FUNCTION agent_team_money_delta();
CREATE TRIGGER withdrawals_agent_team AFTER INSERT OR UPDATE OF status, amount, paid_at ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION agent_team_money_delta();

-- A member joining a tree (its depth-1 closure row) counts as new on its registration day; a changed registration
-- time (data repair) moves it.
CREATE FUNCTION agent_team_member_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'member_tree' THEN
    IF NEW.depth = 1 THEN
      INSERT INTO team_round_queue (member_id, day, bets, bet_count, pl, active, new_members)
      SELECT NEW.descendant_id, agent_team_day(m.id, m.created_at), 0, 0, 0, 0, 1
      FROM members m WHERE m.id = NEW.descendant_id;
    END IF;
  ELSIF NEW.upline_id IS NOT NULL AND OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    INSERT INTO team_round_queue (member_id, day, bets, bet_count, pl, active, new_members)
    VALUES (NEW.id, agent_team_day(NEW.id, OLD.created_at), 0, 0, 0, 0, -1),
      (NEW.id, agent_team_day(NEW.id, NEW.created_at), 0, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER member_tree_agent_team AFTER INSERT ON member_tree
  FOR EACH ROW EXECUTE FUNCTION agent_team_member_delta();
CREATE TRIGGER members_created_agent_team AFTER UPDATE OF created_at ON members
  FOR EACH ROW EXECUTE FUNCTION agent_team_member_delta();
