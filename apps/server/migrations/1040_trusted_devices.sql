-- Browsers a member chose to trust after passing the new-address two-factor step (spec section 4 "Two-factor step"):
-- for 30 days a login carrying the device cookie skips the step. Only the SHA-256 of the cookie's random token is
-- kept. A password change or reset removes the member's rows (every trusted browser asks again).
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trusted_devices_member ON trusted_devices (member_id);
