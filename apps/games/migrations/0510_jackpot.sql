-- Jackpot pool fed by slot bets (docs/architecture.md "Games server"; docs/decisions.md D9; apps/games/src/jackpot).
-- pool_scaled: the pool in 1/10000 of a minor unit (contributions are stake * basis points, exact; the displayed and
-- awarded amount is floor(pool_scaled / 10000) minor units, the fraction stays in the pool).
CREATE TABLE jackpot_pools (
  currency text PRIMARY KEY,
  pool_scaled bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);

-- One row per contributing round (idempotent on round_id): what it added and what it won from the pool.
CREATE TABLE jackpot_entries (
  round_id text PRIMARY KEY,
  currency text NOT NULL,
  player_id text NOT NULL,
  stake bigint NOT NULL,
  contribution_scaled bigint NOT NULL,
  award bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX jackpot_entries_awards ON jackpot_entries (currency, created_at DESC) WHERE award > 0;
