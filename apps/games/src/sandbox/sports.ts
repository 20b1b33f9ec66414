/**
 * The sandbox sports book (SPORTS vendors; docs/architecture.md "Games server"). Demo fixtures are generated
 * deterministically per calendar day of the brand's time zone ({@link dayFixtures}): the same day gives every player
 * the same matches, teams, kickoff times and odds. Markets are 1X2 (home, draw, away). Odds are integer hundredths
 * (`185` = 1.85): fair probabilities from the fixture's seed with a 5 % book margin. A bet slip of one or more
 * selections (each of another match) is one bet (an accumulator): potential return = stake x the product of the odds,
 * rounded down to a minor unit ({@link potentialReturn}). Results are simulated when a bet is settled, drawn once per
 * match with the fair probabilities (OS CSPRNG) and kept, so every bet on a match settles on the same result.
 * Money is integer minor units (bigint) throughout.
 */
import { createHash } from 'node:crypto';

/** One outcome of a 1X2 market. */
export type Pick = '1' | 'X' | '2';
export const PICKS: readonly Pick[] = ['1', 'X', '2'];

/** A demo match. `kickoff` is an ISO instant; odds are hundredths. */
export interface Fixture {
  id: string;
  day: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
  odds: Record<Pick, number>;
  /** Fair probabilities in per-mille (sum 1000), the results' draw weights. */
  weights: Record<Pick, number>;
}

const LEAGUES: Record<string, readonly string[]> = {
  'Dhaka Premier League': [
    'Abahani', 'Mohammedan', 'Bashundhara Kings', 'Sheikh Jamal', 'Rahmatganj', 'Fortis', 'Dhaka Wanderers',
    'Brothers Union',
  ],
  'Champions Cup': [
    'Northbridge', 'Riverside', 'Eastport', 'Highfield', 'Lakeview', 'Kingsway', 'Redcliff', 'Southgate',
  ],
  'Cricket T20 League': [
    'Dhaka Dynamites', 'Chattogram Challengers', 'Sylhet Strikers', 'Khulna Tigers', 'Rangpur Riders',
    'Comilla Victorians',
  ],
}; // prettier-ignore

/** Matches per day. */
export const FIXTURES_PER_DAY = 8;
/** Book margin: the odds are the fair ones divided by 1.05. */
const MARGIN_PERCENT = 105;

/** The calendar day (YYYY-MM-DD) of instant `now` (ms) in IANA zone `tz`. */
export function dayIn(now: number, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}

/** The offset of `tz` from UTC at instant `at` (ms), in minutes. */
function offsetMinutes(at: number, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** A deterministic stream of 32-bit numbers from `seed` (SHA-256 blocks). */
function stream(seed: string) {
  let block = 0;
  let buf = Buffer.alloc(0);
  return (n: number) => {
    if (buf.length < 4) {
      buf = createHash('sha256').update(`${seed}:${block++}`).digest();
    }
    const v = buf.readUInt32BE(0);
    buf = buf.subarray(4);
    return v % n;
  };
}

/**
 * The demo fixtures of `day` (YYYY-MM-DD) in zone `tz`: {@link FIXTURES_PER_DAY} matches between 12:00 and 23:30 local
 * time, sorted by kickoff. Deterministic: the same day and zone give the same list.
 */
export function dayFixtures(day: string, tz: string): Fixture[] {
  const r = stream(`playdeck-sandbox-sports:${day}`);
  const leagues = Object.keys(LEAGUES);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const out: Fixture[] = [];
  const used = new Set<string>();
  for (let i = 0; i < FIXTURES_PER_DAY; i++) {
    const league = leagues[r(leagues.length)]!;
    const teams = LEAGUES[league]!;
    let home = teams[r(teams.length)]!;
    let away = teams[r(teams.length)]!;
    for (let k = 0; (home === away || used.has(home) || used.has(away)) && k < 50; k++) {
      home = teams[r(teams.length)]!;
      away = teams[r(teams.length)]!;
    }
    if (home === away) away = teams[(teams.indexOf(home) + 1) % teams.length]!;
    used.add(home).add(away);
    // Kickoff: 12:00 + 15-minute steps up to 23:30, local time of the zone.
    const minutes = 12 * 60 + r(47) * 15;
    const localAsUtc = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
    const kickoff = localAsUtc - offsetMinutes(localAsUtc, tz) * 60_000;
    // Fair probabilities (per-mille): home 300..600, draw 180..300 (cricket rarely draws: 40), away the rest.
    const cricket = league.startsWith('Cricket');
    const draw = cricket ? 40 : 180 + r(121);
    const homeP = 300 + r(301);
    const weights = { '1': homeP, X: draw, '2': 1000 - homeP - draw };
    if (weights['2'] < 80) {
      weights['1'] -= 80 - weights['2'];
      weights['2'] = 80;
    }
    const odds = Object.fromEntries(
      PICKS.map((p) => [p, Math.max(101, Math.floor((100_000 * 100) / (weights[p] * MARGIN_PERCENT)))]),
    ) as Record<Pick, number>;
    out.push({
      id: `${day}-${i + 1}`,
      day,
      league,
      home,
      away,
      kickoff: new Date(kickoff).toISOString(),
      odds,
      weights,
    });
  }
  return out.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
}

/** The fixture `id` (`YYYY-MM-DD-n`) as that day's list has it, or undefined. */
export function fixtureById(id: string, tz: string): Fixture | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})-(\d{1,2})$/.exec(id);
  if (!m) return undefined;
  return dayFixtures(m[1]!, tz).find((f) => f.id === id);
}

/** stake x the product of the odds (hundredths), rounded down to a minor unit. */
export function potentialReturn(stake: bigint, odds: readonly number[]): bigint {
  let num = stake;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 100n;
  }
  return num / den;
}

/** Draws a result of `f` with its fair weights: `r(1000)` below home wins '1', then 'X', else '2'. */
export function drawResult(f: Fixture, r: (n: number) => number): Pick {
  const n = r(1000);
  if (n < f.weights['1']) return '1';
  if (n < f.weights['1'] + f.weights.X) return 'X';
  return '2';
}
