/**
 * "Lucky Lines", a 5x3 video slot with 20 paylines, a wild and a scatter (docs/architecture.md "Games server"). Rules:
 * - Five reels, each a fixed circular strip (`REEL_STRIPS`, top to bottom). A spin reads `int(strip length)` for
 *   reels 1..5 in that order from the round's fair stream (fair.ts): the stop is the strip index shown in the top row;
 *   the middle and bottom rows show the next two symbols (wrapping round the strip).
 * - The stake is the total bet, a multiple of 20 minor units; each of the 20 `PAYLINES` carries stake / 20.
 * - Line wins: symbols matching from the leftmost reel, left to right, at least 3. W (wild) stands for any symbol but
 *   S; a line of wilds followed by a symbol pays as that symbol; a line that starts with wilds is also worth the wild
 *   pay for its leading wilds, and the line pays the larger of the two (never both). S on a line breaks it. Pays
 *   (`PAYTABLE`) are multiples of the line bet. Every line pays its own win.
 * - Scatter: S anywhere in the 15 visible cells; 3, 4 or 5 of them pay 4x, 20x, 100x the total bet, on top of the
 *   line wins. (At most one S is visible per reel: the strips keep them at least 3 apart.) No free spins.
 * - Pay = stake * (sum of line pays + 20 * scatter pay) / 20, exact in minor units.
 * - RTP: `slotTheoreticalRtp()` computes it exactly from the strips and paytable: every payline shows on reel i a
 *   symbol uniformly drawn from strip i, independently per reel, so each line's expected pay is the same sum over
 *   the symbol combinations weighted by the strip counts; the scatter distribution comes from enumerating every stop
 *   of each reel and convolving. Value in SLOT_RTP_PERCENT (documented; a test checks the two agree).
 */
import { GameInputError, type FairStream } from './fair.ts';

/** Symbol ids: 0 wild, 1 scatter, 2.. regular symbols from the highest pay to the lowest. */
export const SYMBOLS = ['W', 'S', '7', 'B', 'L', 'M', 'P', 'O', 'N', 'C'] as const;
/** Names of the symbols, same order as SYMBOLS. */
export const SYMBOL_NAMES = [
  'Wild',
  'Scatter',
  'Seven',
  'Bar',
  'Bell',
  'Melon',
  'Plum',
  'Orange',
  'Lemon',
  'Cherry',
] as const;
const K = SYMBOLS.length;
const WILD = 0;
const SCATTER = 1;

/** Reel strips, one letter per symbol (SYMBOLS), top to bottom, circular. */
export const REEL_STRIP_TEXT = [
  'WCNOPBCNMWOCPN7LOWCMNPCOSWNCOPML',
  'COSPMWLCNOPWCNMOBCPWNOLCM7PNOWCN',
  'C7WNCOPMCSNLOWPCNMOWCPNOBCLMWPNO',
  'CLMPNOBCWNOCPM7WCNOLPSCNOWMCPNOW',
  'CWONCMPLONWCONPBCWMCON7PLWCONMSP',
] as const;

/** The strips as symbol ids. */
export const REEL_STRIPS: readonly Uint8Array[] = REEL_STRIP_TEXT.map((t) =>
  Uint8Array.from([...t].map((c) => SYMBOLS.indexOf(c as (typeof SYMBOLS)[number]))),
);

/** Line pays in multiples of the line bet, per symbol id, for 0..5 of a kind (index = count). */
export const PAYTABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 20, 100, 500], // W
  [0, 0, 0, 0, 0, 0], // S (pays as scatter only)
  [0, 0, 0, 25, 100, 500], // 7
  [0, 0, 0, 15, 50, 200], // B
  [0, 0, 0, 10, 30, 120], // L bell
  [0, 0, 0, 8, 20, 80], // M
  [0, 0, 0, 5, 15, 50], // P
  [0, 0, 0, 4, 10, 35], // O
  [0, 0, 0, 3, 8, 25], // N lemon
  [0, 0, 0, 2, 4, 15], // C
];

/** Scatter pays in multiples of the total bet, by number of visible scatters (index = count). */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 4, 20, 100];

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) on reels 1..5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
export const LINES = PAYLINES.length;

