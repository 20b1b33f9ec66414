-- Games server core (docs/architecture.md "Games server"). Ranges: 0001-0499 core, 0500-0899 lottery/jackpot/sandbox.

-- Game sessions opened from a platform launch token (authenticate). Only the SHA-256 of the session id is kept.
CREATE TABLE game_sessions (
  id_hash text PRIMARY KEY,
  vendor text NOT NULL,
  player_id text NOT NULL,
  currency text NOT NULL,
  game_code text,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_expires ON game_sessions (expires_at);

-- Server seeds: committed by SHA-256 before play, revealed at rotation. One active seed per player and vendor.
-- The client seed (the player's, changeable: changing it rotates) and the next nonce belong to the active pair.
CREATE TABLE fair_seeds (
  id bigserial PRIMARY KEY,
  vendor text NOT NULL,
  player_id text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (vendor, player_id) WHERE active;

-- Rounds. status: open (money in flight) | settled | cancelled. bet_state: pending | ok | failed.
CREATE TABLE rounds (
  round_id text PRIMARY KEY,
  vendor text NOT NULL,
  player_id text NOT NULL,
  currency text NOT NULL,
  game text NOT NULL,
  -- The platform catalogue's game code sent in the wallet calls (e.g. BGS-RNG-0001), or the engine code.
  game_code text NOT NULL,
  stake bigint NOT NULL,
  params jsonb,
  seed_id bigint NOT NULL REFERENCES fair_seeds (id),
  nonce integer NOT NULL,
  outcome jsonb NOT NULL,
  win bigint NOT NULL,
  status text NOT NULL DEFAULT 'open',
  bet_state text NOT NULL DEFAULT 'pending',
  bet_tx text NOT NULL,
  win_tx text NOT NULL,
  rollback_tx text NOT NULL,
  bet_platform_tx text,
  win_platform_tx text,
  balance_after bigint,
  -- Slot rounds: the jackpot draw { draw, hit, triggerDivisor, award } (apps/games/src/jackpot).
  jackpot jsonb,
  error_code text,
  request_id text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (seed_id, nonce)
);
-- Idempotent retries of a play request: the page sends one request id per click; a repeat answers the same round.
CREATE UNIQUE INDEX rounds_request ON rounds (vendor, player_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX rounds_player ON rounds (player_id, created_at DESC);
CREATE INDEX rounds_open ON rounds (status) WHERE status = 'open';

-- Wallet calls that must be delivered (a win, or the rollback of a failed bet), retried until answered.
CREATE TABLE wallet_outbox (
  id bigserial PRIMARY KEY,
  vendor text NOT NULL,
  round_id text NOT NULL REFERENCES rounds (round_id),
  op text NOT NULL,
  body jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL,
  last_error text,
  done_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (round_id, op)
);
CREATE INDEX wallet_outbox_due ON wallet_outbox (next_at) WHERE done_at IS NULL;
