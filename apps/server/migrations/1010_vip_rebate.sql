-- VIP ranks, VIP bonuses and rebate (docs/architecture.md "Loyalty"; apps/server/src/domain/loyalty). Levels, their
-- thresholds and benefits are brand config (`vip`, `rebate`); these tables keep only what the jobs decided and what
-- was paid, so a rerun of a job or a retried claim pays nothing twice.

-- A member's VIP level, recomputed by the VIP job from deposits (ledger) and settled turnover (rounds) over the
-- brand's rolling window. `kept_period` is the brand-timezone day (YYYY-MM-DD) on which the keep-level rule was last
-- applied: a level may go down at most once per day, so running the job again the same day changes nothing.
CREATE TABLE vip_ranks (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE RESTRICT,
  brand text NOT NULL,
  level integer NOT NULL DEFAULT 0,
  -- The highest level the member ever reached (its level-up bonuses are claimable once each).
  top_level integer NOT NULL DEFAULT 0,
  deposit_window bigint NOT NULL DEFAULT 0,
  turnover_window bigint NOT NULL DEFAULT 0,
  kept_period text NOT NULL DEFAULT '',
  level_since timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vip_ranks_level_check CHECK (level >= 0 AND top_level >= level)
);
CREATE INDEX vip_ranks_brand ON vip_ranks (brand, level);

-- A claimed VIP bonus: one row per (member, kind, period). kind: 'levelup' (period = the level reached, e.g. '1'),
-- 'weekly' (period = the ISO week's Monday, brand timezone), 'monthly' (period = 'YYYY-MM'). The primary key is the
-- reservation: a second claim of the same period waits for the first and then finds its row. bonus_id is set in the
-- same transaction, right after the reservation pays the bonus (so it is never NULL once committed).
CREATE TABLE vip_bonus_claims (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  kind text NOT NULL,
  period text NOT NULL,
  level integer NOT NULL,
  bonus_id bigint REFERENCES bonuses (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CONSTRAINT vip_bonus_claims_kind_check CHECK (kind IN ('levelup', 'weekly', 'monthly'))
);

-- A paid rebate: one row per (member, brand-timezone day, category), reserved first and completed (bonus_id) in the
-- transaction that pays it; parallel claims of the same day wait on the reservation and pay nothing.
CREATE TABLE rebate_payouts (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  day date NOT NULL,
  category text NOT NULL,
  turnover bigint NOT NULL,
  rate_bp integer NOT NULL,
  amount bigint NOT NULL,
  bonus_id bigint REFERENCES bonuses (id),
  mode text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day, category),
  CONSTRAINT rebate_payouts_amount_check CHECK (amount > 0 AND turnover >= 0 AND rate_bp >= 0),
  CONSTRAINT rebate_payouts_mode_check CHECK (mode IN ('manual', 'auto'))
);

-- Where a bonus came from: an operator's grant, a rebate payout or a VIP bonus (the bonus page names them).
ALTER TABLE bonuses ADD COLUMN source text NOT NULL DEFAULT 'grant';
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check CHECK (source IN ('grant', 'rebate', 'vip'));

-- Settled rounds by close time (rebate accrual per day, VIP turnover window).
CREATE INDEX vendor_rounds_member_closed ON vendor_rounds (member_id, closed_at) WHERE status = 'settled';
