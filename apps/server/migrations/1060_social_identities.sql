-- Social login (whitelabel SOCIALLOGIN3; docs/architecture.md "Social login"; apps/server/src/domain/session/social.ts):
-- the provider accounts linked to a member. A row is written only after the member proved the account is theirs (its
-- password or a code to its verified channel) or when the social login created the account; a provider account is
-- linked to at most one member of a brand, and a member has at most one account per provider.
CREATE TABLE social_identities (
  brand text NOT NULL,
  -- 'google' or 'facebook' (config integrations.social).
  provider text NOT NULL,
  -- The provider's stable subject identifier (the ID token's `sub`), never the e-mail (which can change hands).
  subject text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  -- The e-mail the provider gave at linking, for the member's own view; never used to find a member.
  email text,
  -- 'password', 'code' (proved ownership of an existing account) or 'created' (the social login made the account).
  linked_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  PRIMARY KEY (brand, provider, subject)
);
CREATE UNIQUE INDEX social_identities_member_provider ON social_identities (member_id, provider);
