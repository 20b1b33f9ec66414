/**
 * Missions (spec sections 1 "missions", 2 `missionLeaderboard`, 4 statuses, 7 "mission summary"; docs/decisions.md
 * D37). Missions come from brand config (`missions.items`, packages/config-schema/src/schema/missions.ts); each has a
 * window: the brand-timezone day (`daily`) or the week from Monday 00:00 (`weekly`), as rebate days and settlement
 * weeks are cut (agent/settlement/engine.ts `periodAt`).
 *
 * Progress is read, not accumulated: at each read the member's credited deposits, settled rounds (the records view
 * `record_rounds`, for the game type) and sessions inside the current window are summed. Reading is idempotent by
 * construction (a repeated, late or reordered event cannot count twice) and needs no job or outbox; a rolled-back
 * round or a cancelled deposit stops counting at once.
 *
 * A claim pays once per member, mission and window: in one transaction the `mission_claims` row (migration 1120) is
 * inserted with ON CONFLICT DO NOTHING first (a second or parallel claim finds the key taken and pays nothing), then the
 * reward is paid: a bonus through `payBonus` (source `mission`, turnover lock D17) or loyalty points through the
 * points ledger (house `points-issued` -> the member's points account, as accrual does). A refusal rolls the row back.
 * Protected members (self-excluded or timed out, D26/D34) are refused the claim and have nothing claimable.
 */
import { sql } from 'drizzle-orm';
import type { MissionConfig } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { periodAt } from '../agent/settlement/engine.ts';
import { payBonus } from '../bonus/service.ts';
import { transfer } from '../ledger/index.ts';
import { dayOf } from '../loyalty/vip.ts';
import { formatMinor } from '../money.ts';
import { pointsAccount, pointsIssued } from '../points/accrual.ts';
import { pointsSettings } from '../points/settings.ts';
import { assertMayReceiveRewards, isProtected } from '../protection/service.ts';

/** Spec section 4 statuses a mission shows: in progress, reached and unclaimed, paid. */
export type MissionStatus = 'Process' | 'Claim' | 'Claimed';

/** The brand's enabled missions; a brand built by hand (tests) has none. */
export function brandMissions(brand: Brand): MissionConfig[] {
  return (brand.config?.config.missions?.items ?? []).filter((m) => m.enabled);
}

/** A mission's window containing `at`: [start, end) epoch ms and its key ('D<day>' or 'W<Monday>'). */
export interface MissionWindow {
  key: string;
  start: number;
  end: number;
}

/** The window of `period` containing instant `at` in the brand's timezone. */
export function missionWindow(brand: Brand, period: MissionConfig['period'], at: number): MissionWindow {
  const tz = brand.timezone || 'UTC';
  const p = periodAt(period, at, tz);
  return { key: `${period === 'daily' ? 'D' : 'W'}${dayOf(p.start, tz)}`, start: p.start, end: p.end };
}

const ts = (ms: number) => new Date(ms).toISOString();

/** Game-type condition on `record_rounds` for a mission's `gameType` / `category` (none: every round). */
function gameFilter(brand: Brand, m: MissionConfig) {
  if (m.gameType) return sql`AND game_type = ${m.gameType}`;
  if (m.category) {
    const types = Object.entries(pointsSettings(brand).categories)
      .filter(([, c]) => c === m.category)
      .map(([t]) => t);
    if (!types.length) return sql`AND false`;
    return sql`AND game_type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})`;
  }
  return sql``;
}

