/**
 * Player protection (docs/decisions.md D19, D26; UKGC RTS 12 and 13, MGA player protection): per-member deposit, loss
 * (stakes minus wins) and wager limits over rolling 24 h, 7 d and 30 d windows and a session-length limit; time-outs
 * and self-exclusion; the history of every change.
 *
 * Rules:
 * - A limit's effective value is the member's own, else the brand default (`protection.defaults`). Setting a lower
 *   value (or a limit where there was none) applies at once and drops any pending increase of that key; a higher
 *   value or a removal is recorded as pending and may be confirmed by the member 24 h later, not before
 *   (PROTECTION_PENDING); until confirmed the old value holds.
 * - A time-out (24 h, 7 d, 30 d) or self-exclusion (6 months, 1 year, 5 years, permanent) cannot be shortened or
 *   lifted by the member: a new one only ever extends the block (a shorter choice is refused, PROTECTION_BLOCKED). A
 *   permanent exclusion ends only through an operator (`endExclusion`), and then only after a cooling-off
 *   (`protection.coolingOffHours`) during which the member stays excluded. Taking one revokes the member's sessions.
 * - `isProtected` is the one predicate other features ask before marketing messages or rewards.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import { fail } from '../../infra/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Ctx } from '../context.ts';
import { formatMinor } from '../money.ts';
import { parseAmount } from '../payments/amount.ts';
import {
  EXCLUSION_MS,
  INCREASE_DELAY_MS,
  LIMIT_KEYS,
  LIMIT_KINDS,
  PERIODS,
  TIMEOUT_MS,
  kindOf,
  protectionSettings,
  type LimitKey,
  type LimitKind,
  type Period,
  type ProtectionSettings,
} from './settings.ts';
import * as store from './store.ts';

export type { ProtectionRow } from './store.ts';

/** The block in force at `now`: time-out or exclusion, its end (epoch ms; null = permanent). */
export interface ActiveBlock {
  kind: 'timeout' | 'exclusion';
  until: number | null;
}

/** The block of `row` in force at `now`, or null. An exclusion in its cooling-off is still an exclusion. */
export function activeBlock(
  row: Pick<store.ProtectionRow, 'block' | 'blockUntil'> | undefined,
  now: number,
): ActiveBlock | null {
  if (!row?.block) return null;
  if (row.blockUntil !== null && row.blockUntil <= now) return null;
  return { kind: row.block, until: row.blockUntil };
}

/**
 * True while the member is self-excluded or timed out: such a member gets no marketing messages and no rewards,
 * points, rebate or referral payouts (MGA player protection). The single predicate for messaging and reward features
 * (bonus grants, points, rebate and referral jobs call it before paying).
 */
export async function isProtected(db: Db, memberId: string, now: number): Promise<boolean> {
  return activeBlock(await store.find(db, memberId), now) !== null;
}

/**
 * Which of `memberIds` are protected at `now` ({@link isProtected} for many members in one read): for lists that leave
 * protected members out, such as leaderboard standings (docs/decisions.md D38).
 */
export async function protectedAmong(
  db: Db,
  memberIds: readonly string[],
  now: number,
): Promise<Set<string>> {
  const rows = await store.findMany(db, memberIds);
  return new Set(rows.filter((r) => activeBlock(r, now) !== null).map((r) => r.memberId));
}

/**
 * Refuses a reward to a timed-out or self-excluded member (MGA player protection; docs/decisions.md D26): a points
 * mall redeem or convert, a rebate claim, a VIP bonus claim, an operator's bonus grant. Jobs that pay many members
 * (points accrual, automatic rebate) ask {@link isProtected} and skip instead.
 * @throws TIMED_OUT, SELF_EXCLUDED (403; value `{ kind, until: ISO, helpLinks }`), SELF_EXCLUDED_PERMANENT
 */
