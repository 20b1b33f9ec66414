-- Red envelopes (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33). Rounds are brand config
-- (schema/redEnvelope.ts); this migration holds what config cannot:
--
-- 1. red_envelope_windows: one row per window of a round (a dated day of a daily round, or the one window of a dated
--    round), created on first sight with its server seed and the seed's SHA-256 commitment. `spent` is the pool
--    counter: an opening reserves its amount with one guarded UPDATE (`spent < pool`, amount capped at what is left),
--    so the pool can never be overdrawn however many members open at once. `last_paid` is the amount of the update
--    that last touched the row, read back by that same statement's RETURNING under its row lock.
-- 2. red_envelope_openings: one row per member per window (primary key), inserted first: the second opening is
--    refused by the key before the pool is touched or any money moves. Holds the draw, what was left before it, the amount paid and the bonus that paid it.

CREATE TABLE red_envelope_windows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  round_id text NOT NULL,
  -- 'YYYY-MM-DD' (brand-timezone day) of a daily round, 'once' for a dated round.
  period text NOT NULL,
  currency text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  pool bigint NOT NULL,
  spent bigint NOT NULL DEFAULT 0,
  last_paid bigint NOT NULL DEFAULT 0,
  -- The envelope range of the window, fixed at creation so a later config change cannot alter a draw's proof.
  min_amount bigint NOT NULL,
  max_amount bigint NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT red_envelope_windows_key UNIQUE (brand, round_id, period),
  CONSTRAINT red_envelope_windows_pool_check CHECK (pool > 0 AND spent >= 0 AND spent <= pool),
  CONSTRAINT red_envelope_windows_range_check CHECK (min_amount > 0 AND max_amount >= min_amount),
  CONSTRAINT red_envelope_windows_time_check CHECK (ends_at > starts_at)
);

CREATE TABLE red_envelope_openings (
  window_id bigint NOT NULL REFERENCES red_envelope_windows (id) ON DELETE RESTRICT,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  draw bigint NOT NULL,
  -- Set by the same transaction that inserts the row (after the pool reservation): never NULL once committed.
  remaining_before bigint,
  amount bigint,
  bonus_id bigint,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (window_id, member_id),
  CONSTRAINT red_envelope_openings_amount_check CHECK (amount IS NULL OR (amount > 0 AND amount <= draw AND amount <= remaining_before))
);

CREATE INDEX red_envelope_openings_member ON red_envelope_openings (member_id, opened_at DESC);

-- Red-envelope payouts are bonuses (domain/bonus/service.ts payBonus) with their own source.
ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check CHECK (source IN ('grant', 'rebate', 'vip', 'promotion', 'red_envelope'));
