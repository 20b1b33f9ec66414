/**
 * The sandbox games' rules (docs/architecture.md "Games server": a sandbox game per external vendor, played through the
 * signed protocol as that vendor). Which game a launch opens follows its `gameType` ({@link sandboxKind}); every game
 * pays a whole number of minor units, rounded down, and returns **96 %** of stakes over the long run. Sandbox games are
 * not provably fair: the draw is `randomInt` (OS CSPRNG), as outside vendors' games stand in here.
 *
 * - `slot` (RNG): one draw of 1000 picks a line ({@link SLOT_LINES}): 7-7-7 pays 50x (4 in 1000), BAR 20x (10),
 *   bell 10x (20), cherry 5x (40), lemon 2x (80); else no win (three reels that do not match). RTP = (4x50 + 10x20 +
 *   20x10 + 40x5 + 80x2) / 1000 = 0.96.
 * - `table` (LIVE, a live-casino baccarat table): player and banker are dealt two cards each (infinite deck; A = 1,
 *   2..9 face value, 10 and pictures 0; the total is the sum mod 10); equal totals are dealt again, so each side wins
 *   half the time; the winning side pays 1.92x. RTP = 1/2 x 1.92 = 0.96.
 * - `crash` (FISH; arcade multiplier): the player sets a cash-out target m (1.50x..10.00x) before the round; the round
 *   draws a crash point c with P(c >= m) = 0.96 / m ({@link crashPoint}); c >= m pays m x the stake, else nothing.
 *   RTP = m x 0.96 / m = 0.96 for every target.
 * - `cockfight` (COCKFIGHT): the player backs Meron (red) or Wala (blue); each wins 12 of 25 fights, 1 of 25 is a draw
 *   (every bet loses); the winner pays 2x. RTP = 12/25 x 2 = 0.96.
 * - `wheel` (other types): 20 equal segments ({@link WHEEL}: ten 0x, one 0.7x, five 1.5x, three 2x,
 *   one 5x): RTP = 19.2 / 20 = 0.96.
 * - `cards` (PVP card games, dragon tiger): the player picks dragon or tiger; each side draws a rank 1..13 (infinite
 *   deck); the higher rank pays 2.08x the stake, a tie loses. P(win) = 6/13, RTP = 6/13 x 2.08 = 0.96.
 * - `lotto` (LOTT, ELOTT; instant number draw): the player picks a digit 0..9; a match pays 9.6x. RTP = 0.96.
 * - `sports` (SPORTS): the sports book, sports.ts.
 */
import { randomInt } from 'node:crypto';

/** The sandbox games. */
export type SandboxKind = 'slot' | 'wheel' | 'cards' | 'lotto' | 'sports' | 'table' | 'crash' | 'cockfight';

/** The sandbox games a round is played in (every kind but the sports book). */
export const ROUND_KINDS = ['slot', 'wheel', 'cards', 'lotto', 'table', 'crash', 'cockfight'] as const;

/** The game a launch of `gameType` opens (unknown or missing types get the wheel). */
export function sandboxKind(gameType: string | undefined): SandboxKind {
  switch (gameType) {
    case 'RNG':
      return 'slot';
    case 'PVP':
      return 'cards';
    case 'LOTT':
    case 'ELOTT':
      return 'lotto';
    case 'SPORTS':
      return 'sports';
    case 'LIVE':
      return 'table';
    case 'FISH':
      return 'crash';
    case 'COCKFIGHT':
      return 'cockfight';
    default:
      return 'wheel';
  }
}

/** Stakes a round may have (minor units): 1, 2, 5, 10, 20, 50, 100, 500. */
export const SANDBOX_STAKES = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n, 50000n] as const;

/** Slot symbols, reel order. */
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'cherry', 'lemon', 'star'] as const;
/** Winning lines: symbol, how many of 1000 draws, pay in multiples of the stake. */
export const SLOT_LINES = [
  { symbol: 'seven', per1000: 4, pay: 50 },
  { symbol: 'bar', per1000: 10, pay: 20 },
  { symbol: 'bell', per1000: 20, pay: 10 },
  { symbol: 'cherry', per1000: 40, pay: 5 },
  { symbol: 'lemon', per1000: 80, pay: 2 },
] as const;
/** Wheel segments, pay in percent of the stake, clockwise from the pointer. */
export const WHEEL = [
  0, 150, 0, 200, 0, 150, 0, 70, 0, 500, 0, 150, 0, 200, 0, 150, 0, 200, 0, 150,
] as const; // prettier-ignore
/** Dragon tiger: the winning side pays this percent of the stake. */
export const CARDS_PAY_PERCENT = 208n;
/** Number draw: a matching digit pays this percent of the stake. */
export const LOTTO_PAY_PERCENT = 960n;

/** Live table: the winning side pays this percent of the stake. */
export const TABLE_PAY_PERCENT = 192n;
/** Cockfight: the winning cock pays this percent of the stake; fights drawn per 25. */
export const COCKFIGHT_PAY_PERCENT = 200n;
export const COCKFIGHT_DRAWS_PER_25 = 1;
/** Crash: the cash-out targets a player may set, in hundredths (150 = 1.50x). */
export const CRASH_TARGETS = [150, 200, 300, 500, 1000] as const;
/** Crash: the highest crash point drawn, in hundredths (1000x). */
export const CRASH_CAP = 100_000;

/**
 * A crash point in hundredths from a uniform `u` in [0, 1,000,000): floor(96,000,000 / (1,000,000 - u)), capped at
 * {@link CRASH_CAP}. For a whole target m (hundredths, 96..cap), P(point >= m) = P(1,000,000 - u <= 96,000,000 / m)
 * = floor(96,000,000 / m) / 1,000,000, which is 0.96 / m (x100) for every target in {@link CRASH_TARGETS}. Points
 * under 100 are the rounds that crash at once (shown as 1.00x).
 */
