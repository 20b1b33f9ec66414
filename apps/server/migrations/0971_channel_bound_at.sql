-- When the member's phone number and e-mail address were last bound or changed through the member area (docs/decisions.md D6):
-- a channel bound less than 24 hours ago cannot reset the password, so a stolen session that rebinds a channel does
-- not turn into a permanent takeover. NULL: set at registration (or never changed since).
ALTER TABLE members ADD COLUMN mobile_bound_at timestamptz, ADD COLUMN email_bound_at timestamptz;
