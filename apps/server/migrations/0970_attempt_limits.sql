-- Attempt reservations (apps/server/src/infra/limiter): one row per limited subject of a scope ('login' names, a member's
-- re-entered login password, its withdraw password, SMS send budgets). An attempt is counted in the same statement
-- that checks the limit (INSERT .. ON CONFLICT DO UPDATE .. WHERE .. RETURNING), before the check it guards, so a
-- parallel burst cannot pass the limit (OWASP ASVS 5.0 V6.3.1). Replaces login_failures (same idea, but recorded after
-- the check) and the failure columns of withdraw_passwords.
CREATE TABLE attempt_limits (
  scope text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, subject)
);
-- Pruning of stale rows (window and lock both over).
CREATE INDEX attempt_limits_window_idx ON attempt_limits (scope, window_start);

DROP TABLE login_failures;
ALTER TABLE withdraw_passwords DROP COLUMN failures, DROP COLUMN locked_until;
