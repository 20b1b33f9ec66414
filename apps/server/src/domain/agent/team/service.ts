/**
 * Agent team pages (docs/architecture.md "Agents"; spec 2 "Agent center pages"; docs/decisions.md D2): overview,
 * downline list and lock, downline creation, affiliate links, team betting record, loss per member, account details.
 * Shapes and units in @playdeck/api-client/agentTeam. The team of an agent is every descendant in the closure table
 * member_tree (migration 0900); each function that names a member is called only after `isInTeam` (routes.ts).
 * Money is read as bigint minor units (text) and formatted with `formatMinor`; never floats.
 */
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { checkFieldRule, type Brand } from '../../../infra/brands/index.ts';
import type { Db } from '../../../infra/db/client.ts';
import { isUniqueViolation } from '../../../infra/db/client.ts';
import { fail } from '../../../infra/errors.ts';
import { memberTransfers } from '../../ledger/index.ts';
import * as memberStore from '../../member/store.ts';
import { usernameKey } from '../../session/service.ts';
import { hashPassword } from '../../../infra/passwords.ts';
import { formatMinor } from '../../money.ts';
import { agentTypes } from '../../member/types.ts';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The range and brand settings every report takes. `from` inclusive, `to` exclusive. */
export interface Range {
  from: Date;
  to: Date;
}

interface OverviewRow {
  team_size: string;
  direct_size: string;
  days: Array<{
    date: string;
    new_members: number;
    active: number;
    deposits: string;
    withdrawals: string;
    bets: string;
    pl: string;
  }> | null;
  new_members: string;
  active: string;
  deposits: string;
  withdrawals: string;
  bets: string;
  bet_count: string;
  pl: string;
}

/**
 * Folds the queued round deltas (trigger agent_team_round_delta, migration 0910) into team_days for every ancestor
 * of each member. Each queued row is deleted and applied once even when two servers fold at the same time (the second
 * DELETE skips rows the first removed); upserts go in (ancestor, day) order so two folds never deadlock.
 */
export const FOLD_SQL = `
WITH q AS (
  DELETE FROM team_round_queue
  RETURNING member_id, day, bets, bet_count, pl, active, deposits, withdrawals, new_members
)
INSERT INTO team_days AS t (ancestor_id, day, bets, bet_count, pl, active, deposits, withdrawals, new_members)
SELECT mt.ancestor_id, q.day, sum(q.bets), sum(q.bet_count), sum(q.pl), sum(q.active), sum(q.deposits),
  sum(q.withdrawals), sum(q.new_members)
FROM q JOIN member_tree mt ON mt.descendant_id = q.member_id
GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (ancestor_id, day) DO UPDATE SET bets = t.bets + EXCLUDED.bets, bet_count = t.bet_count + EXCLUDED.bet_count,
  pl = t.pl + EXCLUDED.pl, active = t.active + EXCLUDED.active, deposits = t.deposits + EXCLUDED.deposits,
  withdrawals = t.withdrawals + EXCLUDED.withdrawals, new_members = t.new_members + EXCLUDED.new_members`;

/** Folds the rollup queue now (FOLD_SQL); the overview does it first, and the server every minute. */
export async function foldTeamQueue(db: Db) {
  await db.query(sql.raw(FOLD_SQL));
}

/** Records each brand's timezone for the rollup trigger (its day boundaries); run at server start. */
export async function syncBrandTimezones(db: Db, brands: Iterable<Brand>) {
  for (const b of brands)
    await db.query(sql`INSERT INTO agent_brand_timezones (brand, tz) VALUES (${b.id}, ${b.timezone || 'UTC'})
      ON CONFLICT (brand) DO UPDATE SET tz = EXCLUDED.tz`);
}

/**
 * The SQL of the team overview, one statement over whole brand-timezone days: the days from the one holding `from`
 * to the one holding the last instant before `to`. Every daily figure comes from the rollup team_days (a row per day
 * of the range, migration 0910); active members over the range from member_active_days (one index probe per team
 * member); team sizes from member_tree. Parameters: $1 agent id, $2 from, $3 to (ISO instants), $4 time zone. Run
 * FOLD_SQL first. Exported for the benchmark.
 */
