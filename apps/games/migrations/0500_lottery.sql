-- In-house VN lottery (docs/architecture.md "Games server"; apps/games/src/lottery). Range 0500-0899: lottery, jackpot, sandbox.

-- One row per draw, created (seed committed) before its betting opens. numbers/drawn_at are set at the draw; the
-- server seed is only ever shown once status is 'drawn'.
CREATE TABLE lottery_draws (
  draw_id text PRIMARY KEY,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  numbers jsonb,
  status text NOT NULL DEFAULT 'scheduled',
  drawn_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE status = 'scheduled';
CREATE INDEX lottery_draws_recent ON lottery_draws (draw_at DESC) WHERE status = 'drawn';

-- One row per bet; the bet id is also the protocol round id (transactions <bet_id>:bet, :win, :rollback).
-- status: pending (bet call in flight) | placed (debited) | refused (the wallet said no; nothing moved)
--   | voiding (outcome unknown: rollback to deliver) | void (rolled back) | settled (win delivered, 0 for a loss)
--   | failed (a final refusal of the win: needs an operator; error_code says why)
CREATE TABLE lottery_bets (
  bet_id text PRIMARY KEY,
  draw_id text NOT NULL REFERENCES lottery_draws (draw_id),
  vendor text NOT NULL,
  player_id text NOT NULL,
  currency text NOT NULL,
  bet_type text NOT NULL,
  number integer NOT NULL,
  stake bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  win bigint,
  balance_after bigint,
  error_code text,
  attempts integer NOT NULL DEFAULT 0,
  request_id text,
  created_at timestamptz NOT NULL,
  placed_at timestamptz,
  settled_at timestamptz
);
CREATE UNIQUE INDEX lottery_bets_request ON lottery_bets (vendor, player_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX lottery_bets_player ON lottery_bets (player_id, created_at DESC);
CREATE INDEX lottery_bets_work ON lottery_bets (draw_id) WHERE status IN ('pending', 'placed', 'voiding');
