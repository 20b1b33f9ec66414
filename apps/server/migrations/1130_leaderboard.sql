-- Leaderboard competitions (spec sections 1 "leaderboard", 7 "mission summary and leaderboard"; docs/decisions.md
-- D38). The competitions are brand config (schema/leaderboard.ts); standings are computed from settled rounds
-- (record_rounds), never stored while a competition runs. This migration holds the close:
--
-- 1. leaderboard_closes: one row per closed competition (primary key brand + competition). The run that inserts it
--    freezes the final standings by writing every prize winner into leaderboard_payouts in the same transaction; a
--    parallel run waits on the key and then finds the winners written. `closed_at` is set once every prize is paid.
-- 2. leaderboard_payouts: one row per prize-winning rank (primary key brand + competition + rank). A rank is paid by
--    one conditional UPDATE (status 'reserved' -> 'paid') in the transaction that pays its bonus, so a rank is paid at
--    most once whatever number of runs race, and a run that died half-way leaves the unpaid ranks 'reserved' for the
--    next run.

CREATE TABLE leaderboard_closes (
  brand text NOT NULL,
  competition_id text NOT NULL,
  ranked integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  PRIMARY KEY (brand, competition_id)
);

CREATE TABLE leaderboard_payouts (
  brand text NOT NULL,
  competition_id text NOT NULL,
  rank integer NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  score bigint NOT NULL,
  amount bigint NOT NULL,
  turnover_multiplier integer NOT NULL,
  status text NOT NULL DEFAULT 'reserved',
  bonus_id bigint,
  paid_at timestamptz,
  PRIMARY KEY (brand, competition_id, rank),
  FOREIGN KEY (brand, competition_id) REFERENCES leaderboard_closes (brand, competition_id) ON DELETE CASCADE,
  CONSTRAINT leaderboard_payouts_status_check CHECK (status IN ('reserved', 'paid')),
  CONSTRAINT leaderboard_payouts_amount_check CHECK (amount > 0 AND rank > 0)
);
CREATE INDEX leaderboard_payouts_member ON leaderboard_payouts (member_id);

-- Leaderboard prizes are bonuses (domain/bonus/service.ts payBonus) with their own source.
ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check
  CHECK (source IN ('grant', 'rebate', 'vip', 'promotion', 'red_envelope', 'referral', 'mission', 'leaderboard'));