export const OVERVIEW_SQL = `
WITH span AS (
  SELECT ($2::timestamptz AT TIME ZONE $4)::date AS d0,
    (($3::timestamptz - interval '1 microsecond') AT TIME ZONE $4)::date AS d1
), td AS (
  SELECT t.day, t.bets, t.bet_count, t.pl, t.active, t.deposits, t.withdrawals, t.new_members FROM team_days t, span
  WHERE t.ancestor_id = $1::bigint AND t.day BETWEEN span.d0 AND span.d1
), series AS (
  SELECT g::date AS day, COALESCE(td.new_members, 0) AS new_members, COALESCE(td.active, 0) AS active,
    COALESCE(td.deposits, 0) AS deposits, COALESCE(td.withdrawals, 0) AS withdrawals, COALESCE(td.bets, 0) AS bets,
    COALESCE(td.bet_count, 0) AS bet_count, COALESCE(td.pl, 0) AS pl
  FROM span CROSS JOIN generate_series(span.d0, span.d1, interval '1 day') g LEFT JOIN td ON td.day = g::date
)
SELECT
  (SELECT count(*) FROM member_tree WHERE ancestor_id = $1::bigint)::text AS team_size,
  (SELECT count(*) FROM member_tree WHERE ancestor_id = $1::bigint AND depth = 1)::text AS direct_size,
  (SELECT json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'new_members', new_members,
     'active', active, 'deposits', deposits::text, 'withdrawals', withdrawals::text, 'bets', bets::text,
     'pl', pl::text) ORDER BY day) FROM series) AS days,
  (SELECT count(*) FROM span, member_tree mt CROSS JOIN LATERAL (
     SELECT 1 FROM member_active_days a WHERE a.member_id = mt.descendant_id AND a.day BETWEEN span.d0 AND span.d1
     LIMIT 1) x WHERE mt.ancestor_id = $1::bigint)::text AS active,
  (SELECT COALESCE(sum(new_members), 0) FROM series)::text AS new_members,
  (SELECT COALESCE(sum(deposits), 0) FROM series)::text AS deposits,
  (SELECT COALESCE(sum(withdrawals), 0) FROM series)::text AS withdrawals,
  (SELECT COALESCE(sum(bets), 0) FROM series)::text AS bets,
  (SELECT COALESCE(sum(bet_count), 0) FROM series)::text AS bet_count,
  (SELECT COALESCE(sum(pl), 0) FROM series)::text AS pl`;

/**
 * Team overview of `agentId` over the brand-timezone days of [from, to) (agentTeamOverview): see TeamOverview in
 * @playdeck/api-client/agentTeam. Folds the rollup queue (FOLD_SQL), then one statement (OVERVIEW_SQL, prepared once
 * per connection).
 */
export async function teamOverview(db: Db, brand: Brand, agentId: string, r: Range) {
  const tz = brand.timezone || 'UTC';
  const e = brand.currency.exponent;
  await foldTeamQueue(db);
  const [row] = await db.queryPrepared<OverviewRow>('agent_team_overview', OVERVIEW_SQL, [
    agentId,
    r.from.toISOString(),
    r.to.toISOString(),
    tz,
  ]);
  const o = row!;
  const days = typeof o.days === 'string' ? (JSON.parse(o.days) as OverviewRow['days']) : o.days;
  return {
    currency: brand.currency.code,
    timeZone: tz,
    teamSize: Number(o.team_size),
    directSize: Number(o.direct_size),
    newMembers: Number(o.new_members),
    activeMembers: Number(o.active ?? 0),
    deposits: formatMinor(o.deposits, e),
    withdrawals: formatMinor(o.withdrawals, e),
    bets: formatMinor(o.bets, e),
    betCount: Number(o.bet_count),
    profitLoss: formatMinor(o.pl, e),
    daily: (days ?? []).map((d) => ({
      date: d.date,
      newMembers: Number(d.new_members),
      activeMembers: Number(d.active),
      deposits: formatMinor(d.deposits, e),
      withdrawals: formatMinor(d.withdrawals, e),
      bets: formatMinor(d.bets, e),
      profitLoss: formatMinor(d.pl, e),
    })),
  };
}

interface RawDownline {
  id: string;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  upline: string;
  balance: string | null;
  locked: boolean;
  excluded: boolean;
  last_login_at: string | Date | null;
  created_at: string | Date;
  total: string;
}

