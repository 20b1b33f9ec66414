-- Playdeck platform API: members, sessions, balances, affiliates, content, feedback.
-- Plain SQL that runs unchanged on PostgreSQL 15+ and PGlite. Money is bigint minor units.

CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  username text NOT NULL,
  username_key text NOT NULL,
  mobile text,
  email text,
  password_hash text NOT NULL,
  type integer NOT NULL DEFAULT 0,
  nickname text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT 'avatar-1',
  language text,
  must_change_password boolean NOT NULL DEFAULT false,
  mobile_verified boolean NOT NULL DEFAULT false,
  failed_count integer NOT NULL DEFAULT 0,
  first_failed_at timestamptz,
  locked_until timestamptz,
  last_login_at timestamptz,
  register_url text,
  register_method text,
  affiliate_code text,
  referral_code text,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT members_type_check CHECK (type IN (0, 1, 2, 4, 41, 42))
);
CREATE UNIQUE INDEX members_brand_username ON members (brand, username_key);
CREATE UNIQUE INDEX members_brand_mobile ON members (brand, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE member_ips (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

-- Balances per member and ledger currency (the brand currency, or TRIAL for free play: docs/decisions.md D10).
-- The double-entry ledger arrives with the wallet issue; the non-negative check holds from day one.
CREATE TABLE wallet_balances (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, currency),
  CONSTRAINT wallet_balances_non_negative CHECK (balance >= 0)
);

CREATE TABLE affiliates (
  brand text NOT NULL,
  code text NOT NULL,
  agent_id bigint REFERENCES members (id) ON DELETE SET NULL,
  domain text,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (brand, code)
);

-- Announcements (types B, PL, PU, PR, H), notices, banners, popups, promotions, help centre items.
CREATE TABLE content_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  kind text NOT NULL,
  type text,
  group_name text,
  execution text,
  platform text NOT NULL DEFAULT 'W',
  lang text,
  title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  url text,
  linkage_type text,
  sequence integer NOT NULL DEFAULT 0,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT content_kind_check CHECK (kind IN ('announcement', 'notice', 'banner', 'popup', 'promotion', 'help'))
);
CREATE INDEX content_items_brand_kind ON content_items (brand, kind, sequence);

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint REFERENCES members (id) ON DELETE SET NULL,
  sender text,
  type integer NOT NULL,
  content text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT feedback_type_check CHECK (type IN (0, 1, 2, 3, 4, 6))
);

-- Seed bookkeeping: a brand's demo content is seeded once.
CREATE TABLE seeds (
  brand text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
