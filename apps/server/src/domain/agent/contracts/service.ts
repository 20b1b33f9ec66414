/**
 * Contract rules (docs/architecture.md "Agents", contracts; spec 3 "Contracts", spec 4 "Contracts: Accept, Reject, Terminate, new-contract
 * or termination request. A new contract with a lower rate than an existing downline contract terminates the downline
 * contract automatically after the user agrees"; spec 6 "Agent ... contracts").
 *
 * - Offer: an agent offers a contract of type T to a DIRECT downline agent, only while it holds an active contract of
 *   T itself, never above it (engine `withinTerms`, tier by tier); a dividend offer has the period of the upline's own
 *   dividend contract. A newer offer of T to the same agent withdraws the open one.
 * - Accept: ends the agent's previous contract of T (status 'replaced') and activates the offer, in one transaction.
 *   When the new terms are below a contract the agent gave (active or offered) of T, those are listed first (409
 *   CONTRACT_TERMINATIONS_REQUIRED) and, with `confirmTerminations`, ended in the same transaction ('terminated',
 *   end reason 'upline-terms-lowered'; an open offer is 'withdrawn').
 * - Terminate: either side asks; the other side's terminate confirms and ends it (rule of this product: there is no
 *   time-out, the request stays visible to both until confirmed). An agent ends an operator-granted contract at once.
 * - Operator grant: a top-level contract (no upline), replacing the agent's active one of T, with the same automatic
 *   termination of the contracts it gave that would exceed the new terms.
 * Every lookup is scoped to the caller (agent or upline of the contract): anything else is CONTRACT_NOT_FOUND.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../../infra/brands/index.ts';
import { isEnabled } from '../../../infra/brands/index.ts';
import type { Db } from '../../../infra/db/client.ts';
import { fail } from '../../../infra/errors.ts';
import { usernameKey } from '../../session/service.ts';
import { findByUsername } from '../../session/store.ts';
import { MOD_IDS } from '@playdeck/config-schema';
import { isAgentType } from '../../member/types.ts';
import { DIVIDEND_PERIODS, type ContractPeriod, type ContractType } from '@playdeck/domain/contracts';
import { periodKindOf, withinTerms } from '../settlement/engine.ts';
import { termsFromJson, termsToJson, type StoredTerms } from '../settlement/service.ts';
import { ts } from '../settlement/statements.ts';
import { publish } from './events.ts';
import type { Terms } from '../settlement/engine.ts';

/** Whitelabel flag of each contract type (config-schema MOD_IDS; spec 6 feature flags). */
export const TYPE_FLAG: Record<ContractType, string> = {
  dividend: MOD_IDS.dividend,
  daily: MOD_IDS.dailySalary,
  hourly: MOD_IDS.hourlySalary,
  realtime: MOD_IDS.realtimeSalary,
};

/** A contract row as read (ids as text, times as ISO strings). */
export interface ContractRow {
  id: string;
  brand: string;
  type: ContractType;
  period: ContractPeriod;
  upline_id: string | null;
  upline_username: string | null;
  agent_id: string;
  agent_username: string;
  terms: StoredTerms;
  status: 'offered' | 'active' | 'rejected' | 'withdrawn' | 'replaced' | 'terminated';
  termination_requested_by: 'upline' | 'agent' | null;
  end_reason: string | null;
  created_at: string;
  accepted_at: string | null;
  ended_at: string | null;
}

const SELECT = sql`
  SELECT c.id::text AS id, c.brand, c.type, c.period, c.upline_id::text AS upline_id, u.username AS upline_username,
    c.agent_id::text AS agent_id, a.username AS agent_username, c.terms, c.status, c.termination_requested_by,
    c.end_reason, ${ts('c.created_at')} AS created_at, ${ts('c.accepted_at')} AS accepted_at,
    ${ts('c.ended_at')} AS ended_at
  FROM agent_contracts c
  JOIN members a ON a.id = c.agent_id
  LEFT JOIN members u ON u.id = c.upline_id`;

/** Contracts by condition (newest first). */
async function select(db: Db, where: ReturnType<typeof sql>): Promise<ContractRow[]> {
  return db.query<ContractRow>(sql`${SELECT} WHERE ${where} ORDER BY c.id DESC`);
}

/** The contract `id` when `memberId` is its agent or its upline; CONTRACT_NOT_FOUND otherwise. */
export async function contractFor(db: Db, memberId: string, id: string): Promise<ContractRow> {
  const [row] = await select(
    db,
    sql`c.id = ${id}::bigint AND (c.agent_id = ${memberId}::bigint OR c.upline_id = ${memberId}::bigint)`,
  );
  if (!row) throw fail('CONTRACT_NOT_FOUND');
  return row;
}

