-- Wallet ledger (docs/architecture.md "Ledger", docs/decisions.md D10, D11): double-entry accounts and transfers.
-- Every movement of money is one row of ledger_transfers (debit account, credit account, amount > 0, kind,
-- idempotency key unique forever). Member-owned accounts (cash, trial, points, vendor sub-wallets) keep a hot balance
-- row in ledger_balances, updated in the same statement as the transfer insert and never below zero; brand-owned house
-- and clearing accounts keep none (their balance is the sum of their transfers).

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  member_id bigint REFERENCES members (id) ON DELETE RESTRICT,
  currency text NOT NULL,
  kind text NOT NULL,
  vendor text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('cash', 'trial', 'points', 'vendor', 'house', 'clearing')),
  CONSTRAINT ledger_accounts_owner_check CHECK ((member_id IS NULL) = (kind IN ('house', 'clearing'))),
  CONSTRAINT ledger_accounts_vendor_check CHECK ((kind = 'vendor') = (vendor <> '')),
  CONSTRAINT ledger_accounts_name_check CHECK ((kind IN ('house', 'clearing')) = (name <> ''))
);
CREATE UNIQUE INDEX ledger_accounts_identity
  ON ledger_accounts (brand, COALESCE(member_id, 0), currency, kind, vendor, name);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

-- Hot balances: one row per member-owned account, created with the account. Updated on every transfer: the free
-- space left in each page (fillfactor) keeps those updates HOT (no index write, no page split).
CREATE TABLE ledger_balances (
  account_id bigint PRIMARY KEY REFERENCES ledger_accounts (id) ON DELETE RESTRICT,
  balance bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_balances_non_negative CHECK (balance >= 0)
) WITH (fillfactor = 70);

-- debit/credit carry no FOREIGN KEY on purpose: a foreign-key check share-locks the referenced account row, and every
-- deposit names the same clearing account, so concurrent transfers would all contend on that one row (multixacts).
-- Accounts are never deleted and ids only come from ledger_accounts; ledger:check verifies every reference.
CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  debit_account_id bigint NOT NULL,
  credit_account_id bigint NOT NULL,
  amount bigint NOT NULL,
  kind text NOT NULL,
  idempotency_key text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  reversal_of bigint REFERENCES ledger_transfers (id),
  -- Balance of the member-owned side after this transfer (NULL for a house or clearing side).
  debit_balance_after bigint,
  credit_balance_after bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_amount_positive CHECK (amount > 0),
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_idempotency_key UNIQUE (idempotency_key)
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, created_at);
CREATE INDEX ledger_transfers_reversal ON ledger_transfers (reversal_of) WHERE reversal_of IS NOT NULL;

-- Move the pre-ledger balances (wallet_balances, migration 0001) into the ledger: for every positive balance an
-- opening transfer from the brand's house account 'opening' in that currency; then the old table goes.
INSERT INTO ledger_accounts (brand, member_id, currency, kind)
SELECT m.brand, w.member_id, w.currency, CASE WHEN w.currency = 'TRIAL' THEN 'trial' ELSE 'cash' END
FROM wallet_balances w JOIN members m ON m.id = w.member_id;

INSERT INTO ledger_accounts (brand, currency, kind, name)
SELECT DISTINCT m.brand, w.currency, 'house', 'opening'
FROM wallet_balances w JOIN members m ON m.id = w.member_id WHERE w.balance > 0;

INSERT INTO ledger_balances (account_id, balance)
SELECT a.id, w.balance FROM wallet_balances w
JOIN ledger_accounts a ON a.member_id = w.member_id AND a.currency = w.currency AND a.kind IN ('cash', 'trial');

INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key, metadata,
  credit_balance_after)
SELECT h.id, a.id, w.balance, 'opening', 'opening:' || w.member_id || ':' || w.currency,
  '{"source": "wallet_balances"}'::jsonb, w.balance
FROM wallet_balances w
JOIN ledger_accounts a ON a.member_id = w.member_id AND a.currency = w.currency AND a.kind IN ('cash', 'trial')
JOIN ledger_accounts h ON h.brand = a.brand AND h.member_id IS NULL AND h.currency = w.currency
  AND h.kind = 'house' AND h.name = 'opening'
WHERE w.balance > 0;

DROP TABLE wallet_balances;
