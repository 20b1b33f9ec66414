/**
 * Points accrual (docs/decisions.md D11, D24; spec sections 3 "points categories", 9 "points never expire").
 *
 * The wallet path only queues: a trigger of migration 1000_points.sql writes one `points_queue` row in the transaction
 * that settles a vendor round, changes a settled round (a rollback reopening or cancelling it, a stake taken back) or
 * credits a deposit. This job, run on the scheduler leader (src/infra/leader.ts), reads the queue and for each source
 * (a round, a deposit), in its own transaction:
 * 1. locks the source's `points_awards` row (created on first sight): the points it has earned so far;
 * 2. computes what it earns now: a settled round's live stakes (`bet_total`) at the rate of its game type's category,
 *    a credited deposit's credited amount at the deposit rate, times the member's points multiplier (VIP; 1 by
 *    default), rounded down to whole points; a round that is not settled (reopened, cancelled) or a deposit that is not
 *    credited earns 0;
 * 3. moves the difference through the ledger (house `points-issued` <-> the member's points account, kinds
 *    `points.accrual` / `points.reversal`, idempotency key per source and change) and records the new total;
 * 4. deletes the source's queue rows it has read.
 * A timed-out or self-excluded member (protection `isProtected` at the job's clock; D26) earns nothing new: the
 * source's total is held where it was (a reversal still takes back), so points missed during the block are never paid.
 * A repeated or late queue row finds the total already right and moves nothing (idempotent per round). A reversal
 * never takes the points balance below zero: what the member already spent stays as the row's `shortfall` and is
 * taken back with the source's next change. Points never expire: nothing here or elsewhere takes them back by age.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Db } from '../../infra/db/client.ts';
import { POINTS_CURRENCY, balanceOf, transfer, type AccountRef } from '../ledger/index.ts';
import { isProtected } from '../protection/service.ts';
import { pointsFor, pointsMultiplier, pointsSettings } from './settings.ts';

/** The member's points account. */
export const pointsAccount = (brand: string, memberId: string): AccountRef => ({
  kind: 'points',
  brand,
  currency: POINTS_CURRENCY,
  memberId,
});
/** The brand's house account points are issued from (below zero by the points in circulation). */
export const pointsIssued = (brand: string): AccountRef => ({
  kind: 'house',
  brand,
  currency: POINTS_CURRENCY,
  name: 'points-issued',
});

type Source = 'round' | 'deposit';

interface Target {
  brand: string;
  memberId: string;
  category: string;
  points: bigint;
  meta: Record<string, unknown>;
}

/** What a vendor round earns now (`ref` = vendor \x01 round id); undefined when the round is unknown. */
async function roundTarget(ctx: Ctx, db: Db, ref: string): Promise<Target | undefined> {
  const [vendor, roundId] = ref.split('\u0001') as [string, string];
  const [r] = await db.query<{
    member_id: string;
    brand: string;
    status: string;
    bet_total: string;
    game_type: string | null;
    currency: string;
  }>(sql`
    SELECT member_id::text AS member_id, brand, status, bet_total::text AS bet_total, game_type, currency
    FROM record_rounds WHERE vendor = ${vendor} AND round_id = ${roundId}`);
  if (!r) return undefined;
  const brand = ctx.brands.get(r.brand);
  const s = brand && pointsSettings(brand);
  const category = (r.game_type && s?.categories[r.game_type]) || '';
  let points = 0n;
  if (brand && s && category && r.status === 'settled' && r.currency === brand.currency.code) {
    const rate = s.rates[category as keyof typeof s.rates];
    points = pointsFor(
      BigInt(r.bet_total),
      rate,
      brand.currency.exponent,
      await pointsMultiplier(db, brand, r.member_id),
    );
  }
  return {
    brand: r.brand,
    memberId: r.member_id,
    category: category || 'none',
    points,
    meta: { vendor, roundId, gameType: r.game_type, turnover: r.bet_total },
  };
}

/** What a deposit earns now (its credited amount, amount - fee); undefined when unknown. */
async function depositTarget(ctx: Ctx, db: Db, ref: string): Promise<Target | undefined> {
  if (!/^[1-9][0-9]{0,18}$/.test(ref)) return undefined;
  const [d] = await db.query<{
    member_id: string;
    brand: string;
    status: string;
    credited: string;
    currency: string;
  }>(
    sql`SELECT member_id::text AS member_id, brand, status, (amount - fee)::text AS credited, currency
      FROM deposits WHERE id = ${ref}::bigint`,
  );
  if (!d) return undefined;
  const brand = ctx.brands.get(d.brand);
  let points = 0n;
  if (brand && d.status === 'credited' && d.currency === brand.currency.code)
    points = pointsFor(
      BigInt(d.credited),
      pointsSettings(brand).rates.deposit,
      brand.currency.exponent,
      await pointsMultiplier(db, brand, d.member_id),
    );
  return {
    brand: d.brand,
    memberId: d.member_id,
    category: 'deposit',
    points,
    meta: { depositId: ref, amount: d.credited },
  };
}