/** Received (agent = me) and given (upline = me) contracts of a member, newest first. */
export async function listContracts(db: Db, memberId: string) {
  const rows = await select(db, sql`(c.agent_id = ${memberId}::bigint OR c.upline_id = ${memberId}::bigint)`);
  return {
    received: rows.filter((r) => r.agent_id === memberId),
    given: rows.filter((r) => r.upline_id === memberId),
  };
}

/** The active contract of `type` held by `agentId`, if any. */
export async function activeContract(db: Db, agentId: string, type: ContractType) {
  const [row] = await select(
    db,
    sql`c.agent_id = ${agentId}::bigint AND c.type = ${type} AND c.status = 'active'`,
  );
  return row;
}

/** Member id, type and upline of a member of `brand`, or undefined. */
async function memberOf(db: Db, brand: string, id: string) {
  const [m] = await db.query<{ id: string; type: number; upline_id: string | null }>(sql`
    SELECT id::text AS id, type, upline_id::text AS upline_id FROM members
    WHERE id = ${id}::bigint AND brand = ${brand}`);
  return m;
}

/** The contracts `agentId` gave of `type` (active or offered) that `terms` would no longer cover. */
export async function exceededBy(db: Db, agentId: string, type: ContractType, terms: Terms) {
  const given = await select(
    db,
    sql`c.upline_id = ${agentId}::bigint AND c.type = ${type} AND c.status IN ('active', 'offered')`,
  );
  return given.filter((g) => withinTerms(termsFromJson(g.terms), terms).length > 0);
}

/** Ends the listed contracts (active -> terminated, offered -> withdrawn) on `tx`; returns who to notify. */
async function endContracts(tx: Db, rows: ContractRow[], reason: string, at: string) {
  for (const r of rows)
    await tx.query(sql`
      UPDATE agent_contracts SET status = CASE WHEN status = 'active' THEN 'terminated' ELSE 'withdrawn' END,
        ended_at = ${at}::timestamptz, end_reason = ${reason}
      WHERE id = ${r.id}::bigint AND status IN ('active', 'offered')`);
}

/**
 * Offers a contract from `uplineId` to its direct downline agent `agentId` (see the file comment).
 * @throws FEATURE_DISABLED (type off for the brand), AGENT_MEMBER_NOT_FOUND (not a direct downline agent of the
 *   caller: nothing revealed), CONTRACT_NO_OWN_TERMS, VALIDATION (dividend period differs), CONTRACT_ABOVE_TERMS
 *   `{ violations }`
 */
export async function offer(
  db: Db,
  brand: Brand,
  uplineId: string,
  input: { agentId: string; type: ContractType; period?: ContractPeriod; terms: Terms },
  now: number,
): Promise<ContractRow> {
  if (!isEnabled(brand, TYPE_FLAG[input.type])) throw fail('FEATURE_DISABLED');
  const target = await memberOf(db, brand.id, input.agentId);
  if (!target || target.upline_id !== uplineId || !isAgentType(brand, Number(target.type)))
    throw fail('AGENT_MEMBER_NOT_FOUND');
  const own = await activeContract(db, uplineId, input.type);
  if (!own) throw fail('CONTRACT_NO_OWN_TERMS');
  const period = input.type === 'dividend' ? own.period : periodKindOf(input.type);
  if (input.period && input.period !== period) throw fail('VALIDATION', { field: 'period' });
  const violations = withinTerms(input.terms, termsFromJson(own.terms));
  if (violations.length > 0) throw fail('CONTRACT_ABOVE_TERMS', { violations });
  const at = new Date(now).toISOString();
  const id = await db.tx(async (tx) => {
    await tx.query(sql`
      UPDATE agent_contracts SET status = 'withdrawn', ended_at = ${at}::timestamptz, end_reason = 'new-offer'
      WHERE agent_id = ${input.agentId}::bigint AND type = ${input.type} AND status = 'offered'`);
    const [row] = await tx.query<{ id: string }>(sql`
      INSERT INTO agent_contracts (brand, type, period, upline_id, agent_id, terms, status, created_at)
      VALUES (${brand.id}, ${input.type}, ${period}, ${uplineId}::bigint, ${input.agentId}::bigint,
        ${JSON.stringify(termsToJson(input.terms))}::jsonb, 'offered', ${at}::timestamptz)
      RETURNING id::text AS id`);
    return row!.id;
  });
  publish(input.agentId, { event: 'offer', contractId: id });
  return contractFor(db, uplineId, id);
}

