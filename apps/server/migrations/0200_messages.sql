-- Platform messages (spec section 2 "Member center pages": messageV2 "platform information"; spec 7 unread count).
-- A message is either addressed to one member (member_id set) or broadcast to every member of a brand
-- (member_id NULL). Titles and bodies are maps language -> text, so one row serves every language of the brand.
-- Read receipts are one row per (member, message): a broadcast is read separately by each member.

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint REFERENCES members (id) ON DELETE CASCADE,
  category text NOT NULL DEFAULT 'system',
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  -- Demo and system messages carry a key so seeding them twice is harmless (unique below).
  seed_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  CONSTRAINT messages_category_check CHECK (category IN ('system', 'account', 'promotion', 'wallet'))
);
CREATE INDEX messages_member ON messages (member_id, created_at DESC, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX messages_broadcast ON messages (brand, created_at DESC, id DESC) WHERE member_id IS NULL;
CREATE UNIQUE INDEX messages_seed ON messages (brand, (COALESCE(member_id, 0)), seed_key) WHERE seed_key IS NOT NULL;

CREATE TABLE message_reads (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  message_id bigint NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);