/** Longest run of consecutive days among `days` (sorted 'YYYY-MM-DD', distinct). */
function longestRun(days: string[]): number {
  let best = 0;
  let run = 0;
  let prev: number | null = null;
  for (const d of days) {
    const t = Date.parse(`${d}T00:00:00Z`);
    run = prev !== null && t - prev === 86_400_000 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

/**
 * The member's progress on mission `m` in window `w` up to `at`: minor units (deposit, turnover) or a count (rounds,
 * login days in a row). Login days are brand-timezone days on which a session of the member was opened or last used,
 * and the day of `at` (the member is reading or claiming now).
 */
export async function missionProgress(
  db: Db,
  brand: Brand,
  memberId: string,
  m: MissionConfig,
  w: MissionWindow,
  at: number,
): Promise<bigint> {
  const from = ts(w.start);
  const to = ts(w.end);
  switch (m.kind) {
    case 'deposit': {
      const [r] = await db.query<{ s: string }>(sql`
        SELECT COALESCE(sum(amount), 0)::text AS s FROM deposits
        WHERE member_id = ${memberId}::bigint AND status = 'credited' AND currency = ${brand.currency.code}
          AND decided_at >= ${from}::timestamptz AND decided_at < ${to}::timestamptz`);
      return BigInt(r?.s ?? '0');
    }
    case 'turnover':
    case 'rounds': {
      const [r] = await db.query<{ s: string }>(sql`
        SELECT ${m.kind === 'rounds' ? sql`count(*)` : sql`COALESCE(sum(bet_total), 0)`}::text AS s
        FROM record_rounds
        WHERE member_id = ${memberId}::bigint AND status = 'settled' AND currency = ${brand.currency.code}
          AND closed_at >= ${from}::timestamptz AND closed_at < ${to}::timestamptz ${gameFilter(brand, m)}`);
      return BigInt(r?.s ?? '0');
    }
    case 'loginStreak': {
      const tz = brand.timezone || 'UTC';
      const rows = await db.query<{ d: string }>(sql`
        SELECT DISTINCT to_char(x AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS d FROM (
          SELECT created_at AS x FROM sessions WHERE member_id = ${memberId}::bigint
          UNION ALL SELECT last_seen_at FROM sessions WHERE member_id = ${memberId}::bigint
        ) s WHERE x >= ${from}::timestamptz AND x < ${to}::timestamptz`);
      const days = new Set(rows.map((r) => r.d));
      if (at >= w.start && at < w.end) days.add(dayOf(at, tz));
      return BigInt(longestRun([...days].sort()));
    }
  }
}

/** A mission as member `memberId` sees it in its current window. Money in minor units. */
export interface MissionState {
  mission: MissionConfig;
  window: MissionWindow;
  /** Capped at the target. */
  progress: bigint;
  target: bigint;
  status: MissionStatus;
  /** When claimed: the bonus paid (minor units) or the points. */
  claimed: { amountMinor: bigint | null; points: bigint | null; at: string } | null;
}

/**
 * The brand's missions in their windows at `at` for member `memberId`, daily ones first, each with progress (capped at
 * the target) and status: `Claimed` once this window's claim is recorded, `Claim` when the target is reached, else
 * `Process`.
 */
export async function missionStates(
  db: Db,
  brand: Brand,
  memberId: string,
  at: number,
): Promise<MissionState[]> {
  const missions = brandMissions(brand).sort((a, b) =>
    a.period === b.period ? 0 : a.period === 'daily' ? -1 : 1,
  );
  if (!missions.length) return [];
  // Claims of the last 8 days cover every current daily and weekly window (at most 50 missions x 8 days of them).
  const claims = await claimedMissions(db, memberId, {
    brand: brand.id,
    since: at - 8 * 86_400_000,
    limit: 400,
  });
  const out: MissionState[] = [];
  for (const m of missions) {
    const w = missionWindow(brand, m.period, at);
    const target = BigInt(m.target);
    const c = claims.find((x) => x.missionId === m.id && x.period === w.key);
    const raw = c ? target : await missionProgress(db, brand, memberId, m, w, at);
    const progress = raw > target ? target : raw;
    out.push({
      mission: m,
      window: w,
      progress,
      target,
      status: c ? 'Claimed' : progress >= target ? 'Claim' : 'Process',
      claimed: c
        ? { amountMinor: c.amountMinor, points: c.points, at: new Date(c.claimedAt).toISOString() }
        : null,
    });
  }
  return out;
}

/** What a claim paid (amount minor units or points) and the window's key. */
export interface MissionClaim {
  missionId: string;
  period: string;
  rewardType: 'bonus' | 'points';
  amountMinor: bigint | null;
  points: bigint | null;
}

/**
 * Claims mission `missionId` for member `memberId` in its window at `at` and pays its reward.
 * @throws MISSION_NOT_FOUND (no enabled mission with that id); TIMED_OUT / SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT
 *   (403, protected member, D34); MISSION_NOT_COMPLETE (409, value `{ progress, target }` as digits);
 *   MISSION_ALREADY_CLAIMED (409, this window's reward is already paid, also to the losers of a parallel burst)
 */
export async function claimMission(
  db: Db,
  brand: Brand,
  memberId: string,
  missionId: string,
  at: number,
): Promise<MissionClaim> {
  const m = brandMissions(brand).find((x) => x.id === missionId);
  if (!m) throw fail('MISSION_NOT_FOUND');
  await assertMayReceiveRewards(db, brand, memberId, at);
  const w = missionWindow(brand, m.period, at);
  return db.tx(async (tx) => {
    const progress = await missionProgress(tx, brand, memberId, m, w, at);
    const target = BigInt(m.target);
    if (progress < target) {
      const [done] = await tx.query(sql`SELECT 1 FROM mission_claims
        WHERE member_id = ${memberId}::bigint AND mission_id = ${m.id} AND period = ${w.key}`);
      if (done) throw fail('MISSION_ALREADY_CLAIMED');
      throw fail(
        'MISSION_NOT_COMPLETE',
        { progress: progress.toString(), target: target.toString() },
        m.kind === 'deposit' || m.kind === 'turnover'
          ? {
              progress: formatMinor(progress, brand.currency.exponent),
              target: formatMinor(target, brand.currency.exponent),
            }
          : { progress: progress.toString(), target: target.toString() },
      );
    }
    const r = m.reward;
    const reserved = await tx.query(sql`
      INSERT INTO mission_claims (member_id, mission_id, period, brand, reward_type, amount, points, claimed_at)
      VALUES (${memberId}::bigint, ${m.id}, ${w.key}, ${brand.id}, ${r.type},
        ${r.type === 'bonus' ? r.amountMinor : null}::bigint, ${r.type === 'points' ? String(r.points) : null}::bigint,
        ${ts(at)}::timestamptz)
      ON CONFLICT (member_id, mission_id, period) DO NOTHING RETURNING member_id`);
    if (!reserved.length) throw fail('MISSION_ALREADY_CLAIMED');
    const name = m.title[brand.defaultLanguage] ?? Object.values(m.title)[0] ?? m.id;
    if (r.type === 'bonus') {
      const amount = BigInt(r.amountMinor);
      const { bonus } = await payBonus(tx, {
        brand: brand.id,
        memberId,
        currency: brand.currency.code,
        name,
        amountMinor: amount,
        turnoverMinor: amount * BigInt(r.turnoverMultiplier),
        reference: `mission:${m.id}:${w.key}:${memberId}`,
        by: 'mission',
        source: 'mission',
        at,
      });
      await tx.query(sql`UPDATE mission_claims SET bonus_id = ${bonus.id}::bigint
        WHERE member_id = ${memberId}::bigint AND mission_id = ${m.id} AND period = ${w.key}`);
      return { missionId: m.id, period: w.key, rewardType: 'bonus', amountMinor: amount, points: null };
    }
    const points = BigInt(r.points);
    await transfer(tx, {
      debit: pointsIssued(brand.id),
      credit: pointsAccount(brand.id, memberId),
      amountMinor: points,
      kind: 'points.accrual',
      idempotencyKey: `mission:${brand.id}:${memberId}:${m.id}:${w.key}`,
      metadata: { source: 'mission', missionId: m.id, period: w.key, name },
    });
    return { missionId: m.id, period: w.key, rewardType: 'points', amountMinor: null, points };
  });
}

/** The number of missions member `memberId` can claim now (the red badge of `missionLeaderboard`, spec 2). */
export async function claimableCount(db: Db, brand: Brand, memberId: string, at: number): Promise<number> {
  return (await claimableMissions(db, brand, memberId, 'en', at)).length;
}

/**
 * The missions member `memberId` can claim now, shaped like the reward center's items (domain/rewards/center.ts,
 * spec 2 `rewardCenter`): `key` `mission:<id>:<window>`, kind `mission`, status `Claim`, action `claim`, the reward's
 * amount (decimal string; "0.00" for a points reward, whose points are in `points`) and turnover multiple, the window's
 * end as `expiresAt`. A protected member (D34) has none.
 */
export async function claimableMissions(db: Db, brand: Brand, memberId: string, lang: string, at: number) {
  if (await isProtected(db, memberId, at)) return [];
  const exp = brand.currency.exponent;
  return (await missionStates(db, brand, memberId, at))
    .filter((s) => s.status === 'Claim')
    .map((s) => {
      const r = s.mission.reward;
      return {
        key: `mission:${s.mission.id}:${s.window.key}`,
        kind: 'mission' as const,
        id: s.mission.id,
        title: s.mission.title[lang] ?? s.mission.title[brand.defaultLanguage] ?? s.mission.id,
        mode: 'claim',
        status: 'Claim' as const,
        action: 'claim' as const,
        amount: formatMinor(r.type === 'bonus' ? BigInt(r.amountMinor) : 0n, exp),
        turnoverMultiple: r.type === 'bonus' ? r.turnoverMultiplier : 0,
        ...(r.type === 'points' ? { points: r.points } : {}),
        gameTypes: s.mission.gameType ? [s.mission.gameType] : [],
        expiresAt: new Date(s.window.end).toISOString(),
      };
    });
}

/** A paid mission reward, newest first (the reward center's history, D39). */
export interface ClaimedMission {
  missionId: string;
  period: string;
  rewardType: 'bonus' | 'points';
  /** Bonus paid, minor units (bonus rewards). */
  amountMinor: bigint | null;
  points: bigint | null;
  claimedAt: number;
}

/**
 * The member's mission claims, newest first (rows of migration 1120's `mission_claims`): of one brand and since an
 * instant (epoch ms) when given, at most `limit` (default 50; the reward center's history shows that many).
 */
export async function claimedMissions(
  db: Db,
  memberId: string,
  opts: { brand?: string; since?: number; limit?: number } = {},
): Promise<ClaimedMission[]> {
  const rows = await db.query<{
    mission_id: string;
    period: string;
    reward_type: 'bonus' | 'points';
    amount: string | null;
    points: string | null;
    claimed_at: Date | string;
  }>(sql`SELECT mission_id, period, reward_type, amount::text AS amount, points::text AS points, claimed_at
    FROM mission_claims WHERE member_id = ${memberId}::bigint
      ${opts.brand !== undefined ? sql`AND brand = ${opts.brand}` : sql``}
      ${opts.since !== undefined ? sql`AND claimed_at >= ${ts(opts.since)}::timestamptz` : sql``}
    ORDER BY claimed_at DESC LIMIT ${opts.limit ?? 50}`);
  return rows.map((r) => ({
    missionId: r.mission_id,
    period: r.period,
    rewardType: r.reward_type,
    amountMinor: r.amount === null ? null : BigInt(r.amount),
    points: r.points === null ? null : BigInt(r.points),
    claimedAt: new Date(r.claimed_at).getTime(),
  }));
}
