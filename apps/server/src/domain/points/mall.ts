/**
 * The points mall (spec sections 2 `pointMall`, `redeemHistory`, `pointsDetails`; 3 "points and redeem records"; 4
 * redeem statuses; 7 points calls; docs/decisions.md D11, D24). Plain values in, no HTTP types; amounts are bigint
 * minor units of the brand currency, points are whole points (the POINTS ledger currency).
 *
 * - Redeem: the withdraw password is checked first (payments verifyWithdrawPassword: the same guarded check and lock as
 *   withdrawals); then, in one transaction, the item's stock and the member's limit are reserved by guarded upserts
 *   (`points_item_counts`, `points_member_item_counts`: the guard is re-checked on the latest row under its lock, so a
 *   burst cannot oversell), the points leave the member's points account (ledger transfer `points.redeem`: never below
 *   zero) and the redemption is recorded `in_process`. Any refusal rolls all of it back.
 * - An operator approves (cash: paid into the main wallet, `points.cash`; bonus: granted through the bonus path with
 *   its turnover, so its money is locked until met, D17; goods: shipped) or rejects with a remark (the points come back,
 *   `points.refund`, and the stock and limit units are released).
 * - Convert: points to cash in the main wallet at the brand's `convert.pointsPerUnit`, at once (status approved).
 * - A redeem may carry an idempotency key (D34): its `points_redeem_keys` row is reserved first in the redeem's
 *   transaction (a parallel twin waits on it, then answers the same redemption); a refusal rolls the key back.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { POINTS_CURRENCY, accountId, balanceOf, transfer, type AccountRef } from '../ledger/index.ts';
import type { AuthMember } from '../member/types.ts';
import { formatMinor } from '../money.ts';
import { cash, verifyWithdrawPassword } from '../payments/service.ts';
import { grantBonus } from '../bonus/service.ts';
import type { PointsMallItemConfig } from '@playdeck/config-schema';
import { assertMayReceiveRewards } from '../protection/service.ts';
import { pointsAccount } from './accrual.ts';
import { pointsSettings, type PointsDetailCategory } from './settings.ts';

/** House account that receives redeemed points (and gives them back on a rejection). */
const redeemed = (brand: string): AccountRef => ({
  kind: 'house',
  brand,
  currency: POINTS_CURRENCY,
  name: 'points-redeemed',
});
/** House account of the brand currency that pays cash items and conversions. */
const rewards = (brand: string, currency: string): AccountRef => ({
  kind: 'house',
  brand,
  currency,
  name: 'points-rewards',
});

/** The member's points balance (whole points). */
export function pointsBalance(db: Db, brand: string, memberId: string): Promise<bigint> {
  return balanceOf(db, pointsAccount(brand, memberId));
}

/** An item of the catalogue as a member sees it. */
export interface MallItemView {
  id: string;
  type: 'cash' | 'bonus' | 'goods';
  name: string;
  description: string;
  picture: string;
  points: number;
  /** Cash or bonus amount, decimal string in the brand currency ("50.00"); "0.00" for goods. */
  amount: string;
  /** Bonus turnover target; "0.00" unless a bonus. */
  turnover: string;
  /** Credited deposits it takes to redeem; "0.00" = none. */
  amountRequirement: string;
  /** Units left in the brand. */
  stockLeft: number;
  perMemberLimit: number;
  /** Units this member has redeemed (in process or approved); 0 without a member. */
  redeemedByMe: number;
  availableFrom?: string;
  availableUntil?: string;
  /** Enabled and within its window now. */
  available: boolean;
}

const text = (t: Record<string, string> | undefined, lang: string, brand: Brand) =>
  t ? (t[lang] ?? t[brand.defaultLanguage] ?? Object.values(t)[0] ?? '') : '';

function inWindow(item: PointsMallItemConfig, now: number): boolean {
  if (!item.enabled) return false;
  if (item.availableFrom && Date.parse(item.availableFrom) > now) return false;
  if (item.availableUntil && Date.parse(item.availableUntil) <= now) return false;
  return true;
}

