-- Game launch tokens (docs/architecture.md "Game launch"; apps/server/src/domain/games/launch/service.ts; docs/vendor-protocol.md "authenticate").
-- A launch URL carries a one-time token (256 random bits) instead of the session token. Only its SHA-256 is stored:
-- a leaked table cannot be replayed. The vendor exchanges it once, within its short life, through the signed
-- authenticate call (used_at set in the same statement that checks it: single use even under concurrent calls).

CREATE TABLE launch_tokens (
  -- Lower-case hex SHA-256 of the token as sent (base64url text).
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  game_code text,
  node_id integer,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
-- Purge of old rows by age.
CREATE INDEX launch_tokens_expires ON launch_tokens (expires_at);