export async function assertMayReceiveRewards(db: Db, brand: Brand, memberId: string, now: number) {
  const b = activeBlock(await store.find(db, memberId), now);
  if (b) throw blockFail(b, protectionSettings(brand));
}

/** Effective limits: the member's value or the brand default; undefined = no limit. */
export function effectiveLimits(
  s: ProtectionSettings,
  row: store.ProtectionRow | undefined,
): Partial<Record<LimitKey, bigint>> {
  const out: Partial<Record<LimitKey, bigint>> = {};
  for (const key of LIMIT_KEYS) {
    const own = row?.limits[key];
    const v = own === undefined ? s.defaults[key] : own === null ? undefined : BigInt(own);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** True when a wager or loss limit is in force (the bet path then sums and records activity). */
export function tracksPlay(limits: Partial<Record<LimitKey, bigint>>): boolean {
  return (['wager', 'loss'] as const).some((k) => PERIODS.some((p) => limits[`${k}:${p}`] !== undefined));
}

const isoOrNull = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** The localised-message parameter and envelope value of a block refusal. */
function blockFail(b: ActiveBlock, s: ProtectionSettings) {
  const until = isoOrNull(b.until);
  const value = { kind: b.kind, until, helpLinks: s.helpLinks };
  if (b.kind === 'timeout') return fail('TIMED_OUT', value, { until: until! });
  return until === null ? fail('SELF_EXCLUDED_PERMANENT', value) : fail('SELF_EXCLUDED', value, { until });
}

/**
 * Refuses a login (or ticket exchange, or reset by SMS) of a timed-out or self-excluded member. Called after the
 * credentials proved right, so the answer tells nothing to one who does not know them. `block`: the member's block as
 * read with its account (session/store.ts `blockOf`: the account read carries it, so no second read).
 * @throws TIMED_OUT, SELF_EXCLUDED (403; value `{ kind, until: ISO, helpLinks }`), SELF_EXCLUDED_PERMANENT
 */
export function assertMayLogIn(
  ctx: Ctx,
  brand: Brand,
  block: Pick<store.ProtectionRow, 'block' | 'blockUntil'>,
): void {
  const b = activeBlock(block, ctx.now());
  if (b) throw blockFail(b, protectionSettings(brand));
}

interface LimitView {
  key: LimitKey;
  kind: LimitKind | 'session';
  period: Period | null;
  /** Decimal string in the brand currency (minutes for `session`), or null: no limit. */
  value: string | null;
  /** True when the value is the brand default (the member set nothing). */
  isDefault: boolean;
  /** Used in the window (money limits), decimal string. */
  used: string | null;
  /** What is left in the window, decimal string (never below 0), or null without a limit. */
  remaining: string | null;
  pending: { value: string | null; confirmableAt: string; confirmable: boolean } | null;
}

/** Formats a limit value: minutes for the session limit, decimal money otherwise. */
const show = (key: LimitKey, v: bigint, exponent: number) =>
  key === 'session' ? v.toString() : formatMinor(v, exponent);

/**
 * The member center's view (GET /wps/protection): offered limits with their values, usage and remaining amounts per
 * window, pending increases, the block in force, and the choices the brand offers.
 */
export async function protectionView(ctx: Ctx, brand: Brand, memberId: string) {
  const s = protectionSettings(brand);
  const now = ctx.now();
  const row = await store.find(ctx.db, memberId);
  const eff = effectiveLimits(s, row);
  const exp = brand.currency.exponent;
  const dep = await store.depositSums(ctx.db, memberId, now);
  const play = await store.playSums(ctx.db, memberId, now);
  const used = (k: LimitKind, p: Period) => (k === 'deposit' ? dep[p] : play[k][p]);
  const limits: LimitView[] = [];
  for (const key of LIMIT_KEYS) {
    const kind = kindOf(key);
    if (!s.offered.has(kind)) continue;
    const period = key === 'session' ? null : (key.split(':')[1] as Period);
    const v = eff[key];
    const u = kind === 'session' || !period ? null : used(kind, period);
    const pend = row?.pending[key];
    limits.push({
      key,
      kind,
      period,
      value: v === undefined ? null : show(key, v, exp),
      isDefault: row?.limits[key] === undefined && v !== undefined,
      used: u === null ? null : formatMinor(u < 0n ? 0n : u, exp),
      remaining: u === null || v === undefined ? null : formatMinor(v - u > 0n ? v - u : 0n, exp),
      pending: pend
        ? {
            value: pend.value === null ? null : show(key, BigInt(pend.value), exp),
            confirmableAt: new Date(pend.from).toISOString(),
            confirmable: pend.from <= now,
          }
        : null,
    });
  }
  const b = activeBlock(row, now);
  return {
    currency: brand.currency.code,
    limits,
    block: b ? { kind: b.kind, until: isoOrNull(b.until) } : null,
    timeouts: [...s.timeouts],
    exclusions: [...s.exclusions],
    maximum: {
      deposit: formatMinor(s.maximum.deposit, exp),
      loss: formatMinor(s.maximum.loss, exp),
      wager: formatMinor(s.maximum.wager, exp),
      sessionMinutes: Number(s.maximum.session),
    },
    helpLinks: s.helpLinks,
  };
}

const emptyRow = (memberId: string): store.ProtectionRow => ({
  memberId,
  limits: {},
  pending: {},
  block: null,
  blockUntil: null,
  coolingOffUntil: null,
});

/** Locks the member (one change at a time) and returns its row or a fresh one. */
async function locked(tx: Db, memberId: string) {
  await tx.query(sql`SELECT 1 FROM members WHERE id = ${memberId}::bigint FOR UPDATE`);
  return (await store.find(tx, memberId, true)) ?? emptyRow(memberId);
}

/** Parses a limit value given by the member: decimal money (or minutes for `session`) within the brand maximum. */
function parseLimit(s: ProtectionSettings, brand: Brand, key: LimitKey, text: string): bigint {
  const kind = kindOf(key);
  const max = s.maximum[kind];
  if (kind === 'session') {
    if (!/^[1-9][0-9]{0,4}$/.test(text) || BigInt(text) < 5n || BigInt(text) > max)
      throw fail('AMOUNT_OUT_OF_RANGE', { field: 'value' }, { min: '5', max: max.toString() });
    return BigInt(text);
  }
  return parseAmount(text, brand.currency.exponent, 1n, max);
}

/**
 * Sets (value) or removes (null) one limit of the member. A decrease (or a new limit) applies at once; an increase or
 * removal becomes pending, confirmable 24 h later (UKGC RTS 12).
 * @returns `{ applied: true }` or `{ applied: false, confirmableAt }` (ISO)
 * @throws VALIDATION (unknown key), PROTECTION_NOT_OFFERED, AMOUNT_*, AMOUNT_OUT_OF_RANGE (above the brand maximum)
 */
export async function setLimit(ctx: Ctx, brand: Brand, memberId: string, key: string, value: string | null) {
  const s = protectionSettings(brand);
  if (!(LIMIT_KEYS as readonly string[]).includes(key)) throw fail('VALIDATION', { field: 'key' });
  const k = key as LimitKey;
  if (!s.offered.has(kindOf(k))) throw fail('PROTECTION_NOT_OFFERED', { field: 'key' });
  const next = value === null ? null : parseLimit(s, brand, k, value.trim());
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const row = await locked(tx, memberId);
    const current = effectiveLimits(s, row)[k];
    const decrease = next !== null && (current === undefined || next < current);
    if (decrease) {
      row.limits[k] = next.toString();
      delete row.pending[k];
      await store.save(tx, brand.id, row, now);
      await store.log(tx, memberId, now, 'member', 'limit.decreased', { key: k, value: next.toString() });
      return { applied: true as const };
    }
    if (next === current) {
      // The same value: nothing changes except that a pending increase is dropped.
      if (row.pending[k]) {
        delete row.pending[k];
        await store.save(tx, brand.id, row, now);
        await store.log(tx, memberId, now, 'member', 'limit.pending.cancelled', { key: k });
      }
      return { applied: true as const };
    }
    const from = now + INCREASE_DELAY_MS;
    row.pending[k] = { value: next === null ? null : next.toString(), from };
    await store.save(tx, brand.id, row, now);
    await store.log(tx, memberId, now, 'member', 'limit.increase.requested', {
      key: k,
      value: next === null ? null : next.toString(),
      confirmableAt: new Date(from).toISOString(),
    });
    return { applied: false as const, confirmableAt: new Date(from).toISOString() };
  });
}

