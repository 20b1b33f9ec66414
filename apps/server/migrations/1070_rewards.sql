-- Promotion entries (spec sections 1 "promotions centre", 2 `rewardCenter`, 4 activity statuses, 5 activity
-- applications; docs/decisions.md D32). One row per (brand, promotion, member), reserved by its unique key BEFORE any
-- money moves, so a promotion is taken once per member whatever the mix of retries and parallel calls:
-- - `joined`: the member opted in to a `join` promotion; the next qualifying credited deposit pays it (-> issued);
-- - `applying`: an `apply` form waits for an operator (-> issued on approval, -> rejected with a remark);
-- - `issued`: paid, `bonus_id` names the bonus (domain/bonus payBonus, source 'promotion', reference
--   `@promo:<promotion>:<member>`), paid in the same transaction as the status change.
-- `deposit_id` is the deposit that paid an automatic or join promotion.
CREATE TABLE promotion_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  promotion_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  mode text NOT NULL,
  status text NOT NULL,
  comment text,
  remark text,
  deposit_id bigint REFERENCES deposits (id),
  bonus_id bigint REFERENCES bonuses (id),
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_entries_once UNIQUE (brand, promotion_id, member_id),
  CONSTRAINT promotion_entries_mode_check CHECK (mode IN ('automatic', 'join', 'apply')),
  CONSTRAINT promotion_entries_status_check CHECK (status IN ('joined', 'applying', 'rejected', 'issued')),
  CONSTRAINT promotion_entries_comment_check CHECK (comment IS NULL OR char_length(comment) <= 140)
);
CREATE INDEX promotion_entries_member ON promotion_entries (member_id, created_at DESC);
CREATE INDEX promotion_entries_queue ON promotion_entries (brand, status, created_at);

-- Payout accounts that already took a promotion (eligibility `onePerPayoutAccount`): the key (channel + account
-- number) is reserved by its primary key in the paying transaction; a second member with the same account is refused.
CREATE TABLE promotion_payout_keys (
  brand text NOT NULL,
  promotion_id text NOT NULL,
  account_key text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  PRIMARY KEY (brand, promotion_id, account_key)
);

-- Proof images of an application (spec 5: png or jpg, at most 5 MB each, at most 3), re-encoded on upload
-- (domain/payments/proofImage.ts). Uploaded first (entry_id NULL), then named by the application that uses them.
CREATE TABLE promotion_proofs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  entry_id bigint REFERENCES promotion_entries (id) ON DELETE CASCADE,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotion_proofs_entry ON promotion_proofs (entry_id);

ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_check;
ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_check CHECK (source IN ('grant', 'rebate', 'vip', 'promotion'));
