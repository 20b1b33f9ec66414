-- Bonuses (member center bonusDetails, spec 2; docs/architecture.md "Member center"). A bonus is money an operator grants a member
-- (welcome, deposit match, goodwill), paid as one ledger transfer (kind 'bonus', house account 'bonuses' -> the
-- member's main wallet) written in the same transaction as this row. `turnover_required` is the wagering the member is
-- asked to reach (sum of settled stakes in the bonus currency since the grant); progress is computed when read, from
-- vendor_rounds, never stored, so it cannot drift. `reference` makes a grant idempotent per brand.

CREATE TABLE bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  name text NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL,
  turnover_required bigint NOT NULL DEFAULT 0,
  ledger_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  granted_by text NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonuses_reference UNIQUE (brand, reference),
  CONSTRAINT bonuses_amount_check CHECK (amount > 0),
  CONSTRAINT bonuses_turnover_check CHECK (turnover_required >= 0)
);
CREATE INDEX bonuses_member ON bonuses (member_id, created_at DESC);