/**
 * Confirms a pending increase or removal once its 24 h passed; it then applies.
 * @throws VALIDATION, PROTECTION_NOTHING_PENDING (404), PROTECTION_PENDING (409, value `{ confirmableAt }`)
 */
export async function confirmLimit(ctx: Ctx, brand: Brand, memberId: string, key: string) {
  if (!(LIMIT_KEYS as readonly string[]).includes(key)) throw fail('VALIDATION', { field: 'key' });
  const k = key as LimitKey;
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const row = await locked(tx, memberId);
    const p = row.pending[k];
    if (!p) throw fail('PROTECTION_NOTHING_PENDING');
    if (p.from > now) {
      const at = new Date(p.from).toISOString();
      throw fail('PROTECTION_PENDING', { confirmableAt: at }, { at });
    }
    row.limits[k] = p.value;
    delete row.pending[k];
    await store.save(tx, brand.id, row, now);
    await store.log(tx, memberId, now, 'member', 'limit.increase.confirmed', { key: k, value: p.value });
    return { applied: true as const };
  });
}

/**
 * Takes a time-out or self-exclusion. Not reversible: a block already in force that ends later (or never) is kept
 * (PROTECTION_BLOCKED). Revokes the member's sessions.
 * @param length `24h` | `7d` | `30d` (time-out) or `6m` | `1y` | `5y` | `permanent` (exclusion), as the brand offers
 * @returns the block `{ kind, until }` (ISO, null = permanent)
 * @throws VALIDATION (a length the brand does not offer), PROTECTION_BLOCKED (409)
 */
