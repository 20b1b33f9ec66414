/**
 * Betting records, profit and loss and the winner board (docs/architecture.md "Records"), read from the rounds the seamless
 * wallet protocol records (vendor_rounds, through the view record_rounds of migration 0800_records.sql). Amounts are
 * bigint minor units read as text and formatted as decimal strings; never floats.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@playdeck/domain/games';
import type { Db } from '../../infra/db/client.ts';
import { formatMinor } from '../money.ts';
import { maskUsername } from '../text.ts';

/** Filters shared by the betting record and the profit report. `from` inclusive, `to` exclusive (round start). */
export interface RoundFilter {
  memberId: string;
  gameType?: GameType;
  vendor?: string;
  from?: Date;
  to?: Date;
}

interface RawRound {
  vendor: string;
  round_id: string;
  game_type: GameType | null;
  game_code: string | null;
  game_names: Record<string, string> | string | null;
  status: 'open' | 'settled' | 'cancelled';
  bet_total: string;
  win_total: string;
  currency: string;
  created_at: string | Date;
  closed_at: string | Date | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** The name of a game in `lang`, else English, else any; null without names. */
function gameName(names: RawRound['game_names'], lang: string): string | null {
  if (!names) return null;
  const n = typeof names === 'string' ? (JSON.parse(names) as Record<string, string>) : names;
  return n[lang] ?? n.en ?? Object.values(n)[0] ?? null;
}

function where(f: RoundFilter): SQL {
  const parts: SQL[] = [sql`member_id = ${f.memberId}::bigint`];
  if (f.gameType) parts.push(sql`game_type = ${f.gameType}`);
  if (f.vendor) parts.push(sql`vendor = ${f.vendor}`);
  if (f.from) parts.push(sql`created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`created_at < ${f.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

/**
 * One page of the member's rounds, newest first (betting record, member center personalHistoryCopy). Money as
 * decimal strings with `exponent` decimals; profit = win - stake (0 for a cancelled round: its stakes came back);
 * `verifyUrl` where the vendor lets a player recompute the round (provably fair games).
 * @returns `{ total, rows }` (rows shaped as @playdeck/api-client/records BettingRecordRow)
 */
export async function bettingRecord(
  db: Db,
  f: RoundFilter & {
    pageNo: number;
    pageSize: number;
    lang: string;
    exponent: number;
    /** The round's verify page, or null (vendor config `verify`: domain/vendor-wallet/config.ts roundVerifyUrl). */
    verifyUrl: (vendor: string, gameCode: string | null, roundId: string) => string | null;
  },
) {
  const w = where(f);
  const [count] = await db.query<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM record_rounds WHERE ${w}`,
  );
  const rows = await db.query<RawRound>(sql`
    SELECT vendor, round_id, game_type, game_code, game_names, status, bet_total::text AS bet_total,
      win_total::text AS win_total, currency, created_at, closed_at
    FROM record_rounds WHERE ${w}
    ORDER BY created_at DESC, vendor, round_id
    LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`);
  return {
    total: Number(count!.n),
    rows: rows.map((r) => {
      const stake = BigInt(r.bet_total);
      const win = BigInt(r.win_total);
      return {
        roundId: r.round_id,
        vendor: r.vendor,
        gameType: r.game_type,
        gameCode: r.game_code,
        gameName: gameName(r.game_names, f.lang),
        status: r.status,
        stake: formatMinor(stake, f.exponent),
        win: formatMinor(win, f.exponent),
        profit: formatMinor(r.status === 'cancelled' ? 0n : win - stake, f.exponent),
        currency: r.currency,
        createdAt: iso(r.created_at),
        closedAt: r.closed_at === null ? null : iso(r.closed_at),
        verifyUrl: f.verifyUrl(r.vendor, r.game_code, r.round_id),
      };
    }),
  };
}

interface RawTotals {
  rounds: string;
  stake: string;
  win: string;
}

const totals = (r: RawTotals | undefined, exponent: number) => {
  const stake = BigInt(r?.stake ?? '0');
  const win = BigInt(r?.win ?? '0');
  return {
    rounds: Number(r?.rounds ?? '0'),
    stake: formatMinor(stake, exponent),
    win: formatMinor(win, exponent),
    profit: formatMinor(win - stake, exponent),
  };
};

/**
 * Profit and loss of the member's settled rounds started in [from, to) (member center personalProfit): the total,
 * per calendar day of `timeZone` (newest first) and per game type (biggest stake first). Open and cancelled rounds
 * are left out (no result yet / stakes refunded).
 */
export async function personalProfit(
  db: Db,
  f: RoundFilter & { from: Date; to: Date; timeZone: string; exponent: number },
) {
  const w = sql`${where(f)} AND status = 'settled'`;
  const sums = sql`count(*)::text AS rounds, COALESCE(sum(bet_total), 0)::text AS stake,
    COALESCE(sum(win_total), 0)::text AS win`;
  const [all] = await db.query<RawTotals>(sql`SELECT ${sums} FROM record_rounds WHERE ${w}`);
  const days = await db.query<RawTotals & { day: string }>(sql`
    SELECT to_char(created_at AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD') AS day, ${sums}
    FROM record_rounds WHERE ${w} GROUP BY 1 ORDER BY 1 DESC`);
  const types = await db.query<RawTotals & { game_type: GameType | null }>(sql`
    SELECT game_type, ${sums} FROM record_rounds WHERE ${w}
    GROUP BY game_type ORDER BY sum(record_rounds.bet_total) DESC, game_type NULLS LAST`);
  return {
    total: totals(all, f.exponent),
    days: days.map((d) => ({ day: d.day, ...totals(d, f.exponent) })),
    gameTypes: types.map((t) => ({ gameType: t.game_type, ...totals(t, f.exponent) })),
  };
}

/** Minor units as a decimal string with exactly 2 decimals (winner board amounts, spec 9), whatever the exponent. */
export function twoDecimals(minor: bigint, exponent: number): string {
  const s = formatMinor(minor, exponent);
  const [int, frac = ''] = s.split('.');
  return `${int}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** How far back the winner board looks, ms. */
export const RANK_WINDOW_MS = 7 * 86_400_000;

/**
 * The winner board (GCSGAME_getRankList): the brand's biggest wins of settled rounds closed in the last 7 days
 * (`now` - RANK_WINDOW_MS), in the brand currency (trial play is not money, docs/decisions.md D10), optionally of one game
 * type; ties go to the earlier win. Usernames masked, amounts with 2 decimals.
 */
export async function rankList(
  db: Db,
  o: {
    brand: string;
    currency: string;
    exponent: number;
    gameType?: GameType;
    lang: string;
    limit: number;
    now: number;
  },
) {
  const since = new Date(o.now - RANK_WINDOW_MS).toISOString();
  const rows = await db.query<RawRound & { username: string }>(sql`
    SELECT vendor, round_id, username, game_type, game_code, game_names, status, bet_total::text AS bet_total,
      win_total::text AS win_total, currency, created_at, closed_at
    FROM record_rounds
    WHERE brand = ${o.brand} AND currency = ${o.currency} AND status = 'settled' AND win_total > 0
      AND closed_at >= ${since}::timestamptz
      ${o.gameType ? sql`AND game_type = ${o.gameType}` : sql``}
    -- Qualified: the bare name would be the text alias of the select list (text order: '5.00' > '40.00').
    ORDER BY record_rounds.win_total DESC, closed_at, vendor, round_id
    LIMIT ${o.limit}`);
  return rows.map((r, i) => ({
    rank: i + 1,
    username: maskUsername(r.username),
    gameType: r.game_type,
    vendor: r.vendor,
    gameName: gameName(r.game_names, o.lang),
    amount: twoDecimals(BigInt(r.win_total), o.exponent),
    currency: r.currency,
    time: iso(r.closed_at!),
  }));
}
