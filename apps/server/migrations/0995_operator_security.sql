-- Operator security (docs/decisions.md D21): roles, TOTP second factor, enrolment-only sessions, and audit rows that
-- keep the state before and after each action.
-- role: viewer (reads), cashier (also money actions), admin (also operator accounts and the audit trail). Operators made
-- before roles existed could do everything, so they become admins.
ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'viewer';
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('viewer', 'cashier', 'admin'));
UPDATE operators SET role = 'admin';
-- totp_secret: the base32 TOTP secret sealed with AES-256-GCM (domain/ops/totp.ts), pending until totp_enrolled_at is set.
-- totp_last_step: the last accepted RFC 6238 time step; a code is accepted only for a later step (single use).
ALTER TABLE operators ADD COLUMN totp_secret text;
ALTER TABLE operators ADD COLUMN totp_enrolled_at timestamptz;
ALTER TABLE operators ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
-- A session opened by the password before enrolment may only confirm the enrolment.
ALTER TABLE operator_sessions ADD COLUMN enrolment boolean NOT NULL DEFAULT false;
ALTER TABLE operator_audit ADD COLUMN before jsonb;
ALTER TABLE operator_audit ADD COLUMN after jsonb;
CREATE INDEX operator_audit_created ON operator_audit (created_at DESC, id DESC);
