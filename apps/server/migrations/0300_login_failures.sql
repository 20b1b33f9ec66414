-- Login failures and locks per login name (spec section 4: 3 failures in 30 minutes lock for 30 minutes;
-- docs/decisions.md D3). Keyed by brand and the normalised name the caller typed ('u:' + username key, or 'm:' + E.164
-- number), whether or not an account has it, so a lock (and the work to reach it) says nothing about existence, and
-- it survives a restart without Redis.
CREATE TABLE login_failures (
  brand text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (brand, subject)
);
-- Pruning of stale rows (window and lock both over).
CREATE INDEX login_failures_window_idx ON login_failures (window_start);
