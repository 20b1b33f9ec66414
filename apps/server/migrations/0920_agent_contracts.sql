-- Agent contracts and their settlement (docs/architecture.md "Agents", contracts and settlement; spec 3 "Contracts", 4 "Contracts", 6 "Agent").
-- apps/server/src/domain/agent/contracts (offers, acceptance, termination) and apps/server/src/domain/agent/settlement (the engine).
--
-- agent_contracts: one row per offer. upline_id NULL = a top-level contract granted by an operator. Terms (jsonb):
-- { singleBetMin: minor-units string, tiers: [{ minBets?, minActiveMembers?, minProfitLoss?, minLossRateBp?,
--   maxWinRateBp?, rateBp }] } (see src/domain/agent/settlement/engine.ts). At most one active contract and one open offer
-- per (agent, type). Status: offered -> active | rejected | withdrawn; active -> replaced | terminated.
CREATE TABLE agent_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  type text NOT NULL,
  period text NOT NULL,
  upline_id bigint REFERENCES members (id) ON DELETE RESTRICT,
  agent_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  terms jsonb NOT NULL,
  status text NOT NULL DEFAULT 'offered',
  -- 'upline' | 'agent' while a termination request waits for the other side.
  termination_requested_by text,
  termination_requested_at timestamptz,
  end_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  CONSTRAINT agent_contracts_type_check CHECK (type IN ('dividend', 'daily', 'hourly', 'realtime')),
  CONSTRAINT agent_contracts_period_check CHECK (period IN ('5min', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  CONSTRAINT agent_contracts_status_check CHECK (status IN ('offered', 'active', 'rejected', 'withdrawn', 'replaced', 'terminated')),
  CONSTRAINT agent_contracts_request_check CHECK (termination_requested_by IS NULL OR termination_requested_by IN ('upline', 'agent')),
  CONSTRAINT agent_contracts_distinct CHECK (upline_id IS NULL OR upline_id <> agent_id)
);
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (agent_id, type) WHERE status = 'active';
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (agent_id, type) WHERE status = 'offered';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, type, status) WHERE upline_id IS NOT NULL;
CREATE INDEX agent_contracts_due ON agent_contracts (brand, type, status);

-- One settlement (statement) per (contract, period): the unique key is what makes the jobs idempotent on any number
-- of server instances. Every input is kept, so the agent can read how the amount came about. Money in minor units.
CREATE TABLE agent_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE RESTRICT,
  agent_id bigint NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  brand text NOT NULL,
  type text NOT NULL,
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  currency text NOT NULL,
  team_bets bigint NOT NULL,
  team_wins bigint NOT NULL,
  profit_loss bigint NOT NULL,
  active_members integer NOT NULL,
  tier_index integer,
  rate_bp integer NOT NULL,
  gross bigint NOT NULL,
  deductions bigint NOT NULL,
  amount bigint NOT NULL,
  inputs jsonb NOT NULL,
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agent_settlements_period UNIQUE (contract_id, period_start),
  CONSTRAINT agent_settlements_amount_check CHECK (amount >= 0 AND gross >= 0 AND deductions >= 0)
);
CREATE INDEX agent_settlements_agent ON agent_settlements (agent_id, type, period_start DESC);

-- Settled rounds by close time: a settlement reads the rounds closed in its period (5 minutes for real-time salary).
CREATE INDEX vendor_rounds_settled_closed ON vendor_rounds (closed_at) WHERE status = 'settled';
