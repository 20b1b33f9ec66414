-- Player protection (docs/decisions.md D19, D26; apps/server/src/domain/protection): limits, time-out and
-- self-exclusion per member, the history of every change, and the hourly rollup the wager and loss limits sum.

-- One row per member that has set anything (a member without a row has the brand's default limits and no block).
-- limits: { "<kind>:<period>": "<minor units>" | null, "session": "<minutes>" | null } (kind deposit, loss, wager;
--   period 24h, 7d, 30d); a key set to null overrides a brand default with "no limit"; an absent key takes the default.
-- pending: increases and removals waiting for their 24 h and the member's confirmation:
--   { "<key>": { "value": "<new value>" | null, "from": <epoch ms when it may be confirmed> } }.
-- block: 'timeout' or 'exclusion'; block_until its end (NULL with 'exclusion': permanent); cooling_off_until: the end
-- of the cooling-off after an operator ended a permanent exclusion (the member stays blocked until then).
CREATE TABLE member_protection (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  brand text NOT NULL,
  limits jsonb NOT NULL DEFAULT '{}',
  pending jsonb NOT NULL DEFAULT '{}',
  block text,
  block_until timestamptz,
  cooling_off_until timestamptz,
  updated_at timestamptz NOT NULL,
  CONSTRAINT member_protection_block_check CHECK (block IS NULL OR block IN ('timeout', 'exclusion'))
);
-- Operators list members by protection state per brand.
CREATE INDEX member_protection_blocked ON member_protection (brand, block, block_until) WHERE block IS NOT NULL;

-- Every change, by whom (member, operator:<name>, system), append-only.
CREATE TABLE protection_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX protection_history_member ON protection_history (member_id, at DESC, id DESC);

-- Stakes and net loss (stakes - wins, may be negative) per member and clock hour (the server's clock), written for
-- members with a wager or loss limit: a window sums at most 720 rows by primary key.
CREATE TABLE protection_activity (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  wagered bigint NOT NULL DEFAULT 0,
  lost bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour)
);

-- Deposits requested per member and time (the deposit limit counts pending and credited ones by request time).
CREATE INDEX deposits_member_requested ON deposits (member_id, created_at) INCLUDE (amount, status)
  WHERE status IN ('pending', 'credited');