/**
 * Accepts the open offer `id` made to `agentId` (see the file comment).
 * @throws CONTRACT_NOT_FOUND, CONTRACT_STATE (not an open offer, or the upline no longer holds terms covering it),
 *   CONTRACT_TERMINATIONS_REQUIRED `{ contracts }` without `confirmTerminations` when contracts the agent gave end
 */
export async function accept(
  db: Db,
  brand: Brand,
  agentId: string,
  id: string,
  confirmTerminations: boolean,
  now: number,
): Promise<{ contract: ContractRow; ended: ContractRow[] }> {
  const c = await contractFor(db, agentId, id);
  if (c.agent_id !== agentId) throw fail('CONTRACT_NOT_FOUND');
  if (c.status !== 'offered') throw fail('CONTRACT_STATE');
  const terms = termsFromJson(c.terms);
  if (c.upline_id) {
    const own = await activeContract(db, c.upline_id, c.type);
    if (!own || withinTerms(terms, termsFromJson(own.terms)).length > 0) throw fail('CONTRACT_STATE');
  }
  const ending = await exceededBy(db, agentId, c.type, terms);
  if (ending.length > 0 && !confirmTerminations)
    throw fail('CONTRACT_TERMINATIONS_REQUIRED', { contracts: ending });
  const at = new Date(now).toISOString();
  await db.tx(async (tx) => {
    // Lock the offer: of two concurrent accepts (or accept and withdraw) only one finds it still open.
    const [open] = await tx.query(
      sql`SELECT 1 FROM agent_contracts WHERE id = ${id}::bigint AND status = 'offered' FOR UPDATE`,
    );
    if (!open) throw fail('CONTRACT_STATE');
    // The list the agent agreed to must still be the list ended (a contract given meanwhile is not ended silently).
    const now2 = await exceededBy(tx, agentId, c.type, terms);
    if (now2.some((r) => !ending.find((e) => e.id === r.id))) throw fail('CONTRACT_STATE');
    await endContracts(tx, now2, 'upline-terms-lowered', at);
    await tx.query(sql`
      UPDATE agent_contracts SET status = 'replaced', ended_at = ${at}::timestamptz, end_reason = 'replaced'
      WHERE agent_id = ${agentId}::bigint AND type = ${c.type} AND status = 'active'`);
    await tx.query(sql`
      UPDATE agent_contracts SET status = 'active', accepted_at = ${at}::timestamptz WHERE id = ${id}::bigint`);
  });
  if (c.upline_id) publish(c.upline_id, { event: 'contract', contractId: id });
  for (const e of ending) publish(e.agent_id, { event: 'contract', contractId: e.id });
  return { contract: await contractFor(db, agentId, id), ended: ending };
}

/**
 * Rejects the open offer `id` made to `agentId`.
 * @throws CONTRACT_NOT_FOUND, CONTRACT_STATE (not an open offer)
 */
export async function reject(db: Db, agentId: string, id: string, now: number): Promise<ContractRow> {
  const c = await contractFor(db, agentId, id);
  if (c.agent_id !== agentId) throw fail('CONTRACT_NOT_FOUND');
  const at = new Date(now).toISOString();
  const done = await db.query(sql`
    UPDATE agent_contracts SET status = 'rejected', ended_at = ${at}::timestamptz, end_reason = 'rejected'
    WHERE id = ${id}::bigint AND status = 'offered' RETURNING id`);
  if (done.length === 0) throw fail('CONTRACT_STATE');
  if (c.upline_id) publish(c.upline_id, { event: 'contract', contractId: id });
  return contractFor(db, agentId, id);
}

/**
 * Termination by either side (see the file comment): request, confirm, withdraw an own open offer, or end an
 * operator-granted contract.
 * @throws CONTRACT_NOT_FOUND, CONTRACT_STATE (ended, an offer to me: reject it instead, or my own request repeated)
 */
export async function terminate(db: Db, memberId: string, id: string, now: number): Promise<ContractRow> {
  const c = await contractFor(db, memberId, id);
  const side = c.agent_id === memberId ? 'agent' : 'upline';
  const at = new Date(now).toISOString();
  const other = side === 'agent' ? c.upline_id : c.agent_id;
  let changed: unknown[];
  if (c.status === 'offered' && side === 'upline') {
    changed = await db.query(sql`
      UPDATE agent_contracts SET status = 'withdrawn', ended_at = ${at}::timestamptz, end_reason = 'withdrawn'
      WHERE id = ${id}::bigint AND status = 'offered' RETURNING id`);
  } else if (c.status !== 'active') {
    throw fail('CONTRACT_STATE');
  } else if (!c.upline_id || (c.termination_requested_by && c.termination_requested_by !== side)) {
    changed = await db.query(sql`
      UPDATE agent_contracts SET status = 'terminated', ended_at = ${at}::timestamptz,
        end_reason = ${c.upline_id ? 'terminated-by-agreement' : 'terminated-by-agent'}
      WHERE id = ${id}::bigint AND status = 'active' RETURNING id`);
  } else if (c.termination_requested_by === side) {
    throw fail('CONTRACT_STATE');
  } else {
    changed = await db.query(sql`
      UPDATE agent_contracts SET termination_requested_by = ${side}, termination_requested_at = ${at}::timestamptz
      WHERE id = ${id}::bigint AND status = 'active' AND termination_requested_by IS NULL RETURNING id`);
  }
  if (changed.length === 0) throw fail('CONTRACT_STATE');
  if (other) publish(other, { event: 'contract', contractId: id });
  return contractFor(db, memberId, id);
}

