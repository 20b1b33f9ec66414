-- Sandbox games (apps/games/src/sandbox/games.ts, sports.ts): which game a round was, what it drew or, for a sports
-- bet, its selections (JSON text), and the simulated results of the sports book's demo matches. Sports bets add the
-- status open (debited, waiting for its result) before placed (result known, pay owed).
ALTER TABLE sandbox_rounds ADD COLUMN game text NOT NULL DEFAULT 'coin';
ALTER TABLE sandbox_rounds ADD COLUMN detail text;
CREATE INDEX sandbox_rounds_player ON sandbox_rounds (vendor, player_id, created_at DESC);

CREATE TABLE sandbox_sports_results (
  fixture_id text PRIMARY KEY,
  result text NOT NULL CHECK (result IN ('1', 'X', '2')),
  created_at timestamptz NOT NULL
);