/** The brand's catalogue in `lang`, with stock left and the member's own count (spec 2 `pointMall`). */
export async function catalogue(
  ctx: Ctx,
  brand: Brand,
  lang: string,
  memberId?: string,
): Promise<MallItemView[]> {
  const items = pointsSettings(brand).mall;
  const taken = new Map(
    (
      await ctx.db.query<{ item_id: string; taken: number }>(
        sql`SELECT item_id, taken FROM points_item_counts WHERE brand = ${brand.id}`,
      )
    ).map((r) => [r.item_id, Number(r.taken)]),
  );
  const mine = new Map(
    memberId
      ? (
          await ctx.db.query<{ item_id: string; taken: number }>(sql`
            SELECT item_id, taken FROM points_member_item_counts
            WHERE brand = ${brand.id} AND member_id = ${memberId}::bigint`)
        ).map((r) => [r.item_id, Number(r.taken)])
      : [],
  );
  const exp = brand.currency.exponent;
  const now = ctx.now();
  return items.map((i) => ({
    id: i.id,
    type: i.type,
    name: text(i.name, lang, brand),
    description: text(i.description, lang, brand),
    picture: text(i.pictures, lang, brand),
    points: i.points,
    amount: formatMinor(i.type === 'goods' ? 0n : BigInt(i.amountMinor ?? '0'), exp),
    turnover: formatMinor(i.type === 'bonus' ? BigInt(i.turnoverMinor ?? '0') : 0n, exp),
    amountRequirement: formatMinor(BigInt(i.amountRequirementMinor ?? '0'), exp),
    stockLeft: Math.max(0, i.stock - (taken.get(i.id) ?? 0)),
    perMemberLimit: i.perMemberLimit,
    redeemedByMe: mine.get(i.id) ?? 0,
    ...(i.availableFrom ? { availableFrom: new Date(i.availableFrom).toISOString() } : {}),
    ...(i.availableUntil ? { availableUntil: new Date(i.availableUntil).toISOString() } : {}),
    available: inWindow(i, now),
  }));
}

/** Delivery details of a physical item. */
export interface Delivery {
  name: string;
  phone: string;
  address: string;
}

/** A redemption (redeem history row), amounts in minor units. */
export interface Redemption {
  id: string;
  brand: string;
  memberId: string;
  username: string;
  itemId: string;
  itemType: 'cash' | 'bonus' | 'goods' | 'convert';
  itemName: Record<string, string>;
  quantity: number;
  points: bigint;
  amountMinor: bigint;
  turnoverMinor: bigint;
  currency: string;
  delivery?: Delivery;
  status: 'in_process' | 'approved' | 'rejected';
  remark?: string;
  decidedBy?: string;
  ledgerTransferId: string;
  createdAt: string;
  decidedAt?: string;
}

interface RedemptionRow {
  id: string;
  brand: string;
  member_id: string;
  username: string;
  item_id: string;
  item_type: Redemption['itemType'];
  item_name: Record<string, string> | string;
  quantity: number;
  points: string;
  amount: string;
  turnover: string;
  currency: string;
  delivery: Delivery | string | null;
  status: Redemption['status'];
  remark: string | null;
  decided_by: string | null;
  ledger_transfer_id: string;
  created_at: string;
  decided_at: string | null;
  total?: string;
}

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const SELECT = sql`
  SELECT r.id::text AS id, r.brand, r.member_id::text AS member_id, m.username, r.item_id, r.item_type, r.item_name,
    r.quantity, r.points::text AS points, r.amount::text AS amount, r.turnover::text AS turnover, r.currency,
    r.delivery, r.status, r.remark, r.decided_by, r.ledger_transfer_id::text AS ledger_transfer_id,
    ${iso('r.created_at')} AS created_at, ${iso('r.decided_at')} AS decided_at, count(*) OVER ()::text AS total
  FROM points_redemptions r JOIN members m ON m.id = r.member_id`;

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function redemption(r: RedemptionRow): Redemption {
  const delivery = json<Delivery>(r.delivery);
  return {
    id: r.id,
    brand: r.brand,
    memberId: r.member_id,
    username: r.username,
    itemId: r.item_id,
    itemType: r.item_type,
    itemName: json<Record<string, string>>(r.item_name) ?? {},
    quantity: Number(r.quantity),
    points: BigInt(r.points),
    amountMinor: BigInt(r.amount),
    turnoverMinor: BigInt(r.turnover),
    currency: r.currency,
    ...(delivery ? { delivery } : {}),
    status: r.status,
    ...(r.remark ? { remark: r.remark } : {}),
    ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
    ledgerTransferId: r.ledger_transfer_id,
    createdAt: r.created_at,
    ...(r.decided_at ? { decidedAt: r.decided_at } : {}),
  };
}