const downlineColumns = (currency: string) => sql`
  m.id::text AS id, m.username, m.nickname, m.type, t.depth, u.username AS upline,
  (SELECT b.balance::text FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
    WHERE a.member_id = m.id AND a.kind = 'cash' AND a.currency = ${currency}) AS balance,
  m.agent_locked_at IS NOT NULL AS locked, m.last_login_at, m.created_at,
  EXISTS (SELECT 1 FROM member_protection p WHERE p.member_id = m.id AND p.block = 'exclusion'
    AND (p.block_until IS NULL OR p.block_until > now())) AS excluded`;

function downlineRow(brand: Brand, r: RawDownline) {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAgent: agentTypes(brand).includes(r.type),
    depth: r.depth,
    upline: r.upline,
    balance: formatMinor(r.balance ?? '0', brand.currency.exponent),
    status: r.locked ? ('locked' as const) : ('active' as const),
    // Self-excluded (docs/decisions.md D26): the agent sees that it is, never why or until when, and cannot change it.
    excluded: r.excluded,
    lastLoginAt: iso(r.last_login_at),
    createdAt: iso(r.created_at)!,
  };
}

/** Escapes LIKE wildcards of a user's search text. */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the team (downlineManagmentView), newest member first: direct downlines (`scope` direct) or every
 * descendant (all), optionally those whose username starts with `search` (case-insensitive).
 */
export async function downlines(
  db: Db,
  brand: Brand,
  agentId: string,
  q: { scope: 'direct' | 'all'; search?: string; pageNo: number; pageSize: number },
) {
  const conds: SQL[] = [sql`t.ancestor_id = ${agentId}::bigint`];
  if (q.scope === 'direct') conds.push(sql`t.depth = 1`);
  const search = q.search?.trim();
  if (search) conds.push(sql`m.username_key LIKE ${likePrefix(usernameKey(search))}`);
  const rows = await db.query<RawDownline>(sql`
    SELECT ${downlineColumns(brand.currency.code)}, count(*) OVER ()::text AS total
    FROM member_tree t JOIN members m ON m.id = t.descendant_id JOIN members u ON u.id = m.upline_id
    WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY m.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.pageNo > 1) {
    const [c] = await db.query<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE ${sql.join(conds, sql` AND `)}`);
    total = Number(c?.n ?? 0);
  }
  return { total, rows: rows.map((r) => downlineRow(brand, r)) };
}

/** One member of the agent's team as a downline row (the caller checked `isInTeam`). */
export async function downline(db: Db, brand: Brand, agentId: string, memberId: string) {
  const [row] = await db.query<RawDownline>(sql`
    SELECT ${downlineColumns(brand.currency.code)}, '1' AS total
    FROM member_tree t JOIN members m ON m.id = t.descendant_id JOIN members u ON u.id = m.upline_id
    WHERE t.ancestor_id = ${agentId}::bigint AND t.descendant_id = ${memberId}::bigint`);
  return row ? downlineRow(brand, row) : undefined;
}

/**
 * Locks or unlocks a team member (downlineManagmentView action). Locking marks the member (`agent_locked_at`: every
 * later login with the right credentials answers ACCOUNT_SUSPENDED, domain/session/service.ts) and revokes its sessions;
 * unlocking clears the mark. The caller checked `isInTeam`.
 */
export async function setLocked(db: Db, _brand: Brand, memberId: string, locked: boolean) {
  await db.tx(async (tx) => {
    await tx.query(sql`
      UPDATE members SET agent_locked_at = ${locked ? sql`COALESCE(agent_locked_at, now())` : sql`NULL`}
      WHERE id = ${memberId}::bigint`);
    if (locked)
      await tx.query(
        sql`UPDATE sessions SET revoked_at = now() WHERE member_id = ${memberId}::bigint AND revoked_at IS NULL`,
      );
  });
}

/** Characters of a one-time password: no look-alikes (0/O, 1/l/I). */
const OTP_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password of 12 characters with a lower-case letter, an upper-case letter and a digit (D2). */
export function oneTimePassword(): string {
  for (;;) {
    let p = '';
    for (let i = 0; i < 12; i++) p += OTP_CHARS[randomInt(OTP_CHARS.length)];
    if (/[a-z]/.test(p) && /[A-Z]/.test(p) && /[0-9]/.test(p)) return p;
  }
}

