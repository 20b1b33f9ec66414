/**
 * Reading statements and income (docs/architecture.md "Agents", settlement "a statement with every input that the agent can open"; spec 2
 * agentRevenueReport, agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary). Money stays
 * in minor units here; routes format it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client.ts';
import type { ContractPeriod, ContractType } from '@playdeck/domain/contracts';

/** SQL reading timestamptz column `col` as an ISO 8601 UTC string with milliseconds (as `Date#toISOString`). */
export const ts = (col: string) =>
  sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface StatementDbRow {
  id: string;
  contract_id: string;
  agent_id: string;
  agent_username: string;
  type: ContractType;
  period: ContractPeriod;
  period_start: string;
  period_end: string;
  currency: string;
  team_bets: string;
  profit_loss: string;
  active_members: number;
  tier_index: number | null;
  rate_bp: number;
  gross: string;
  deductions: string;
  amount: string;
  transfer_id: string | null;
  inputs: Record<string, unknown>;
  created_at: string;
}

const COLUMNS = sql`
  s.id::text AS id, s.contract_id::text AS contract_id, s.agent_id::text AS agent_id, m.username AS agent_username,
  s.type, s.period, ${ts('s.period_start')} AS period_start, ${ts('s.period_end')} AS period_end, s.currency,
  s.team_bets::text AS team_bets, s.profit_loss::text AS profit_loss, s.active_members, s.tier_index, s.rate_bp,
  s.gross::text AS gross, s.deductions::text AS deductions, s.amount::text AS amount,
  s.transfer_id::text AS transfer_id, ${ts('s.created_at')} AS created_at`;

/** One page of an agent's statements, newest period first; `from`/`to` bound the period start ([from, to)). */
export async function statementPage(
  db: Db,
  q: { agentId: string; type?: ContractType; from?: Date; to?: Date; pageNo: number; pageSize: number },
) {
  const where = sql`s.agent_id = ${q.agentId}::bigint
    ${q.type ? sql`AND s.type = ${q.type}` : sql``}
    ${q.from ? sql`AND s.period_start >= ${q.from.toISOString()}::timestamptz` : sql``}
    ${q.to ? sql`AND s.period_start < ${q.to.toISOString()}::timestamptz` : sql``}`;
  const [count] = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM agent_settlements s WHERE ${where}`,
  );
  const rows = await db.query<StatementDbRow>(sql`
    SELECT ${COLUMNS}, NULL::jsonb AS inputs FROM agent_settlements s JOIN members m ON m.id = s.agent_id
    WHERE ${where} ORDER BY s.period_start DESC, s.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`);
  return { total: Number(count?.n ?? 0), rows };
}

/** One statement with its inputs, or undefined. */
export async function statementById(db: Db, id: string): Promise<StatementDbRow | undefined> {
  const [row] = await db.query<StatementDbRow>(sql`
    SELECT ${COLUMNS}, s.inputs FROM agent_settlements s JOIN members m ON m.id = s.agent_id
    WHERE s.id = ${id}::bigint`);
  return row;
}

/** Usernames of member ids (for deduction lines). */
export async function usernames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; username: string }>(sql`
    SELECT id::text AS id, username FROM members WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * An agent's income from settlements whose period started in [from, to), per bucket (day, ISO week from Monday, or
 * month of the brand timezone: the bucket's first day as YYYY-MM-DD) and per contract type. Minor units.
 */
export async function revenue(
  db: Db,
  q: { agentId: string; from: Date; to: Date; groupBy: 'day' | 'week' | 'month'; timeZone: string },
) {
  return db.query<{ bucket: string; type: ContractType; amount: string }>(sql`
    SELECT to_char(date_trunc(${q.groupBy}, s.period_start AT TIME ZONE ${q.timeZone}), 'YYYY-MM-DD') AS bucket,
      s.type, sum(s.amount)::text AS amount
    FROM agent_settlements s
    WHERE s.agent_id = ${q.agentId}::bigint AND s.period_start >= ${q.from.toISOString()}::timestamptz
      AND s.period_start < ${q.to.toISOString()}::timestamptz
    GROUP BY 1, 2 ORDER BY 1`);
}
