/**
 * Promotion rewards (spec sections 1 "promotions centre", 2 `rewardCenter`, 4 activity statuses, 5 activity
 * applications; docs/decisions.md D17, D26, D32). A promotion of content/promotions.json with a `reward` (schema in
 * packages/config-schema/src/schema/rewards.ts) is taken in one of three ways:
 * - `automatic`: when a deposit is credited (domain/payments `creditDeposit`, same transaction) and it qualifies
 *   (`firstDeposit`: the member's first credited deposit; `reload`: any; at least `minDepositMinor` credited), the bonus
 *   (`percent` of the credited amount, at most `capMinor`) is paid;
 * - `join`: the member opts in first (`joined`); the next qualifying credited deposit pays it;
 * - `apply`: the member sends a comment (<= 140 characters) and up to 3 png/jpg proofs (re-encoded,
 *   domain/payments/proofImage.ts) (`applying`); an operator approves (pays `amountMinor`) or rejects with a remark.
 *
 * Once per member: the `promotion_entries` row (unique per brand, promotion, member) is reserved, or moved from
 * `joined` / `applying` to `issued` by one conditional UPDATE, BEFORE the bonus is paid, in the same transaction; a
 * parallel or repeated call finds it taken and pays nothing. The payout itself is domain/bonus `payBonus` (ledger kind
 * `bonus`, reference `@promo:<promotion>:<member>`, its turnover lock D17). Protected members (D26,
 * domain/protection `isProtected`) take no promotion.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PromotionReward } from '@playdeck/config-schema';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import type { ErrorCode } from '@playdeck/api-client/errors';
import type { Ctx } from '../context.ts';
import { payBonus } from '../bonus/service.ts';
import { storedRank } from '../loyalty/vip.ts';
import { paymentSettings } from '../payments/config.ts';
import { reencodeProof, sniffImage } from '../payments/proofImage.ts';
import { isProtected } from '../protection/service.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';

/** Spec section 5: an activity application's comment, at most 140 characters. */
export const COMMENT_MAX = 140;

/** A promotion that can be taken, with its terms parsed (amounts in minor units of the brand currency). */
export interface RewardPromotion {
  id: string;
  title: Record<string, string>;
  mode: PromotionReward['mode'];
  trigger: 'firstDeposit' | 'reload';
  /** Percentage of the credited deposit as a fraction num/100 (hundredths of a percent: "12.5" -> 1250/10000). */
  percentBp: bigint;
  amountMinor: bigint;
  capMinor: bigint;
  minDepositMinor: bigint;
  turnoverMultiple: bigint;
  gameTypes: string[];
  newMembersOnly: boolean;
  vipLevels: number[] | null;
  onePerPayoutAccount: boolean;
  startsAt: number | null;
  endsAt: number | null;
}

const digits = (s: string | undefined) => (s && /^[0-9]+$/.test(s) ? BigInt(s) : 0n);