async function findRedemption(db: Db, id: string, lock = false): Promise<Redemption | undefined> {
  if (!/^[1-9][0-9]{0,18}$/.test(id)) return undefined;
  const [r] = lock
    ? await db.query<RedemptionRow>(sql`
        SELECT r.id::text AS id, r.brand, r.member_id::text AS member_id, '' AS username, r.item_id, r.item_type,
          r.item_name, r.quantity, r.points::text AS points, r.amount::text AS amount, r.turnover::text AS turnover,
          r.currency, r.delivery, r.status, r.remark, r.decided_by, r.ledger_transfer_id::text AS ledger_transfer_id,
          ${iso('r.created_at')} AS created_at, ${iso('r.decided_at')} AS decided_at
        FROM points_redemptions r WHERE r.id = ${id}::bigint FOR UPDATE`)
    : await db.query<RedemptionRow>(sql`${SELECT} WHERE r.id = ${id}::bigint`);
  if (!r) return undefined;
  if (lock) {
    const [m] = await db.query<{ username: string }>(
      sql`SELECT username FROM members WHERE id = ${r.member_id}::bigint`,
    );
    r.username = m?.username ?? '';
  }
  return redemption(r);
}

/**
 * Redemptions newest first: a member's own (`memberId`) or, for operators, a brand's / every brand's, optionally of one
 * status.
 */