/** An idempotency key of at most 200 characters for change `version` of a source. */
function keyOf(source: Source, ref: string, version: number): string {
  const readable = `points:${source}:${ref.replace('\u0001', ':')}:${version}`;
  if (readable.length <= 200) return readable;
  return `points:${source}:h${createHash('sha256').update(ref).digest('hex')}:${version}`;
}

/**
 * Brings one source's points to what it earns now (steps 1-3 of the module comment), in the caller's transaction.
 * @returns the points moved (positive: credited, negative: taken back)
 */
export async function settleSource(ctx: Ctx, db: Db, source: Source, ref: string): Promise<bigint> {
  const target = source === 'round' ? await roundTarget(ctx, db, ref) : await depositTarget(ctx, db, ref);
  if (!target) return 0n;
  await db.query(sql`
    INSERT INTO points_awards (source, ref, brand, member_id, category)
    VALUES (${source}, ${ref}, ${target.brand}, ${target.memberId}::bigint, ${target.category})
    ON CONFLICT (source, ref) DO NOTHING`);
  const [row] = await db.query<{ points: string; version: number }>(sql`
    SELECT points::text AS points, version FROM points_awards WHERE source = ${source} AND ref = ${ref} FOR UPDATE`);
  const had = BigInt(row!.points);
  const version = Number(row!.version) + 1;
  if (target.points > had && (await isProtected(db, target.memberId, ctx.now()))) target.points = had;
  let moved = target.points - had;
  const account = pointsAccount(target.brand, target.memberId);
  const meta = { ...target.meta, category: target.category, source };
  if (moved > 0n) {
    await transfer(db, {
      debit: pointsIssued(target.brand),
      credit: account,
      amountMinor: moved,
      kind: 'points.accrual',
      idempotencyKey: keyOf(source, ref, version),
      metadata: meta,
    });
  } else if (moved < 0n) {
    const take = -moved < (await balanceOf(db, account)) ? -moved : await balanceOf(db, account);
    if (take > 0n)
      await transfer(db, {
        debit: account,
        credit: pointsIssued(target.brand),
        amountMinor: take,
        kind: 'points.reversal',
        idempotencyKey: keyOf(source, ref, version),
        metadata: meta,
      });
    moved = -take;
  }
  const now = had + moved;
  await db.query(sql`
    UPDATE points_awards SET points = ${now.toString()}::bigint,
      shortfall = GREATEST(0, ${now.toString()}::bigint - ${target.points.toString()}::bigint),
      category = ${target.category}, version = ${version}, updated_at = now()
    WHERE source = ${source} AND ref = ${ref}`);
  return moved;
}

/**
 * Works the points queue off: every queued source, each in its own transaction (a failing source is logged and stays
 * queued for the next run; the others go on). `batch` rows are read at a time until the queue is empty.
 * @returns the number of sources brought up to date
 */
export async function runPointsQueue(ctx: Ctx, batch = 500): Promise<number> {
  let done = 0;
  let after = '0';
  for (;;) {
    const rows = await ctx.db.query<{ id: string; source: Source; ref: string }>(sql`
      SELECT id::text AS id, source, ref FROM points_queue WHERE id > ${after}::bigint ORDER BY id LIMIT ${batch}`);
    if (!rows.length) return done;
    after = rows[rows.length - 1]!.id;
    const sources = new Map<string, { source: Source; ref: string; upTo: string }>();
    for (const r of rows)
      sources.set(`${r.source}\u0002${r.ref}`, { source: r.source, ref: r.ref, upTo: r.id });
    for (const s of sources.values()) {
      try {
        await ctx.db.tx(async (db) => {
          await settleSource(ctx, db, s.source, s.ref);
          await db.query(sql`
            DELETE FROM points_queue WHERE source = ${s.source} AND ref = ${s.ref} AND id <= ${s.upTo}::bigint`);
        });
        done++;
      } catch (err) {
        ctx.log.error({ err, source: s.source, ref: s.ref }, 'points accrual failed; left queued');
      }
    }
  }
}