/** "12.5" -> 1250 (hundredths of a percent). */
function basisPoints(text: string | undefined): bigint {
  const m = /^([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text ?? '');
  if (!m) return 0n;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

const cache = new WeakMap<Brand, RewardPromotion[]>();

/** The brand's promotions that carry a `reward`, in config order (read once per brand object). */
export function rewardPromotions(brand: Brand): RewardPromotion[] {
  const hit = cache.get(brand);
  if (hit) return hit;
  const out: RewardPromotion[] = [];
  for (const p of brand.content?.promotions.items ?? []) {
    const r = p.reward;
    if (!r) continue;
    out.push({
      id: p.id,
      title: p.title,
      mode: r.mode,
      trigger: r.trigger ?? 'firstDeposit',
      percentBp: basisPoints(r.percent),
      amountMinor: digits(r.amountMinor),
      capMinor: digits(r.capMinor),
      minDepositMinor: digits(r.minDepositMinor),
      turnoverMultiple: BigInt(r.turnoverMultiple ?? 0),
      gameTypes: r.gameTypes ?? [],
      newMembersOnly: r.eligibility?.newMembersOnly ?? false,
      vipLevels: r.eligibility?.vipLevels ?? null,
      onePerPayoutAccount: r.eligibility?.onePerPayoutAccount ?? false,
      startsAt: p.startsAt ? Date.parse(p.startsAt) : null,
      endsAt: p.endsAt ? Date.parse(p.endsAt) : null,
    });
  }
  cache.set(brand, out);
  return out;
}

/** Where a promotion stands in time at `now`. */
export function period(p: RewardPromotion, now: number): 'soon' | 'open' | 'closed' {
  if (p.startsAt !== null && now < p.startsAt) return 'soon';
  if (p.endsAt !== null && now >= p.endsAt) return 'closed';
  return 'open';
}

/** The bonus a credited deposit of `creditedMinor` earns: percent of it, at most the cap (0 under the minimum). */
export function depositBonus(p: RewardPromotion, creditedMinor: bigint): bigint {
  if (creditedMinor < p.minDepositMinor || creditedMinor <= 0n) return 0n;
  const raw = (creditedMinor * p.percentBp) / 10_000n;
  return p.capMinor > 0n && raw > p.capMinor ? p.capMinor : raw;
}

/**
 * Why the member may not take the promotion, or null when they may (protection D26, trial accounts, new members only,
 * VIP levels). Payout-account reuse is checked when paying (`reservePayoutKeys`).
 */
export async function ineligibility(
  db: Db,
  p: RewardPromotion,
  memberId: string,
  now: number,
): Promise<ErrorCode | null> {
  const [m] = await db.query<{ type: number; created: string }>(sql`
    SELECT type, (extract(epoch FROM created_at) * 1000)::bigint::text AS created
    FROM members WHERE id = ${memberId}::bigint`);
  if (!m || m.type === TRIAL_MEMBER_TYPE) return 'TRIAL_FORBIDDEN';
  if (await isProtected(db, memberId, now)) return 'PROMOTION_PROTECTED';
  if (p.newMembersOnly && p.startsAt !== null && Number(m.created) < p.startsAt)
    return 'PROMOTION_NEW_MEMBERS_ONLY';
  if (p.vipLevels && !p.vipLevels.includes(await storedRank(db, memberId))) return 'PROMOTION_VIP_LEVEL';
  return null;
}

/**
 * Reserves the member's bound payout accounts for the promotion (`onePerPayoutAccount`); false when one of them
 * already took it for another member (the reservation is the table's primary key: a parallel payer waits and loses).
 */
async function reservePayoutKeys(
  db: Db,
  brand: string,
  p: RewardPromotion,
  memberId: string,
): Promise<boolean> {
  if (!p.onePerPayoutAccount) return true;
  const accounts = await db.query<{ key: string }>(sql`
    SELECT DISTINCT channel || ':' || lower(regexp_replace(account_no, '\\s', '', 'g')) AS key
    FROM payout_accounts WHERE member_id = ${memberId}::bigint AND removed_at IS NULL`);
  for (const a of accounts) {
    await db.query(sql`
      INSERT INTO promotion_payout_keys (brand, promotion_id, account_key, member_id)
      VALUES (${brand}, ${p.id}, ${a.key}, ${memberId}::bigint) ON CONFLICT DO NOTHING`);
    const [owner] = await db.query<{ member_id: string }>(sql`
      SELECT member_id::text AS member_id FROM promotion_payout_keys
      WHERE brand = ${brand} AND promotion_id = ${p.id} AND account_key = ${a.key}`);
    if (owner?.member_id !== memberId) return false;
  }
  return true;
}

/** Pays an entry already moved to `issued` in this transaction and names the bonus on it. */
async function payEntry(
  db: Db,
  brand: Brand,
  p: RewardPromotion,
  entryId: string,
  memberId: string,
  amountMinor: bigint,
  by: string,
  at: number,
): Promise<string> {
  const { bonus } = await payBonus(db, {
    brand: brand.id,
    memberId,
    currency: brand.currency.code,
    name: p.title[brand.defaultLanguage] ?? Object.values(p.title)[0] ?? p.id,
    amountMinor,
    turnoverMinor: amountMinor * p.turnoverMultiple,
    reference: `@promo:${p.id}:${memberId}`,
    by,
    source: 'promotion',
    at,
  });
  await db.query(
    sql`UPDATE promotion_entries SET bonus_id = ${bonus.id}::bigint WHERE id = ${entryId}::bigint`,
  );
  return bonus.id;
}

/**
 * Pays the automatic and joined promotions a just-credited deposit qualifies for, inside `creditDeposit`'s
 * transaction `db` (the deposit row is locked and already `credited`). Ineligible members and promotions already
 * taken are skipped silently: a deposit is never refused because of a promotion. A member whose payout account
 * already took the promotion gets the entry `rejected` with the remark `payout account already used`.
 * @param deposit the deposit's id, brand, member, amount and fee (minor units)
 * @returns the bonus ids paid
 */
export async function onDepositCredited(
  db: Db,
  brand: Brand,
  deposit: { id: string; member_id: string; amount: string; fee: string },
  now: number,
): Promise<string[]> {
  const paid: string[] = [];
  const promos = rewardPromotions(brand).filter(
    (p) => (p.mode === 'automatic' || p.mode === 'join') && period(p, now) === 'open',
  );
  if (promos.length === 0) return paid;
  const credited = BigInt(deposit.amount) - BigInt(deposit.fee);
  const memberId = deposit.member_id;
  let first: boolean | undefined;
  for (const p of promos) {
    if (p.trigger === 'firstDeposit') {
      if (first === undefined) {
        const [c] = await db.query<{ n: string }>(sql`
          SELECT count(*)::text AS n FROM deposits
          WHERE member_id = ${memberId}::bigint AND status = 'credited' AND id <> ${deposit.id}::bigint`);
        first = c?.n === '0';
      }
      if (!first) continue;
    }
    const amount = depositBonus(p, credited);
    if (amount <= 0n) continue;
    if (await ineligibility(db, p, memberId, now)) continue;
    const at = new Date(now).toISOString();
    // The reservation: an automatic promotion inserts its entry, a join promotion moves its `joined` entry; either
    // returns no row when the promotion was already taken (or never joined), and then nothing is paid.
    const [entry] =
      p.mode === 'automatic'
        ? await db.query<{ id: string }>(sql`
            INSERT INTO promotion_entries (brand, promotion_id, member_id, mode, status, deposit_id, created_at)
            VALUES (${brand.id}, ${p.id}, ${memberId}::bigint, 'automatic', 'issued', ${deposit.id}::bigint,
              ${at}::timestamptz)
            ON CONFLICT (brand, promotion_id, member_id) DO NOTHING
            RETURNING id::text AS id`)
        : await db.query<{ id: string }>(sql`
            UPDATE promotion_entries SET status = 'issued', deposit_id = ${deposit.id}::bigint,
              decided_at = ${at}::timestamptz
            WHERE brand = ${brand.id} AND promotion_id = ${p.id} AND member_id = ${memberId}::bigint
              AND status = 'joined'
            RETURNING id::text AS id`);
    if (!entry) continue;
    if (!(await reservePayoutKeys(db, brand.id, p, memberId))) {
      await db.query(sql`
        UPDATE promotion_entries SET status = 'rejected', remark = 'payout account already used',
          decided_by = 'system', decided_at = ${at}::timestamptz
        WHERE id = ${entry.id}::bigint`);
      continue;
    }
    paid.push(await payEntry(db, brand, p, entry.id, memberId, amount, 'promotion', now));
  }
  return paid;
}

function promotionOf(brand: Brand, id: string): RewardPromotion {
  const p = rewardPromotions(brand).find((x) => x.id === id);
  if (!p) throw fail('PROMOTION_NOT_FOUND');
  return p;
}

async function assertMayTake(ctx: Ctx, p: RewardPromotion, memberId: string, mode: RewardPromotion['mode']) {
  if (p.mode !== mode) throw fail('PROMOTION_WRONG_MODE');
  if (period(p, ctx.now()) !== 'open') throw fail('PROMOTION_NOT_OPEN');
  const why = await ineligibility(ctx.db, p, memberId, ctx.now());
  if (why) throw fail(why);
}

/**
 * The member opts in to a `join` promotion (status `joined`); the next qualifying credited deposit pays it.
 * @throws PROMOTION_NOT_FOUND, PROMOTION_WRONG_MODE, PROMOTION_NOT_OPEN (coming soon or closed), PROMOTION_PROTECTED,
 *   PROMOTION_NEW_MEMBERS_ONLY, PROMOTION_VIP_LEVEL, TRIAL_FORBIDDEN, PROMOTION_TAKEN (joined, applied or paid before)
 */
export async function joinPromotion(ctx: Ctx, brand: Brand, memberId: string, promotionId: string) {
  const p = promotionOf(brand, promotionId);
  await assertMayTake(ctx, p, memberId, 'join');
  const [row] = await ctx.db.query<{ id: string }>(sql`
    INSERT INTO promotion_entries (brand, promotion_id, member_id, mode, status, created_at)
    VALUES (${brand.id}, ${p.id}, ${memberId}::bigint, 'join', 'joined', ${new Date(ctx.now()).toISOString()}::timestamptz)
    ON CONFLICT (brand, promotion_id, member_id) DO NOTHING
    RETURNING id::text AS id`);
  if (!row) throw fail('PROMOTION_TAKEN');
  return (await entryById(ctx.db, row.id))!;
}

/**
 * Stores one proof image for a later application (spec 5: png or jpg, at most the brand's upload size, 5 MB by
 * default), re-encoded (domain/payments/proofImage.ts, which strips metadata and anything after the image).
 * @returns `{ id, mime, size }` (size of the stored bytes)
 * @throws PROOF_NOT_IMAGE (not png/jpg, or the declared type differs), BODY_TOO_LARGE, PROOF_UNREADABLE,
 *   PROOF_TOO_MANY_PIXELS, TRIAL_FORBIDDEN
 */
export async function uploadProof(
  ctx: Ctx,
  brand: Brand,
  member: { id: string; type: number },
  declared: string,
  bytes: Buffer,
) {
  if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  const s = paymentSettings(brand);
  const mime = sniffImage(bytes);
  if (!mime || mime !== declared.split(';')[0]!.trim().toLowerCase()) throw fail('PROOF_NOT_IMAGE');
  if (bytes.length > s.proofMaxBytes) throw fail('BODY_TOO_LARGE');
  const image = await reencodeProof(bytes, mime);
  const [row] = await ctx.db.query<{ id: string }>(sql`
    INSERT INTO promotion_proofs (member_id, mime, bytes, sha256, created_at)
    VALUES (${member.id}::bigint, ${mime}, decode(${image.toString('hex')}, 'hex'),
      ${createHash('sha256').update(image).digest('hex')}, ${new Date(ctx.now()).toISOString()}::timestamptz)
    RETURNING id::text AS id`);
  return { id: row!.id, mime, size: image.length };
}

/**
 * The member applies to an `apply` promotion: comment (trimmed, at most 140 characters, spec 5) and 1 to 3 proof
 * ids uploaded before by `uploadProof` and not used by another application. Status `applying` until an operator
 * decides.
 * @throws as joinPromotion, plus PROMOTION_COMMENT_TOO_LONG, PROMOTION_PROOF_INVALID (none, more than the brand's
 *   maximum, unknown, another member's or already used)
 */
export async function applyPromotion(
  ctx: Ctx,
  brand: Brand,
  memberId: string,
  promotionId: string,
  input: { comment: string; proofIds: string[] },
) {
  const p = promotionOf(brand, promotionId);
  const comment = input.comment.trim();
  if ([...comment].length > COMMENT_MAX)
    throw fail('PROMOTION_COMMENT_TOO_LONG', undefined, { max: COMMENT_MAX });
  const ids = [...new Set(input.proofIds)];
  if (
    ids.length === 0 ||
    ids.length > paymentSettings(brand).proofMaxImages ||
    ids.some((i) => !/^[1-9][0-9]{0,18}$/.test(i))
  )
    throw fail('PROMOTION_PROOF_INVALID');
  await assertMayTake(ctx, p, memberId, 'apply');
  const id = await ctx.db.tx(async (db) => {
    const [row] = await db.query<{ id: string }>(sql`
      INSERT INTO promotion_entries (brand, promotion_id, member_id, mode, status, comment, created_at)
      VALUES (${brand.id}, ${p.id}, ${memberId}::bigint, 'apply', 'applying', ${comment || null},
        ${new Date(ctx.now()).toISOString()}::timestamptz)
      ON CONFLICT (brand, promotion_id, member_id) DO NOTHING
      RETURNING id::text AS id`);
    if (!row) throw fail('PROMOTION_TAKEN');
    const attached = await db.query<{ id: string }>(sql`
      UPDATE promotion_proofs SET entry_id = ${row.id}::bigint
      WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}::bigint`),
        sql`, `,
      )})
        AND member_id = ${memberId}::bigint AND entry_id IS NULL
      RETURNING id::text AS id`);
    if (attached.length !== ids.length) throw fail('PROMOTION_PROOF_INVALID');
    return row.id;
  });
  return (await entryById(ctx.db, id))!;
}

/** A promotion entry as stored, amounts in minor units. */
export interface PromotionEntry {
  id: string;
  brand: string;
  promotionId: string;
  memberId: string;
  username: string;
  mode: RewardPromotion['mode'];
  status: 'joined' | 'applying' | 'rejected' | 'issued';
  comment: string | null;
  remark: string | null;
  proofIds: string[];
  bonusId: string | null;
  amountMinor: bigint | null;
  turnoverMinor: bigint | null;
  decidedBy: string | null;
  createdAt: string;
  decidedAt: string | null;
}

interface EntryRow {
  id: string;
  brand: string;
  promotion_id: string;
  member_id: string;
  username: string;
  mode: RewardPromotion['mode'];
  status: PromotionEntry['status'];
  comment: string | null;
  remark: string | null;
  proof_ids: string | null;
  bonus_id: string | null;
  amount: string | null;
  turnover: string | null;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
  total: string;
}

const iso = (col: ReturnType<typeof sql>) =>
  sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ENTRY_SELECT = sql`
  SELECT e.id::text AS id, e.brand, e.promotion_id, e.member_id::text AS member_id, m.username, e.mode, e.status,
    e.comment, e.remark, e.bonus_id::text AS bonus_id, b.amount::text AS amount,
    b.turnover_required::text AS turnover, e.decided_by,
    (SELECT string_agg(pp.id::text, ',' ORDER BY pp.id) FROM promotion_proofs pp WHERE pp.entry_id = e.id) AS proof_ids,
    ${iso(sql`e.created_at`)} AS created_at, ${iso(sql`e.decided_at`)} AS decided_at,
    count(*) OVER ()::text AS total
  FROM promotion_entries e JOIN members m ON m.id = e.member_id LEFT JOIN bonuses b ON b.id = e.bonus_id`;

function entry(r: EntryRow): PromotionEntry {
  return {
    id: r.id,
    brand: r.brand,
    promotionId: r.promotion_id,
    memberId: r.member_id,
    username: r.username,
    mode: r.mode,
    status: r.status,
    comment: r.comment,
    remark: r.remark,
    proofIds: r.proof_ids ? r.proof_ids.split(',') : [],
    bonusId: r.bonus_id,
    amountMinor: r.amount === null ? null : BigInt(r.amount),
    turnoverMinor: r.turnover === null ? null : BigInt(r.turnover),
    decidedBy: r.decided_by,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  };
}

async function entryById(db: Db, id: string): Promise<PromotionEntry | undefined> {
  const [r] = await db.query<EntryRow>(sql`${ENTRY_SELECT} WHERE e.id = ${id}::bigint`);
  return r && entry(r);
}

/** A member's entries (all promotions), newest first. */
export async function memberEntries(db: Db, memberId: string): Promise<PromotionEntry[]> {
  const rows = await db.query<EntryRow>(
    sql`${ENTRY_SELECT} WHERE e.member_id = ${memberId}::bigint ORDER BY e.created_at DESC, e.id DESC`,
  );
  return rows.map(entry);
}

/** One page of entries for operators, newest first, optionally of one brand and status. */
export async function listEntries(
  db: Db,
  q: { brand?: string; status?: string; limit: number; offset: number },
): Promise<{ total: number; rows: PromotionEntry[] }> {
  const conds = [sql`true`];
  if (q.brand) conds.push(sql`e.brand = ${q.brand}`);
  if (q.status) conds.push(sql`e.status = ${q.status}`);
  const rows = await db.query<EntryRow>(sql`${ENTRY_SELECT} WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY e.created_at DESC, e.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(entry) };
}