/**
 * Operator grant of a top-level contract (no upline) to agent `username` of `brand` (see the file comment).
 * @throws AGENT_MEMBER_NOT_FOUND (no such agent in the brand), FEATURE_DISABLED, VALIDATION (salary with a period
 *   other than its own, dividend with a non-dividend period)
 */
export async function grant(
  db: Db,
  brand: Brand,
  input: { username: string; type: ContractType; period?: ContractPeriod; terms: Terms },
  now: number,
): Promise<{ contract: ContractRow; ended: ContractRow[] }> {
  if (!isEnabled(brand, TYPE_FLAG[input.type])) throw fail('FEATURE_DISABLED');
  const m = await findByUsername(db, brand.id, usernameKey(input.username));
  if (!m || !isAgentType(brand, Number(m.type))) throw fail('AGENT_MEMBER_NOT_FOUND');
  const period = input.type === 'dividend' ? (input.period ?? 'monthly') : periodKindOf(input.type);
  if (
    input.type === 'dividend' ? !DIVIDEND_PERIODS.includes(period) : input.period && input.period !== period
  )
    throw fail('VALIDATION', { field: 'period' });
  const at = new Date(now).toISOString();
  const ending = await exceededBy(db, m.id, input.type, input.terms);
  const id = await db.tx(async (tx) => {
    await endContracts(tx, ending, 'upline-terms-lowered', at);
    await tx.query(sql`
      UPDATE agent_contracts SET status = CASE WHEN status = 'active' THEN 'replaced' ELSE 'withdrawn' END,
        ended_at = ${at}::timestamptz, end_reason = 'replaced'
      WHERE agent_id = ${m.id}::bigint AND type = ${input.type} AND status IN ('active', 'offered')`);
    const [row] = await tx.query<{ id: string }>(sql`
      INSERT INTO agent_contracts (brand, type, period, upline_id, agent_id, terms, status, created_at, accepted_at)
      VALUES (${brand.id}, ${input.type}, ${period}, NULL, ${m.id}::bigint,
        ${JSON.stringify(termsToJson(input.terms))}::jsonb, 'active', ${at}::timestamptz, ${at}::timestamptz)
      RETURNING id::text AS id`);
    return row!.id;
  });
  publish(m.id, { event: 'contract', contractId: id });
  return { contract: await contractFor(db, m.id, id), ended: ending };
}

/**
 * Consolidated contract info (spec 3; the agent menu). A type is true when the brand enables it (its whitelabel flag)
 * AND the caller is an agent AND the caller has or can have a contract of it: it holds one (active), has an open offer
 * of it, held one before (its statements stay readable), or can be offered one (its upline holds an active one, or it
 * has no upline, so the operator can grant one). Non-agents: all false.
 */
export async function contractInfo(
  db: Db,
  brand: Brand,
  member: { id: string; type: number },
): Promise<Record<ContractType, boolean>> {
  const out: Record<ContractType, boolean> = {
    dividend: false,
    daily: false,
    hourly: false,
    realtime: false,
  };
  if (!isAgentType(brand, member.type)) return out;
  const rows = await db.query<{ type: ContractType; upline: boolean; top: boolean }>(sql`
    SELECT c.type, false AS upline, false AS top FROM agent_contracts c
    WHERE c.agent_id = ${member.id}::bigint AND c.status IN ('active', 'offered', 'replaced', 'terminated')
    UNION ALL
    SELECT c.type, true, false FROM agent_contracts c JOIN members m ON m.upline_id = c.agent_id
    WHERE m.id = ${member.id}::bigint AND c.status = 'active'
    UNION ALL
    SELECT NULL, false, true FROM members m WHERE m.id = ${member.id}::bigint AND m.upline_id IS NULL`);
  const top = rows.some((r) => r.top);
  for (const t of Object.keys(out) as ContractType[])
    out[t] = isEnabled(brand, TYPE_FLAG[t]) && (top || rows.some((r) => r.type === t));
  return out;
}