export async function takeBlock(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  kind: 'timeout' | 'exclusion',
  length: string,
  actor = 'member',
) {
  const s = protectionSettings(brand);
  const now = ctx.now();
  let until: number | null;
  if (kind === 'timeout') {
    if (!(s.timeouts as readonly string[]).includes(length)) throw fail('VALIDATION', { field: 'length' });
    until = now + TIMEOUT_MS[length as keyof typeof TIMEOUT_MS];
  } else {
    if (!(s.exclusions as readonly string[]).includes(length)) throw fail('VALIDATION', { field: 'length' });
    until = length === 'permanent' ? null : now + EXCLUSION_MS[length as keyof typeof EXCLUSION_MS];
  }
  return ctx.db.tx(async (tx) => {
    const row = await locked(tx, memberId);
    const b = activeBlock(row, now);
    // Never shortened: a block in force ends at the later of the two (permanent beats any end).
    if (b && (b.until === null || (until !== null && b.until >= until)))
      throw fail('PROTECTION_BLOCKED', { kind: b.kind, until: isoOrNull(b.until) });
    // An exclusion stays an exclusion when extended by a time-out; a time-out becomes an exclusion when one is taken.
    row.block = b?.kind === 'exclusion' ? 'exclusion' : kind;
    row.blockUntil = until;
    row.coolingOffUntil = null;
    await store.save(tx, brand.id, row, now);
    await store.log(tx, memberId, now, actor, kind === 'timeout' ? 'timeout' : 'exclusion', {
      length,
      until: isoOrNull(until),
    });
    await tx.query(sql`
      UPDATE sessions SET revoked_at = now() WHERE member_id = ${memberId}::bigint AND revoked_at IS NULL`);
    return { kind: row.block, until: isoOrNull(until) };
  });
}