/** A proof image of an entry (operators), or undefined. */
export async function proofImage(db: Db, entryId: string, proofId: string) {
  if (!/^[1-9][0-9]{0,18}$/.test(entryId) || !/^[1-9][0-9]{0,18}$/.test(proofId)) return undefined;
  const [r] = await db.query<{ mime: string; hex: string }>(sql`
    SELECT mime, encode(bytes, 'hex') AS hex FROM promotion_proofs
    WHERE id = ${proofId}::bigint AND entry_id = ${entryId}::bigint`);
  return r && { mime: r.mime, bytes: Buffer.from(r.hex, 'hex') };
}

/**
 * An operator decides an application: approve pays the promotion's `amountMinor` (turnover = amount x
 * `turnoverMultiple`) once, reject records the remark. The entry moves from `applying` by one conditional UPDATE in
 * the paying transaction, so parallel or repeated decisions pay at most once: a repeat of the same decision answers
 * the entry unchanged (`changed: false`), the other decision is refused. A member protected since applying (D26) is
 * not paid: approval is refused.
 * @throws PROMOTION_ENTRY_NOT_FOUND, PROMOTION_ENTRY_DECIDED, PROMOTION_NOT_FOUND (the promotion left the config),
 *   PROMOTION_PROTECTED, VALIDATION (reject without a remark)
 */
