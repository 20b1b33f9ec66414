/**
 * Settlement jobs (docs/architecture.md "Agents", settlement; docs/architecture.md "Jobs"): for a brand, contract type and period, every
 * contract in force at the period's end gets exactly one statement (agent_settlements, UNIQUE (contract_id,
 * period_start)) and, when its amount is above zero, exactly one ledger transfer from the brand's house account
 * 'agent-commission' to the agent's cash account (idempotency key `agent-settle:<contract id>:<period start ISO>`),
 * both in one database transaction. Two server instances (or a job run twice) computing the same period race on the
 * unique key: the loser's insert waits for the winner's commit and then writes nothing, so each period is paid once.
 *
 * Team activity comes from vendor_rounds (0600_vendor.sql): settled rounds of the brand currency (never TRIAL), closed
 * in [start, end) (so a round counts in exactly one period), of every descendant in member_tree (0900_agent_tree.sql).
 * A contract is in force at the period end when accepted before it and not ended before it. Self-excluded players earn
 * their agents nothing (docs/decisions.md D26): every round of the period of a member whose self-exclusion (as recorded
 * when the period is settled: member_protection, 1020_protection.sql) was in force at any time from the period's
 * start on is left out of every figure (bets, wins, rounds, active members). Time-outs are not exclusions: their
 * rounds count.
 */
import { agentSettlementIntervalMs } from '../../../env.ts';
import { sql } from 'drizzle-orm';
import type { Brand, BrandRegistry } from '../../../infra/brands/index.ts';
import type { Db } from '../../../infra/db/client.ts';
import { transfer } from '../../ledger/index.ts';
import { cash } from '../../payments/service.ts';
import { brandJobScheduler } from '../../../infra/leader.ts';
import {
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  type ContractPeriod,
  type ContractType,
} from '@playdeck/domain/contracts';
import {
  EMPTY_ACTIVITY,
  settleTree,
  periodAt,
  periodKindOf,
  previousPeriod,
  type ComputedStatement,
  type Figures,
  type Period,
  type TeamActivity,
  type Terms,
  type Tier,
} from './engine.ts';

/** House account the salaries and dividends are paid from. */
export const COMMISSION_ACCOUNT = 'agent-commission';
/** A period is settled this long after its end, so rounds closing on the boundary are committed first (ms). */
export const SETTLE_GRACE_MS = 30_000;
/** Statements written per transaction. */
export const SETTLE_BATCH = 100;
/** How many past periods each job looks back for contracts not yet settled (after downtime). */
export const CATCH_UP: Record<ContractPeriod, number> = {
  '5min': 36,
  hourly: 24,
  daily: 7,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};

/** Terms as stored in agent_contracts.terms (money as minor-unit digit strings). */
export interface StoredTier {
  minBets?: string;
  minActiveMembers?: number;
  minProfitLoss?: string;
  minLossRateBp?: number;
  maxWinRateBp?: number;
  rateBp: number;
}
export interface StoredTerms {
  singleBetMin: string;
  tiers: StoredTier[];
}

/** Stored terms -> engine terms. */
export function termsFromJson(j: StoredTerms): Terms {
  return {
    singleBetMin: BigInt(j.singleBetMin),
    tiers: j.tiers.map((t) => {
      const o: Tier = { rateBp: t.rateBp };
      if (t.minBets !== undefined) o.minBets = BigInt(t.minBets);
      if (t.minActiveMembers !== undefined) o.minActiveMembers = t.minActiveMembers;
      if (t.minProfitLoss !== undefined) o.minProfitLoss = BigInt(t.minProfitLoss);
      if (t.minLossRateBp !== undefined) o.minLossRateBp = t.minLossRateBp;
      if (t.maxWinRateBp !== undefined) o.maxWinRateBp = t.maxWinRateBp;
      return o;
    }),
  };
}