/**
 * Operator: ends a permanent self-exclusion after the brand's cooling-off (`protection.coolingOffHours`): the member
 * stays excluded until then (MGA player protection). Only a permanent exclusion can be ended; a timed one ends by
 * itself.
 * @returns the new end (ISO)
 * @throws MEMBER_NOT_FOUND, PROTECTION_NOT_PERMANENT (409)
 */
export async function endExclusion(ctx: Ctx, memberId: string, operator: string, reason: string | null) {
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const [m] = await tx.query<{ brand: string }>(
      sql`SELECT brand FROM members WHERE id = ${memberId}::bigint FOR UPDATE`,
    );
    const brand = m && ctx.brands.get(m.brand);
    if (!m || !brand) throw fail('MEMBER_NOT_FOUND');
    const row = await store.find(tx, memberId, true);
    const b = activeBlock(row, now);
    if (!row || !b || b.kind !== 'exclusion' || b.until !== null) throw fail('PROTECTION_NOT_PERMANENT');
    const until = now + protectionSettings(brand).coolingOffMs;
    row.blockUntil = until;
    row.coolingOffUntil = until;
    await store.save(tx, brand.id, row, now);
    await store.log(tx, memberId, now, `operator:${operator}`, 'exclusion.ended', {
      coolingOffUntil: new Date(until).toISOString(),
      ...(reason ? { reason } : {}),
    });
    return { until: new Date(until).toISOString() };
  });
}

/** Protection states an operator lists by. */
export const PROTECTION_STATES = ['excluded', 'timeout', 'cooling-off', 'limits', 'pending'] as const;
export type ProtectionState = (typeof PROTECTION_STATES)[number];

/**
 * Operator: members of a brand in a protection state (newest change first, at most 500): self-excluded (blocked now,
 * not in cooling-off), timed out, in cooling-off, with limits of their own, or with a pending increase.
 */
export async function listByState(ctx: Ctx, brand: string, state: ProtectionState) {
  const now = store.ts(ctx.now());
  const where =
    state === 'excluded'
      ? sql`p.block = 'exclusion' AND (p.block_until IS NULL OR p.block_until > ${now}) AND p.cooling_off_until IS NULL`
      : state === 'timeout'
        ? sql`p.block = 'timeout' AND p.block_until > ${now}`
        : state === 'cooling-off'
          ? sql`p.block = 'exclusion' AND p.cooling_off_until > ${now}`
          : state === 'limits'
            ? sql`p.limits <> '{}'::jsonb`
            : sql`p.pending <> '{}'::jsonb`;
  const rows = await ctx.db.query<{
    member_id: string;
    username: string;
    block: string | null;
    block_until: string | Date | null;
    limits: unknown;
    pending: unknown;
    updated_at: string | Date;
  }>(sql`
    SELECT p.member_id::text AS member_id, m.username, p.block, p.block_until, p.limits, p.pending, p.updated_at
    FROM member_protection p JOIN members m ON m.id = p.member_id
    WHERE p.brand = ${brand} AND ${where} ORDER BY p.updated_at DESC LIMIT 500`);
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return rows.map((r) => ({
    memberId: r.member_id,
    username: r.username,
    block: r.block,
    until: r.block_until === null ? null : new Date(r.block_until).toISOString(),
    limits: parse(r.limits),
    pending: parse(r.pending),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** Operator: the member's protection history, newest first. @throws MEMBER_NOT_FOUND */
export async function memberHistory(ctx: Ctx, memberId: string) {
  const [m] = await ctx.db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM members WHERE id = ${memberId}::bigint`,
  );
  if (!m) throw fail('MEMBER_NOT_FOUND');
  return store.history(ctx.db, memberId);
}

export { LIMIT_KINDS };