export async function decideEntry(
  ctx: Ctx,
  entryId: string,
  decision: 'approve' | 'reject',
  by: string,
  remark: string | null,
): Promise<{ before: PromotionEntry; after: PromotionEntry; changed: boolean }> {
  if (!/^[1-9][0-9]{0,18}$/.test(entryId)) throw fail('PROMOTION_ENTRY_NOT_FOUND');
  const text = remark?.trim() || null;
  if (decision === 'reject' && !text) throw fail('VALIDATION', { field: 'remark' });
  const before = await entryById(ctx.db, entryId);
  if (!before || before.mode !== 'apply') throw fail('PROMOTION_ENTRY_NOT_FOUND');
  const target = decision === 'approve' ? 'issued' : 'rejected';
  const brand = ctx.brands.get(before.brand);
  if (!brand) throw fail('PROMOTION_NOT_FOUND');
  const p = promotionOf(brand, before.promotionId);
  const changed = await ctx.db.tx(async (db) => {
    if (decision === 'approve' && (await isProtected(db, before.memberId, ctx.now())))
      throw fail('PROMOTION_PROTECTED');
    const at = new Date(ctx.now()).toISOString();
    const [row] = await db.query<{ id: string }>(sql`
      UPDATE promotion_entries SET status = ${target}, remark = ${text}, decided_by = ${by},
        decided_at = ${at}::timestamptz
      WHERE id = ${entryId}::bigint AND status = 'applying'
      RETURNING id::text AS id`);
    if (!row) {
      const [now] = await db.query<{ status: string }>(
        sql`SELECT status FROM promotion_entries WHERE id = ${entryId}::bigint`,
      );
      if (now?.status === target) return false;
      throw fail('PROMOTION_ENTRY_DECIDED');
    }
    if (decision === 'approve') {
      if (p.amountMinor <= 0n) throw fail('PROMOTION_NOT_FOUND');
      await payEntry(db, brand, p, row.id, before.memberId, p.amountMinor, by, ctx.now());
    }
    return true;
  });
  return { before, after: (await entryById(ctx.db, entryId))!, changed };
}
