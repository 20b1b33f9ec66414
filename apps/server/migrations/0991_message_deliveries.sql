-- One row per SMS or e-mail the platform tried to deliver through a provider (docs/architecture.md "Messaging"): who it
-- was for, which provider, whether the provider accepted it, after how many attempts, and the provider's answer
-- (HTTP status, message id, or why it failed). The message text is not kept: it may hold a one-time code or link.
CREATE TABLE message_deliveries (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  kind text NOT NULL,
  provider text NOT NULL,
  recipient text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  attempts integer NOT NULL CHECK (attempts >= 0),
  http_status integer,
  provider_ref text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_deliveries_recipient ON message_deliveries (brand, recipient, created_at DESC);