/** Engine terms -> stored terms. */
export function termsToJson(t: Terms): StoredTerms {
  return {
    singleBetMin: t.singleBetMin.toString(),
    tiers: t.tiers.map((x) => ({
      ...(x.minBets !== undefined ? { minBets: x.minBets.toString() } : {}),
      ...(x.minActiveMembers !== undefined ? { minActiveMembers: x.minActiveMembers } : {}),
      ...(x.minProfitLoss !== undefined ? { minProfitLoss: x.minProfitLoss.toString() } : {}),
      ...(x.minLossRateBp !== undefined ? { minLossRateBp: x.minLossRateBp } : {}),
      ...(x.maxWinRateBp !== undefined ? { maxWinRateBp: x.maxWinRateBp } : {}),
      rateBp: x.rateBp,
    })),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Team activity of each agent over [start, end) (see the file comment); agents without rounds get zeros. */
export async function teamActivity(
  db: Db,
  agents: ReadonlyArray<{ agentId: string; singleBetMin: bigint }>,
  period: { start: number; end: number },
  currency: string,
): Promise<Map<string, TeamActivity>> {
  const out = new Map<string, TeamActivity>();
  if (agents.length === 0) return out;
  const ids = `{${agents.map((a) => a.agentId).join(',')}}`;
  const mins = `{${agents.map((a) => a.singleBetMin.toString()).join(',')}}`;
  const rows = await db.query<{
    agent_id: string;
    bets: string;
    wins: string;
    rounds: number;
    won: number;
    active: number;
  }>(sql`
    WITH a AS (
      SELECT * FROM unnest(${ids}::bigint[], ${mins}::bigint[]) AS a(agent_id, single_min)
    ), r AS (
      SELECT member_id, bet_total, win_total FROM vendor_rounds vr
      WHERE status = 'settled' AND closed_at >= ${iso(period.start)}::timestamptz
        AND closed_at < ${iso(period.end)}::timestamptz AND currency = ${currency}
        AND NOT EXISTS (SELECT 1 FROM member_protection p WHERE p.member_id = vr.member_id
          AND p.block = 'exclusion' AND (p.block_until IS NULL OR p.block_until > ${iso(period.start)}::timestamptz))
    )
    SELECT a.agent_id::text AS agent_id, sum(r.bet_total)::text AS bets, sum(r.win_total)::text AS wins,
      count(*)::int AS rounds, (count(*) FILTER (WHERE r.win_total > r.bet_total))::int AS won,
      (count(DISTINCT r.member_id) FILTER (WHERE r.bet_total >= a.single_min))::int AS active
    FROM a
    JOIN member_tree t ON t.ancestor_id = a.agent_id
    JOIN r ON r.member_id = t.descendant_id
    GROUP BY a.agent_id`);
  for (const r of rows)
    out.set(r.agent_id, {
      bets: BigInt(r.bets),
      wins: BigInt(r.wins),
      rounds: Number(r.rounds),
      roundsWon: Number(r.won),
      activeMembers: Number(r.active),
    });
  // Loyalty costs (engine.ts "Loyalty costs"; D34): rebate and VIP bonuses paid to team members in the period, with
  // the same exclusion rule as the rounds.
  const costs = await db.query<{ agent_id: string; cost: string }>(sql`
    WITH a AS (SELECT * FROM unnest(${ids}::bigint[]) AS a(agent_id))
    SELECT a.agent_id::text AS agent_id, sum(b.amount)::text AS cost
    FROM a
    JOIN member_tree t ON t.ancestor_id = a.agent_id
    JOIN bonuses b ON b.member_id = t.descendant_id
    WHERE b.source IN ('rebate', 'vip') AND b.currency = ${currency}
      AND b.created_at >= ${iso(period.start)}::timestamptz AND b.created_at < ${iso(period.end)}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM member_protection p WHERE p.member_id = b.member_id
        AND p.block = 'exclusion' AND (p.block_until IS NULL OR p.block_until > ${iso(period.start)}::timestamptz))
    GROUP BY a.agent_id`);
  for (const c of costs)
    out.set(c.agent_id, { ...(out.get(c.agent_id) ?? EMPTY_ACTIVITY), bonusCost: BigInt(c.cost) });
  return out;
}

interface ContractRow {
  id: string;
  agent_id: string;
  upline_id: string | null;
  terms: StoredTerms;
  settled: boolean;
}

/** What one run of `settlePeriod` did. */
export interface SettleResult {
  /** Statements written by this run (not those found already written). */
  written: number;
  /** Of those, how many moved money (amount > 0). */
  paid: number;
  /** Sum paid by this run, minor units. */
  paidMinor: bigint;
  /** Contracts in force whose statement already existed. */
  skipped: number;
}

const figuresJson = (f: Figures) => ({
  bets: f.bets.toString(),
  wins: f.wins.toString(),
  profitLoss: f.profitLoss.toString(),
  activeMembers: f.activeMembers,
  rounds: f.rounds,
  roundsWon: f.roundsWon,
  lossRateBp: f.lossRateBp,
  winRateBp: f.winRateBp,
  bonusCost: f.bonusCost.toString(),
  result: f.result.toString(),
});

/** The statement's `inputs` column: every figure that produced the amount (money as minor-unit strings). */
export function inputsJson(s: ComputedStatement, terms: StoredTerms) {
  return {
    terms,
    figures: figuresJson(s.figures),
    base: s.base.toString(),
    tierIndex: s.tierIndex,
    rateBp: s.rateBp,
    gross: s.gross.toString(),
    deductions: s.deductions.map((d) => ({
      contractId: d.contractId,
      agentId: d.agentId,
      figures: figuresJson(d.figures),
      tierIndex: d.tierIndex,
      rateBp: d.rateBp,
      base: d.base.toString(),
      gross: d.gross.toString(),
      cost: d.cost.toString(),
    })),
    deductionTotal: s.deductionTotal.toString(),
    amount: s.amount.toString(),
  };
}

/**
 * Settles one period of one contract type (and, for dividends, one period kind) of one brand: every contract in force
 * at `period.end` without a statement for `period.start` gets one (see the file comment). Safe to run any number of
 * times, concurrently, on any number of instances.
 */
export async function settlePeriod(
  db: Db,
  brand: Pick<Brand, 'id' | 'currency'>,
  type: ContractType,
  period: Period,
): Promise<SettleResult> {
  const result: SettleResult = { written: 0, paid: 0, paidMinor: 0n, skipped: 0 };
  const start = iso(period.start);
  const end = iso(period.end);
  const contracts = await db.query<ContractRow>(sql`
    SELECT c.id::text AS id, c.agent_id::text AS agent_id, c.upline_id::text AS upline_id, c.terms,
      EXISTS (SELECT 1 FROM agent_settlements s WHERE s.contract_id = c.id AND s.period_start = ${start}::timestamptz)
        AS settled
    FROM agent_contracts c
    WHERE c.brand = ${brand.id} AND c.type = ${type} AND c.period = ${period.kind}
      AND c.accepted_at IS NOT NULL AND c.accepted_at < ${end}::timestamptz
      AND (c.ended_at IS NULL OR c.ended_at >= ${end}::timestamptz)
    ORDER BY c.id`);
  const pending = contracts.filter((c) => !c.settled);
  result.skipped = contracts.length - pending.length;
  if (pending.length === 0) return result;

  // Deductions reach down the whole chain (a downline's cost includes its own downlines'), so every contract in
  // force takes part; activity depends on the contract's singleBetMin, so it is read per distinct value.
  const terms = new Map(contracts.map((c) => [c.id, termsFromJson(c.terms)] as const));
  const byContract = new Map<string, TeamActivity>();
  const groups = new Map<string, ContractRow[]>();
  for (const c of contracts) {
    const k = terms.get(c.id)!.singleBetMin.toString();
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  for (const [min, rows] of groups) {
    const act = await teamActivity(
      db,
      rows.map((c) => ({ agentId: c.agent_id, singleBetMin: BigInt(min) })),
      period,
      brand.currency.code,
    );
    for (const c of rows) byContract.set(c.id, act.get(c.agent_id) ?? EMPTY_ACTIVITY);
  }
  const statements = settleTree(
    type,
    contracts.map((c) => ({
      contractId: c.id,
      agentId: c.agent_id,
      uplineId: c.upline_id,
      terms: terms.get(c.id)!,
      activity: byContract.get(c.id)!,
    })),
  );

  // Written in batches, each one transaction: one multi-row insert of the statements (ON CONFLICT DO NOTHING: rows
  // another run wrote are skipped, and rows it is writing make this insert wait for its commit), then one ledger
  // transfer per inserted statement with an amount, then their transfer ids. Rows go in contract id order in every
  // run, so two concurrent runs wait on each other's keys in the same order and cannot deadlock.
  for (let i = 0; i < pending.length; i += SETTLE_BATCH) {
    const batch = pending.slice(i, i + SETTLE_BATCH);
    const written = await db.tx(async (tx) => {
      const values = batch.map((c) => {
        const s = statements.get(c.id)!;
        return sql`(${c.id}::bigint, ${c.agent_id}::bigint, ${brand.id}, ${type}, ${period.kind},
          ${start}::timestamptz, ${end}::timestamptz, ${brand.currency.code}, ${s.figures.bets.toString()}::bigint,
          ${s.figures.wins.toString()}::bigint, ${s.figures.profitLoss.toString()}::bigint, ${s.figures.activeMembers}::int,
          ${s.tierIndex}::int, ${s.rateBp}::int, ${s.gross.toString()}::bigint, ${s.deductionTotal.toString()}::bigint,
          ${s.amount.toString()}::bigint, ${JSON.stringify(inputsJson(s, c.terms))}::jsonb)`;
      });
      const rows = await tx.query<{ id: string; contract_id: string }>(sql`
        INSERT INTO agent_settlements (contract_id, agent_id, brand, type, period, period_start, period_end, currency,
          team_bets, team_wins, profit_loss, active_members, tier_index, rate_bp, gross, deductions, amount, inputs)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (contract_id, period_start) DO NOTHING
        RETURNING id::text AS id, contract_id::text AS contract_id`);
      const links: ReturnType<typeof sql>[] = [];
      for (const row of rows) {
        const c = batch.find((x) => x.id === row.contract_id)!;
        const s = statements.get(c.id)!;
        if (s.amount <= 0n) continue;
        const t = await transfer(tx, {
          debit: { kind: 'house', brand: brand.id, currency: brand.currency.code, name: COMMISSION_ACCOUNT },
          credit: cash(brand.id, brand.currency.code, c.agent_id),
          amountMinor: s.amount,
          kind: `agent.${type}`,
          idempotencyKey: `agent-settle:${c.id}:${start}`,
          metadata: { contractId: c.id, settlementId: row.id, periodStart: start, periodEnd: end },
        });
        links.push(sql`(${row.id}::bigint, ${t.id}::bigint)`);
      }
      if (links.length > 0)
        await tx.query(sql`
          UPDATE agent_settlements s SET transfer_id = v.transfer_id
          FROM (VALUES ${sql.join(links, sql`, `)}) AS v(id, transfer_id) WHERE s.id = v.id`);
      return rows.map((r) => r.contract_id);
    });
    for (const c of batch) {
      if (!written.includes(c.id)) {
        result.skipped++;
        continue;
      }
      const s = statements.get(c.id)!;
      result.written++;
      if (s.amount > 0n) {
        result.paid++;
        result.paidMinor += s.amount;
      }
    }
  }
  return result;
}

/** The period kinds a type is settled over: its own (salaries), any dividend period (dividend). */
const kindsOf = (type: ContractType): readonly ContractPeriod[] =>
  type === 'dividend' ? DIVIDEND_PERIODS : [periodKindOf(type)];

/**
 * Settles every period that ended at least SETTLE_GRACE_MS before `now`, looking back CATCH_UP periods per kind, for
 * every brand holding contracts (optionally only `types`). Returns totals over everything written.
 */
export async function settleDue(
  db: Db,
  brands: BrandRegistry,
  now: number,
  types: readonly ContractType[] = CONTRACT_TYPES,
): Promise<SettleResult> {
  const total: SettleResult = { written: 0, paid: 0, paidMinor: 0n, skipped: 0 };
  const present = await db.query<{
    brand: string;
    type: ContractType;
    period: ContractPeriod;
    first: string;
  }>(sql`
    SELECT brand, type, period, to_char(min(accepted_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS first
    FROM agent_contracts WHERE accepted_at IS NOT NULL
    GROUP BY brand, type, period`);
  for (const row of present) {
    if (!types.includes(row.type) || !kindsOf(row.type).includes(row.period)) continue;
    const brand = brands.get(row.brand);
    if (!brand) continue;
    const tz = brand.timezone || 'UTC';
    const first = Date.parse(row.first);
    let p = previousPeriod(periodAt(row.period, now - SETTLE_GRACE_MS, tz), tz);
    for (let i = 0; i < CATCH_UP[row.period] && p.end > first; i++) {
      const r = await settlePeriod(db, brand, row.type, p);
      total.written += r.written;
      total.paid += r.paid;
      total.paidMinor += r.paidMinor;
      total.skipped += r.skipped;
      p = previousPeriod(p, tz);
    }
  }
  return total;
}

/**
 * Starts the in-server scheduler: once per period of `intervalMs` (default 60 s; env AGENT_SETTLEMENT_INTERVAL_MS, 0 =
 * off) runs `settleDue`, on the scheduler leader only when several instances share the database
 * (src/infra/leader.ts: a PostgreSQL advisory lock; a second run of a period would write nothing anyway, see the file
 * comment). A run still going when the next period comes is not doubled. Returns `stop()`.
 */
export const startSettlementScheduler = brandJobScheduler(
  'agent-settlement',
  (db, brands, now) => settleDue(db, brands, now),
  agentSettlementIntervalMs,
);