/**
 * The documented theoretical RTP: 32,417,268 / 33,554,432 (= 32^5 stop combinations) of the total bet, 96.6110 %
 * (lines 93.1316 %, scatter 3.4794 %), as `slotTheoreticalRtp()` derives it from the strips and paytable.
 */
export const SLOT_RTP = { numerator: 32_417_268n, denominator: 33_554_432n, percent: 96.611 } as const;

/**
 * Pay of one line (multiples of the line bet) for its five symbols, by the rules in the file header.
 */
export function lineWin(s: ArrayLike<number>): number {
  let wilds = 0;
  while (wilds < 5 && s[wilds] === WILD) wilds++;
  const wildPay = PAYTABLE[WILD]![wilds]!;
  if (wilds === 5) return wildPay;
  const target = s[wilds]!;
  if (target === SCATTER) return wildPay;
  let n = wilds + 1;
  while (n < 5 && (s[n] === target || s[n] === WILD)) n++;
  return Math.max(wildPay, PAYTABLE[target]![n]!);
}

/** lineWin for every combination, indexed by s0*K^4 + s1*K^3 + ... + s4. */
const LINE_TABLE = (() => {
  const t = new Int32Array(K ** 5);
  const s = [0, 0, 0, 0, 0];
  for (let i = 0; i < t.length; i++) {
    let x = i;
    for (let r = 4; r >= 0; r--) {
      s[r] = x % K;
      x = Math.floor(x / K);
    }
    t[i] = lineWin(s);
  }
  return t;
})();

/**
 * Per reel and row, the symbol at each stop pre-multiplied by its place value in LINE_TABLE's index: the spin loop
 * then sums five numbers per line, with no allocation.
 */
const PLACE = REEL_STRIPS.map((strip, reel) =>
  [0, 1, 2].map((row) => {
    const a = new Int32Array(strip.length);
    for (let stop = 0; stop < strip.length; stop++)
      a[stop] = strip[(stop + row) % strip.length]! * K ** (4 - reel);
    return a;
  }),
);
/** Per reel, the number of scatters visible at each stop. */
const SCATTERS_AT = REEL_STRIPS.map((strip) => {
  const a = new Uint8Array(strip.length);
  for (let stop = 0; stop < strip.length; stop++)
    for (let row = 0; row < 3; row++) if (strip[(stop + row) % strip.length] === SCATTER) a[stop]!++;
  return a;
});
const LEN = REEL_STRIPS.map((s) => s.length);
const LINE_PLACES = PAYLINES.map((line) => line.map((row, reel) => PLACE[reel]![row]!));

/** Total pay of a spin in multiples of the LINE bet (line pays + LINES * scatter pay), for stops s0..s4. */
export function spinUnits(s0: number, s1: number, s2: number, s3: number, s4: number): number {
  let units = 0;
  for (let l = 0; l < LINES; l++) {
    const p = LINE_PLACES[l]!;
    units += LINE_TABLE[p[0]![s0]! + p[1]![s1]! + p[2]![s2]! + p[3]![s3]! + p[4]![s4]!]!;
  }
  const sc =
    SCATTERS_AT[0]![s0]! +
    SCATTERS_AT[1]![s1]! +
    SCATTERS_AT[2]![s2]! +
    SCATTERS_AT[3]![s3]! +
    SCATTERS_AT[4]![s4]!;
  return units + LINES * SCATTER_PAYS[Math.min(sc, 5)]!;
}

/** Reads the five stops from the stream and returns the spin's pay in line-bet units (the simulation's fast path). */
export function spinUnitsFrom(stream: FairStream): number {
  return spinUnits(
    stream.int(LEN[0]!),
    stream.int(LEN[1]!),
    stream.int(LEN[2]!),
    stream.int(LEN[3]!),
    stream.int(LEN[4]!),
  );
}

export interface SlotOutcome {
  /** Strip index in the top row, reels 1..5. */
  stops: number[];
  /** Visible symbols, rows top to bottom, each a string of 5 SYMBOLS letters. */
  grid: string[];
  /** Winning lines: payline index (0-based), symbol letter, count, pay in line bets. */
  lines: { line: number; symbol: string; count: number; pay: number }[];
  scatters: number;
  /** Scatter pay in total bets. */
  scatterPay: number;
  /** Total pay in line-bet units (line pays + 20 * scatter pay). */
  units: number;
}