/**
 * Creates a downline of `agentId` (registerCenter): a member (type 0) or an agent (the brand's first agent type),
 * attached to the creator in the same transaction, with a random one-time password returned once and
 * `must_change_password` set (docs/decisions.md D2). The username follows the brand's registration username rule.
 * @throws ACCOUNT_FORMAT (with `{ field, messageId, values }`, spec section 5 messages), USERNAME_TAKEN
 */
export async function createDownline(
  db: Db,
  brand: Brand,
  agentId: string,
  body: { username: string; kind: 'member' | 'agent'; nickname?: string },
  lang: string,
) {
  const username = body.username.trim();
  const p = await checkFieldRule(brand, 'username', username);
  if (p) throw fail('ACCOUNT_FORMAT', { field: 'username', messageId: p.messageId, values: p.values });
  const type = body.kind === 'agent' ? agentTypes(brand)[0]! : 0;
  const password = oneTimePassword();
  let id: string;
  try {
    id = await memberStore.insertMember(db, {
      brand: brand.id,
      username,
      usernameKey: usernameKey(username),
      mobile: null,
      mobileVerified: false,
      email: null,
      passwordHash: await hashPassword(password),
      type,
      nickname: body.nickname?.trim() || username,
      language: lang,
      mustChangePassword: true,
      registerUrl: null,
      registerMethod: 'AGENT',
      affiliateCode: null,
      referralCode: null,
      profile: {},
      balances: {},
      uplineId: agentId,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('USERNAME_TAKEN');
    throw err;
  }
  return { id, username, type, oneTimePassword: password, mustChangePassword: true as const };
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The agent's active affiliate codes, creating one (6 letters and digits, which every
 * brand's affiliateCode rule accepts) when it has none. A registration with the code
 * attaches the new member to the agent (domain/member/service.ts `register`).
 */
export async function affiliateLinks(db: Db, brand: Brand, agentId: string) {
  const read = () =>
    db.query<{ code: string }>(
      sql`SELECT code FROM affiliates WHERE brand = ${brand.id} AND agent_id = ${agentId}::bigint AND active ORDER BY code`,
    );
  let rows = await read();
  for (let attempt = 0; !rows.length && attempt < 5; attempt++) {
    let code = '';
    for (let i = 0; i < 6; i++) code += CODE_CHARS[randomInt(CODE_CHARS.length)];
    await db.query(sql`INSERT INTO affiliates (brand, code, agent_id)
      SELECT ${brand.id}, ${code}, ${agentId}::bigint
      WHERE NOT EXISTS (SELECT 1 FROM affiliates WHERE brand = ${brand.id} AND agent_id = ${agentId}::bigint AND active)
      ON CONFLICT (brand, code) DO NOTHING`);
    rows = await read();
  }
  return {
    links: rows.map((r) => ({
      code: r.code,
      path: `/?affiliateCode=${encodeURIComponent(r.code)}`,
      domain: brand.mainDomain,
    })),
  };
}

interface Paged extends Range {
  memberId?: string;
  pageNo: number;
  pageSize: number;
}

function gameName(names: Record<string, string> | string | null, lang: string): string | null {
  if (!names) return null;
  const n = typeof names === 'string' ? (JSON.parse(names) as Record<string, string>) : names;
  return n[lang] ?? n.en ?? Object.values(n)[0] ?? null;
}

/** Team members whose rows a report reads: one member (checked by the caller) or the whole team. */
const teamFilter = (agentId: string, memberId: string | undefined, column: SQL) =>
  memberId
    ? sql`${column} = ${memberId}::bigint`
    : sql`${column} IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId}::bigint)`;

/**
 * The team betting record (personalHistoryCopy): rounds of team members (or one member) started in [from, to),
 * newest first, from the record_rounds view (migration 0800).
 */
export async function teamBets(db: Db, brand: Brand, agentId: string, q: Paged, lang: string) {
  const e = brand.currency.exponent;
  const w = sql`${teamFilter(agentId, q.memberId, sql`member_id`)}
    AND created_at >= ${q.from.toISOString()}::timestamptz AND created_at < ${q.to.toISOString()}::timestamptz`;
  const [count] = await db.query<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM vendor_rounds WHERE ${w}`,
  );
  const rows = await db.query<{
    username: string;
    round_id: string;
    vendor: string;
    game_type: string | null;
    game_names: Record<string, string> | string | null;
    status: 'open' | 'settled' | 'cancelled';
    bet_total: string;
    win_total: string;
    created_at: string | Date;
  }>(sql`
    SELECT username, round_id, vendor, game_type, game_names, status, bet_total::text AS bet_total,
      win_total::text AS win_total, created_at
    FROM record_rounds WHERE ${w}
    ORDER BY created_at DESC, vendor, round_id LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`);
  return {
    total: Number(count!.n),
    rows: rows.map((r) => {
      const stake = BigInt(r.bet_total);
      const win = BigInt(r.win_total);
      return {
        username: r.username,
        roundId: r.round_id,
        vendor: r.vendor,
        gameType: r.game_type as never,
        gameName: gameName(r.game_names, lang),
        status: r.status,
        stake: formatMinor(stake, e),
        win: formatMinor(win, e),
        profit: formatMinor(r.status === 'cancelled' ? 0n : win - stake, e),
        createdAt: iso(r.created_at)!,
      };
    }),
  };
}

/**
 * User loss per team member (palStatementsAgentCopy): settled rounds started in [from, to) per member with any,
 * biggest loss first; `totals` over all of them.
 */
export async function teamLoss(db: Db, brand: Brand, agentId: string, q: Paged) {
  const e = brand.currency.exponent;
  const rows = await db.query<{
    id: string;
    username: string;
    depth: number;
    rounds: string;
    stake: string;
    win: string;
    total: string;
    all_stake: string;
    all_win: string;
  }>(sql`
    WITH per AS (
      SELECT v.member_id, count(*) AS rounds, sum(v.bet_total) AS stake, sum(v.win_total) AS win
      FROM vendor_rounds v
      WHERE ${teamFilter(agentId, q.memberId, sql`v.member_id`)} AND v.status = 'settled'
        AND v.currency = ${brand.currency.code}
        AND v.created_at >= ${q.from.toISOString()}::timestamptz AND v.created_at < ${q.to.toISOString()}::timestamptz
      GROUP BY v.member_id
    )
    SELECT m.id::text AS id, m.username, t.depth, per.rounds::text AS rounds, per.stake::text AS stake,
      per.win::text AS win, count(*) OVER ()::text AS total, sum(per.stake) OVER ()::text AS all_stake,
      sum(per.win) OVER ()::text AS all_win
    FROM per JOIN members m ON m.id = per.member_id
    JOIN member_tree t ON t.ancestor_id = ${agentId}::bigint AND t.descendant_id = per.member_id
    ORDER BY per.win - per.stake ASC, m.id LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`);
  const first = rows[0];
  const allStake = BigInt(first?.all_stake ?? '0');
  const allWin = BigInt(first?.all_win ?? '0');
  return {
    total: Number(first?.total ?? 0),
    totals: {
      stake: formatMinor(allStake, e),
      win: formatMinor(allWin, e),
      profit: formatMinor(allWin - allStake, e),
    },
    rows: rows.map((r) => ({
      id: r.id,
      username: r.username,
      depth: r.depth,
      rounds: Number(r.rounds),
      stake: formatMinor(r.stake, e),
      win: formatMinor(r.win, e),
      profit: formatMinor(BigInt(r.win) - BigInt(r.stake), e),
    })),
  };
}

/**
 * Account details of one team member (agentDownlineTransactionDetailsCopy): its ledger transfers in the brand
 * currency, newest first, from the member's side (ledger `memberTransfers`). The caller checked `isInTeam`.
 */
export async function teamTransactions(
  db: Db,
  brand: Brand,
  memberId: string,
  q: { from?: Date; to?: Date; pageNo: number; pageSize: number },
) {
  const e = brand.currency.exponent;
  const [m] = await db.query<{ username: string }>(
    sql`SELECT username FROM members WHERE id = ${memberId}::bigint`,
  );
  const page = await memberTransfers(db, { memberId, ...q });
  return {
    username: m?.username ?? '',
    total: page.total,
    rows: page.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: formatMinor(r.amountMinor, e),
      currency: r.currency,
      balanceAfter: r.balanceAfterMinor === undefined ? null : formatMinor(r.balanceAfterMinor, e),
      createdAt: r.createdAt,
    })),
  };
}