export async function listRedemptions(
  db: Db,
  q: { memberId?: string; brand?: string; status?: string; limit: number; offset: number },
): Promise<{ total: number; rows: Redemption[] }> {
  const conds = [sql`TRUE`];
  if (q.memberId) conds.push(sql`r.member_id = ${q.memberId}::bigint`);
  if (q.brand) conds.push(sql`r.brand = ${q.brand}`);
  if (q.status) conds.push(sql`r.status = ${q.status}`);
  const rows = await db.query<RedemptionRow>(sql`
    ${SELECT} WHERE ${sql.join(conds, sql` AND `)} ORDER BY r.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(redemption) };
}

/** Sum of the member's credited deposits (minor units): what an item's amount requirement is compared with. */
async function creditedDeposits(db: Db, memberId: string): Promise<bigint> {
  const [r] = await db.query<{ s: string }>(sql`
    SELECT COALESCE(sum(amount - fee), 0)::text AS s FROM deposits
    WHERE member_id = ${memberId}::bigint AND status = 'credited'`);
  return BigInt(r!.s);
}

/**
 * Redeems `quantity` units of a catalogue item (spec 7 "redeem": encrypted, withdraw-password checked).
 * @returns the redemption, `in_process`
 * @throws WITHDRAW_PASSWORD_REQUIRED / _NOT_SET / _LOCKED / _INCORRECT (checked first); TIMED_OUT / SELF_EXCLUDED /
 *   SELF_EXCLUDED_PERMANENT (a protected member gets no rewards, D26); POINTS_ITEM_NOT_FOUND;
 *   POINTS_ITEM_UNAVAILABLE (disabled or outside its window); POINTS_DELIVERY_REQUIRED (goods without full delivery
 *   details); POINTS_AMOUNT_REQUIREMENT (credited deposits below the item's requirement; value `{ required }`);
 *   POINTS_OUT_OF_STOCK; POINTS_LIMIT_REACHED (value `{ limit }`); POINTS_INSUFFICIENT (value `{ balance }`);
 *   VALIDATION (quantity)
 */
export async function redeem(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  input: {
    itemId: string;
    quantity?: number;
    withdrawPassword?: string;
    delivery?: Partial<Delivery>;
    idempotencyKey?: string;
  },
): Promise<Redemption> {
  await verifyWithdrawPassword(ctx, member, input.withdrawPassword);
  return redeemVerified(ctx, brand, member.id, input);
}

/** The redemption recorded under the member's idempotency key, if any; refuses a key used for another request. */
async function keyed(
  db: Db,
  memberId: string,
  key: string,
  itemId: string,
  quantity: number,
): Promise<string | null | undefined> {
  const [k] = await db.query<{ item_id: string; quantity: number; redemption_id: string | null }>(sql`
    SELECT item_id, quantity, redemption_id::text AS redemption_id FROM points_redeem_keys
    WHERE member_id = ${memberId}::bigint AND idempotency_key = ${key}`);
  if (!k) return undefined;
  if (k.item_id !== itemId || Number(k.quantity) !== quantity) throw fail('IDEMPOTENCY_CONFLICT');
  return k.redemption_id;
}

/**
 * The redemption itself once the withdraw password is checked ({@link redeem}): the checks of the item, then the
 * reservation of the idempotency key (when given), stock and limit, the points transfer and the record in one
 * transaction. A key already used for the same item and quantity answers that redemption and redeems nothing.
 * @throws the errors of {@link redeem} but the withdraw password ones; IDEMPOTENCY_CONFLICT (the key was used for
 *   another item or quantity)
 */
export async function redeemVerified(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  input: { itemId: string; quantity?: number; delivery?: Partial<Delivery>; idempotencyKey?: string },
): Promise<Redemption> {
  const key = input.idempotencyKey;
  if (key !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(key))
    throw fail('VALIDATION', { field: 'idempotencyKey' });
  if (key) {
    const prior = await keyed(ctx.db, memberId, key, input.itemId, input.quantity ?? 1);
    if (prior) return (await findRedemption(ctx.db, prior))!;
  }
  await assertMayReceiveRewards(ctx.db, brand, memberId, ctx.now());
  const item = pointsSettings(brand).mall.find((i) => i.id === input.itemId);
  if (!item) throw fail('POINTS_ITEM_NOT_FOUND');
  if (!inWindow(item, ctx.now())) throw fail('POINTS_ITEM_UNAVAILABLE');
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.perMemberLimit)
    throw fail('VALIDATION', { field: 'quantity' });
  let delivery: Delivery | null = null;
  if (item.type === 'goods') {
    const d = {
      name: input.delivery?.name?.trim() ?? '',
      phone: input.delivery?.phone?.trim() ?? '',
      address: input.delivery?.address?.trim() ?? '',
    };
    if (!d.name || !d.phone || !d.address) throw fail('POINTS_DELIVERY_REQUIRED', { field: 'delivery' });
    delivery = d;
  }
  const exp = brand.currency.exponent;
  const required = BigInt(item.amountRequirementMinor ?? '0');
  if (required > 0n && (await creditedDeposits(ctx.db, memberId)) < required)
    throw fail(
      'POINTS_AMOUNT_REQUIREMENT',
      { required: formatMinor(required, exp) },
      { required: formatMinor(required, exp) },
    );
  const points = BigInt(item.points) * BigInt(quantity);
  const amount = item.type === 'goods' ? 0n : BigInt(item.amountMinor ?? '0') * BigInt(quantity);
  const turnover = item.type === 'bonus' ? BigInt(item.turnoverMinor ?? '0') * BigInt(quantity) : 0n;

  const id = await ctx.db.tx(async (db) => {
    if (key) {
      const [mine] = await db.query(sql`
        INSERT INTO points_redeem_keys (member_id, idempotency_key, item_id, quantity)
        VALUES (${memberId}::bigint, ${key}, ${item.id}, ${quantity}) ON CONFLICT DO NOTHING RETURNING 1 AS one`);
      // Taken by a twin that has committed meanwhile (the insert waited for it): answer its redemption.
      if (!mine) {
        const prior = await keyed(db, memberId, key, item.id, quantity);
        if (prior) return prior;
        throw fail('IDEMPOTENCY_CONFLICT');
      }
    }
    const stock = await db.query(sql`
      INSERT INTO points_item_counts AS c (brand, item_id, taken)
      SELECT ${brand.id}, ${item.id}, ${quantity} WHERE ${quantity} <= ${item.stock}
      ON CONFLICT (brand, item_id) DO UPDATE SET taken = c.taken + EXCLUDED.taken
        WHERE c.taken + EXCLUDED.taken <= ${item.stock}
      RETURNING taken`);
    if (!stock.length) throw fail('POINTS_OUT_OF_STOCK');
    const mine = await db.query(sql`
      INSERT INTO points_member_item_counts AS c (brand, item_id, member_id, taken)
      SELECT ${brand.id}, ${item.id}, ${memberId}::bigint, ${quantity} WHERE ${quantity} <= ${item.perMemberLimit}
      ON CONFLICT (brand, item_id, member_id) DO UPDATE SET taken = c.taken + EXCLUDED.taken
        WHERE c.taken + EXCLUDED.taken <= ${item.perMemberLimit}
      RETURNING taken`);
    if (!mine.length)
      throw fail('POINTS_LIMIT_REACHED', { limit: item.perMemberLimit }, { limit: item.perMemberLimit });
    const t = await spend(db, brand.id, memberId, points, { itemId: item.id, quantity });
    const [row] = await db.query<{ id: string }>(sql`
      INSERT INTO points_redemptions (brand, member_id, item_id, item_type, item_name, quantity, points, amount,
        turnover, currency, delivery, ledger_transfer_id, created_at)
      VALUES (${brand.id}, ${memberId}::bigint, ${item.id}, ${item.type}, ${JSON.stringify(item.name)}::jsonb,
        ${quantity}, ${points.toString()}::bigint, ${amount.toString()}::bigint, ${turnover.toString()}::bigint,
        ${brand.currency.code}, ${delivery ? JSON.stringify(delivery) : null}::jsonb, ${t}::bigint,
        ${new Date(ctx.now()).toISOString()}::timestamptz)
      RETURNING id::text AS id`);
    if (key)
      await db.query(sql`
        UPDATE points_redeem_keys SET redemption_id = ${row!.id}::bigint
        WHERE member_id = ${memberId}::bigint AND idempotency_key = ${key}`);
    return row!.id;
  });
  return (await findRedemption(ctx.db, id))!;
}

/** Takes `points` from the member's points account (`points.redeem`). @throws POINTS_INSUFFICIENT */
async function spend(
  db: Db,
  brand: string,
  memberId: string,
  points: bigint,
  meta: Record<string, unknown>,
): Promise<string> {
  const account = pointsAccount(brand, memberId);
  try {
    const t = await transfer(db, {
      debit: account,
      credit: redeemed(brand),
      amountMinor: points,
      kind: 'points.redeem',
      idempotencyKey: `points:redeem:${brand}:${randomUUID()}`,
      metadata: { ...meta, category: 'redeem' },
    });
    return t.id;
  } catch (err) {
    if (
      (err as { errorCode?: string }).errorCode === 'INSUFFICIENT_BALANCE' ||
      !(await accountId(db, account, false))
    )
      throw fail('POINTS_INSUFFICIENT', { balance: (await balanceOf(db, account)).toString() });
    throw err;
  }
}

/**
 * Converts `points` to cash in the main wallet at the brand's rate (spec 7 "convert": encrypted, withdraw-password
 * checked): floor(points * 10^exponent / pointsPerUnit) minor units, at once; recorded as an approved redemption of
 * type `convert`.
 * @throws the withdraw password errors; TIMED_OUT / SELF_EXCLUDED / SELF_EXCLUDED_PERMANENT (D26);
 *   POINTS_CONVERT_UNAVAILABLE (the brand converts nothing); POINTS_CONVERT_MIN
 *   (below `convert.minPoints`, value `{ min }`); POINTS_INSUFFICIENT; VALIDATION (points not a positive integer)
 */
export async function convert(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  input: { points: string; withdrawPassword?: string },
): Promise<Redemption> {
  await verifyWithdrawPassword(ctx, member, input.withdrawPassword);
  await assertMayReceiveRewards(ctx.db, brand, member.id, ctx.now());
  const c = pointsSettings(brand).convert;
  if (!c) throw fail('POINTS_CONVERT_UNAVAILABLE');
  if (!/^[1-9][0-9]{0,17}$/.test(input.points)) throw fail('VALIDATION', { field: 'points' });
  const points = BigInt(input.points);
  if (points < BigInt(c.minPoints))
    throw fail('POINTS_CONVERT_MIN', { min: c.minPoints }, { min: c.minPoints });
  const cashMinor = (points * 10n ** BigInt(brand.currency.exponent)) / BigInt(c.pointsPerUnit);
  if (cashMinor <= 0n) throw fail('POINTS_CONVERT_MIN', { min: c.minPoints }, { min: c.minPoints });
  const currency = brand.currency.code;
  const id = await ctx.db.tx(async (db) => {
    const t = await spend(db, brand.id, member.id, points, { convert: true });
    await transfer(db, {
      debit: rewards(brand.id, currency),
      credit: cash(brand.id, currency, member.id),
      amountMinor: cashMinor,
      kind: 'points.cash',
      idempotencyKey: `points:convert:${t}`,
      metadata: { points: points.toString(), pointsTransferId: t },
    });
    const [row] = await db.query<{ id: string }>(sql`
      INSERT INTO points_redemptions (brand, member_id, item_id, item_type, item_name, quantity, points, amount,
        currency, status, ledger_transfer_id, created_at, decided_at, decided_by)
      VALUES (${brand.id}, ${member.id}::bigint, 'convert', 'convert', '{}'::jsonb, 1, ${points.toString()}::bigint,
        ${cashMinor.toString()}::bigint, ${currency}, 'approved', ${t}::bigint,
        ${new Date(ctx.now()).toISOString()}::timestamptz, ${new Date(ctx.now()).toISOString()}::timestamptz,
        'member')
      RETURNING id::text AS id`);
    return row!.id;
  });
  return (await findRedemption(ctx.db, id))!;
}

/**
 * Approves an in-process redemption (operator): a cash item pays into the main wallet (`points.cash`), a bonus item is
 * granted through the bonus path (reference `points-redemption-<id>`: its money locked until its turnover is met, D17),
 * goods are marked shipped. Runs in the caller's transaction (the operator action's).
 * @returns the redemption after, and whether it changed (false: already approved, answered as is)
 * @throws REDEMPTION_NOT_FOUND; REDEMPTION_STATE (already rejected); TIMED_OUT / SELF_EXCLUDED /
 *   SELF_EXCLUDED_PERMANENT (the member is now protected and gets no reward, D26: the operator may reject instead)
 */
export async function approveRedemption(
  ctx: Ctx,
  id: string,
  by: string,
  remark: string | null,
): Promise<{ before: Redemption; after: Redemption; changed: boolean }> {
  const r = await findRedemption(ctx.db, id, true);
  if (!r) throw fail('REDEMPTION_NOT_FOUND');
  if (r.status === 'approved') return { before: r, after: r, changed: false };
  if (r.status !== 'in_process') throw fail('REDEMPTION_STATE');
  const brand = ctx.brands.get(r.brand);
  if (!brand) throw fail('UNKNOWN_BRAND');
  await assertMayReceiveRewards(ctx.db, brand, r.memberId, ctx.now());
  const exp = brand.currency.exponent;
  if (r.itemType === 'cash' && r.amountMinor > 0n)
    await transfer(ctx.db, {
      debit: rewards(r.brand, r.currency),
      credit: cash(r.brand, r.currency, r.memberId),
      amountMinor: r.amountMinor,
      kind: 'points.cash',
      idempotencyKey: `points:redemption:${r.id}:cash`,
      metadata: { redemptionId: r.id, itemId: r.itemId },
    });
  if (r.itemType === 'bonus' && r.amountMinor > 0n)
    await grantBonus(
      ctx,
      {
        brand: r.brand,
        username: r.username,
        name: r.itemName[brand.defaultLanguage] ?? Object.values(r.itemName)[0] ?? r.itemId,
        amount: formatMinor(r.amountMinor, exp),
        turnover: formatMinor(r.turnoverMinor, exp),
        reference: `points-redemption-${r.id}`,
      },
      by,
    );
  await ctx.db.query(sql`
    UPDATE points_redemptions SET status = 'approved', remark = ${remark}, decided_by = ${by},
      decided_at = ${new Date(ctx.now()).toISOString()}::timestamptz
    WHERE id = ${r.id}::bigint`);
  return { before: r, after: (await findRedemption(ctx.db, id))!, changed: true };
}

/**
 * Rejects an in-process redemption with a remark (operator; spec 4 "Rejected" with remark): the points come back to
 * the member (`points.refund`, reversing the redeem transfer) and the stock and per-member units are released. Runs in
 * the caller's transaction.
 * @throws REDEMPTION_NOT_FOUND; REDEMPTION_STATE (already approved); VALIDATION (empty remark)
 */
export async function rejectRedemption(
  ctx: Ctx,
  id: string,
  by: string,
  remark: string,
): Promise<{ before: Redemption; after: Redemption; changed: boolean }> {
  const note = remark.trim();
  if (!note) throw fail('VALIDATION', { field: 'remark' });
  const r = await findRedemption(ctx.db, id, true);
  if (!r) throw fail('REDEMPTION_NOT_FOUND');
  if (r.status === 'rejected') return { before: r, after: r, changed: false };
  if (r.status !== 'in_process') throw fail('REDEMPTION_STATE');
  await transfer(ctx.db, {
    debit: redeemed(r.brand),
    credit: pointsAccount(r.brand, r.memberId),
    amountMinor: r.points,
    kind: 'points.refund',
    idempotencyKey: `points:redemption:${r.id}:refund`,
    metadata: { redemptionId: r.id, itemId: r.itemId, category: 'redeem' },
    reversalOf: r.ledgerTransferId,
  });
  await ctx.db.query(sql`
    UPDATE points_item_counts SET taken = taken - ${r.quantity} WHERE brand = ${r.brand} AND item_id = ${r.itemId}`);
  await ctx.db.query(sql`
    UPDATE points_member_item_counts SET taken = taken - ${r.quantity}
    WHERE brand = ${r.brand} AND item_id = ${r.itemId} AND member_id = ${r.memberId}::bigint`);
  await ctx.db.query(sql`
    UPDATE points_redemptions SET status = 'rejected', remark = ${note}, decided_by = ${by},
      decided_at = ${new Date(ctx.now()).toISOString()}::timestamptz
    WHERE id = ${r.id}::bigint`);
  return { before: r, after: (await findRedemption(ctx.db, id))!, changed: true };
}

/** One points movement (spec 2 `pointsDetails`): signed points, the balance after, its category. */
export interface PointsMovement {
  id: string;
  kind: string;
  category: PointsDetailCategory | 'none';
  points: bigint;
  balanceAfter: bigint;
  createdAt: string;
  metadata: Record<string, unknown>;
}

/** The member's points movements newest first, optionally of one category (spec 3 "points categories"). */
export async function pointsMovements(
  db: Db,
  q: { brand: string; memberId: string; category?: string; limit: number; offset: number },
): Promise<{ total: number; rows: PointsMovement[] }> {
  const account = await accountId(db, pointsAccount(q.brand, q.memberId), false);
  if (!account) return { total: 0, rows: [] };
  const rows = await db.query<{
    id: string;
    kind: string;
    category: string | null;
    amount: string;
    balance_after: string | null;
    created_at: string;
    metadata: Record<string, unknown> | string;
    total: string;
  }>(sql`
    WITH x AS (
      SELECT t.id, t.kind, -t.amount AS amount, t.debit_balance_after AS balance_after, t.created_at, t.metadata
      FROM ledger_transfers t WHERE t.debit_account_id = ${account}::bigint
      UNION ALL
      SELECT t.id, t.kind, t.amount, t.credit_balance_after, t.created_at, t.metadata
      FROM ledger_transfers t WHERE t.credit_account_id = ${account}::bigint
    )
    SELECT x.id::text AS id, x.kind, x.metadata->>'category' AS category, x.amount::text AS amount,
      x.balance_after::text AS balance_after, ${iso('x.created_at')} AS created_at, x.metadata,
      count(*) OVER ()::text AS total
    FROM x ${q.category ? sql`WHERE x.metadata->>'category' = ${q.category}` : sql``}
    ORDER BY x.created_at DESC, x.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      category: (r.category ?? 'none') as PointsMovement['category'],
      points: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after ?? '0'),
      createdAt: r.created_at,
      metadata: json<Record<string, unknown>>(r.metadata) ?? {},
    })),
  };
}

/** Points earned per category so far (credits minus reversals), for the reward call. */
export async function earnedByCategory(
  db: Db,
  brand: string,
  memberId: string,
): Promise<Record<string, bigint>> {
  const rows = await db.query<{ category: string; points: string }>(sql`
    SELECT category, sum(points)::text AS points FROM points_awards
    WHERE brand = ${brand} AND member_id = ${memberId}::bigint GROUP BY category`);
  return Object.fromEntries(rows.map((r) => [r.category, BigInt(r.points)]));
}
