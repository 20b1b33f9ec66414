-- Sandbox games of the external vendor codes (docs/architecture.md "Games server"; apps/games/src/sandbox).

-- Rounds played with real money through the protocol, signed as the vendor code. status: pending (bet in flight) |
-- placed (debited; win owed) | settled | refused | voiding (bet in doubt: refund owed) | void | failed.
CREATE TABLE sandbox_rounds (
  round_id text PRIMARY KEY,
  vendor text NOT NULL,
  player_id text NOT NULL,
  currency text NOT NULL,
  game_code text,
  stake bigint NOT NULL,
  win bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  error_code text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX sandbox_rounds_work ON sandbox_rounds (created_at) WHERE status IN ('pending', 'placed', 'voiding');

-- Free-trial sessions (mode demo): a play balance held here only, no wallet, no player. Only the id's SHA-256 kept.
CREATE TABLE sandbox_demo_sessions (
  id_hash text PRIMARY KEY,
  vendor text NOT NULL,
  balance bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