export function crashPoint(u: number): number {
  return Math.min(CRASH_CAP, Math.floor(96_000_000 / (1_000_000 - u)));
}

/** The card value of rank 1..13 in baccarat: A 1, 2..9 face value, 10 and pictures 0. */
const baccaratValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** The player's choice in a round: `cards` dragon|tiger, `lotto` a digit "0".."9", `table` player|banker, `crash`
 * a target in hundredths ("150".."1000"), `cockfight` meron|wala; none for slot and wheel. */
export type SandboxChoice = string | undefined;

/** What a round drew, as the page shows it. */
export type SandboxOutcome =
  | { kind: 'slot'; reels: [string, string, string] }
  | { kind: 'wheel'; segment: number }
  | { kind: 'cards'; dragon: number; tiger: number; pick: string }
  | { kind: 'lotto'; drawn: number; pick: number }
  | { kind: 'table'; player: [number, number]; banker: [number, number]; redeals: number; pick: string }
  | { kind: 'crash'; point: number; target: number }
  | { kind: 'cockfight'; winner: 'meron' | 'wala' | 'draw'; pick: string };

/** True when `choice` is a valid choice of game `kind` (cards: dragon|tiger; lotto: one digit; else none). */
export function validChoice(kind: SandboxKind, choice: unknown): boolean {
  if (kind === 'cards') return choice === 'dragon' || choice === 'tiger';
  if (kind === 'lotto') return typeof choice === 'string' && /^[0-9]$/.test(choice);
  if (kind === 'table') return choice === 'player' || choice === 'banker';
  if (kind === 'cockfight') return choice === 'meron' || choice === 'wala';
  if (kind === 'crash') return CRASH_TARGETS.some((m) => String(m) === choice);
  return choice === undefined || choice === null;
}

/** `r(n)` draws a uniform integer in [0, n); the OS CSPRNG unless a test passes its own. */
export type Draw = (n: number) => number;

/**
 * Plays one round of `kind` (not sports) for `stake` minor units.
 * @returns the pay (minor units, stake included, 0 for a loss) and what was drawn
 */
export function playKind(
  kind: Exclude<SandboxKind, 'sports'>,
  stake: bigint,
  choice: SandboxChoice,
  r: Draw = randomInt,
): { win: bigint; outcome: SandboxOutcome } {
  if (kind === 'slot') {
    let n = r(1000);
    for (const line of SLOT_LINES) {
      if (n < line.per1000) {
        const s = line.symbol;
        return { win: stake * BigInt(line.pay), outcome: { kind, reels: [s, s, s] } };
      }
      n -= line.per1000;
    }
    // A loss shows three reels that are not all the same.
    const a = SLOT_SYMBOLS[r(SLOT_SYMBOLS.length)]!;
    const b = SLOT_SYMBOLS[r(SLOT_SYMBOLS.length)]!;
    const others = SLOT_SYMBOLS.filter((s) => s !== a || a !== b);
    const c = others[r(others.length)]!;
    return { win: 0n, outcome: { kind, reels: [a, b, c] } };
  }
  if (kind === 'wheel') {
    const segment = r(WHEEL.length);
    return { win: (stake * BigInt(WHEEL[segment]!)) / 100n, outcome: { kind, segment } };
  }
  if (kind === 'cards') {
    const dragon = r(13) + 1;
    const tiger = r(13) + 1;
    const pick = choice === 'tiger' ? 'tiger' : 'dragon';
    const won = pick === 'dragon' ? dragon > tiger : tiger > dragon;
    return { win: won ? (stake * CARDS_PAY_PERCENT) / 100n : 0n, outcome: { kind, dragon, tiger, pick } };
  }
  if (kind === 'table') {
    // Equal totals are dealt again (at most 50 times: a run of 50 ties, about 1e-47, goes to the banker).
    const pick = choice === 'banker' ? 'banker' : 'player';
    let redeals = 0;
    for (;;) {
      const player: [number, number] = [r(13) + 1, r(13) + 1];
      const banker: [number, number] = [r(13) + 1, r(13) + 1];
      const total = (h: [number, number]) => (baccaratValue(h[0]) + baccaratValue(h[1])) % 10;
      if (total(player) !== total(banker) || redeals >= 50) {
        const winner = total(player) > total(banker) ? 'player' : 'banker';
        const win = winner === pick ? (stake * TABLE_PAY_PERCENT) / 100n : 0n;
        return { win, outcome: { kind, player, banker, redeals, pick } };
      }
      redeals++;
    }
  }
  if (kind === 'crash') {
    const target = Number(choice ?? CRASH_TARGETS[1]);
    const point = crashPoint(r(1_000_000));
    return { win: point >= target ? (stake * BigInt(target)) / 100n : 0n, outcome: { kind, point, target } };
  }
  if (kind === 'cockfight') {
    const n = r(25);
    const winner = n < COCKFIGHT_DRAWS_PER_25 ? 'draw' : n % 2 ? 'meron' : 'wala';
    const pick = choice === 'wala' ? 'wala' : 'meron';
    return {
      win: winner === pick ? (stake * COCKFIGHT_PAY_PERCENT) / 100n : 0n,
      outcome: { kind, winner, pick },
    };
  }
  const drawn = r(10);
  const pick = Number(choice);
  return { win: drawn === pick ? (stake * LOTTO_PAY_PERCENT) / 100n : 0n, outcome: { kind, drawn, pick } };
}