/** Checks a slot stake: positive, a multiple of LINES minor units. @throws GameInputError BAD_SLOT_STAKE */
export function slotStake(stake: bigint): bigint {
  if (stake <= 0n || stake % BigInt(LINES) !== 0n)
    throw new GameInputError(
      'BAD_SLOT_STAKE',
      `slot stake must be a positive multiple of ${LINES} minor units`,
    );
  return stake;
}

/** Plays one spin from the stream, with the full detail for display and verification. */
export function playSlot(stream: FairStream): SlotOutcome {
  const stops = LEN.map((n) => stream.int(n));
  const cell = (reel: number, row: number) => REEL_STRIPS[reel]![(stops[reel]! + row) % LEN[reel]!]!;
  const grid = [0, 1, 2].map((row) => [0, 1, 2, 3, 4].map((reel) => SYMBOLS[cell(reel, row)]).join(''));
  const lines: SlotOutcome['lines'] = [];
  PAYLINES.forEach((line, i) => {
    const s = line.map((row, reel) => cell(reel, row));
    const pay = lineWin(s);
    if (pay === 0) return;
    let wilds = 0;
    while (wilds < 5 && s[wilds] === WILD) wilds++;
    if (PAYTABLE[WILD]![wilds] === pay) {
      lines.push({ line: i, symbol: 'W', count: wilds, pay });
      return;
    }
    const target = s[wilds]!;
    let n = wilds;
    while (n < 5 && (s[n] === target || s[n] === WILD)) n++;
    lines.push({ line: i, symbol: SYMBOLS[target]!, count: n, pay });
  });
  let scatters = 0;
  for (let reel = 0; reel < 5; reel++)
    for (let row = 0; row < 3; row++) if (cell(reel, row) === SCATTER) scatters++;
  const scatterPay = SCATTER_PAYS[Math.min(scatters, 5)]!;
  const units = lines.reduce((a, l) => a + l.pay, 0) + LINES * scatterPay;
  return { stops, grid, lines, scatters, scatterPay, units };
}

/** Pay of a spin in minor units (stake included): stake * units / LINES (exact: the stake is a multiple of LINES). */
export function slotPayout(stake: bigint, outcome: Pick<SlotOutcome, 'units'>): bigint {
  return (stake * BigInt(outcome.units)) / BigInt(LINES);
}

/**
 * The exact theoretical RTP, as a fraction (numerator / denominator of the total bet) and in percent, with its parts:
 * the line part (= expected pay of one line in line bets) and the scatter part.
 */
export function slotTheoreticalRtp() {
  const counts = REEL_STRIPS.map((strip) => {
    const c = new Array<bigint>(K).fill(0n);
    for (const s of strip) c[s]! += 1n;
    return c;
  });
  const denom = LEN.reduce((a, n) => a * BigInt(n), 1n);
  let lineNum = 0n;
  for (let i = 0; i < LINE_TABLE.length; i++) {
    const pay = LINE_TABLE[i]!;
    if (pay === 0) continue;
    let x = i;
    let w = BigInt(pay);
    for (let r = 4; r >= 0; r--) {
      w *= counts[r]![x % K]!;
      x = Math.floor(x / K);
    }
    lineNum += w;
  }
  // Distribution of the visible scatter count: convolve each reel's distribution over its stops.
  let dist = [1n];
  for (let reel = 0; reel < 5; reel++) {
    const per = [0n, 0n, 0n, 0n];
    for (const n of SCATTERS_AT[reel]!) per[n]! += 1n;
    const next = new Array<bigint>(dist.length + 3).fill(0n);
    dist.forEach((p, a) => per.forEach((q, b) => (next[a + b]! += p * q)));
    dist = next;
  }
  let scatterNum = 0n;
  dist.forEach((p, n) => (scatterNum += p * BigInt(SCATTER_PAYS[Math.min(n, 5)]!)));
  const pct = (num: bigint) => Number((num * 10n ** 12n) / denom) / 1e10;
  return {
    numerator: lineNum + scatterNum,
    denominator: denom,
    linePercent: pct(lineNum),
    scatterPercent: pct(scatterNum),
    percent: pct(lineNum + scatterNum),
    /** Probability of 3+ scatters. */
    scatterHitRate: Number(dist.slice(3).reduce((a, b) => a + b, 0n)) / Number(denom),
  };
}
