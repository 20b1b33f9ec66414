/**
 * VN lottery engine (apps/games/src/lottery; docs/architecture.md "Games server"): schedule boundaries, bet checks, hand-computed
 * payouts, provably fair draws and their verification, and the theoretical RTP against a seeded simulation.
 */
import { describe, expect, it } from 'vitest';
import { commitServerSeed, FairStream } from '../src/fair.ts';
import { drawClientSeed, numbersOf, verifyDraw } from '../src/lottery/draw.ts';
import {
  drawNumbers,
  LOTTERY_RTP_PERCENT,
  lotteryPayout,
  lotteryPick,
  NUMBERS_PER_DRAW,
} from '../src/lottery/rules.ts';
import {
  checkBetTime,
  checkSchedule,
  drawIdOf,
  openDraw,
  slotOf,
  type ScheduleConfig,
} from '../src/lottery/schedule.ts';

const FIVE_MIN: ScheduleConfig = { intervalMs: 300_000, closeBeforeMs: 15_000 };
const at = (s: string) => Date.parse(s);
const SEED = 'a'.repeat(64);

/** 27 numbers: special `first`, then `rest` padded with 99s. */
const numbers = (first: number, rest: number[] = []) => [
  first,
  ...rest,
  ...Array<number>(NUMBERS_PER_DRAW - 1 - rest.length).fill(99),
];

describe('lottery schedule', () => {
  it('names draws by their UTC draw time and puts them on the interval grid', () => {
    expect(drawIdOf(at('2026-11-21T19:25:00Z'))).toBe('20261121192500');
    expect(openDraw(FIVE_MIN, at('2026-11-21T19:21:07Z'))).toEqual({
      drawId: '20261121192500',
      opensAt: at('2026-11-21T19:19:45Z'),
      closesAt: at('2026-11-21T19:24:45Z'),
      drawAt: at('2026-11-21T19:25:00Z'),
    });
    expect(slotOf(FIVE_MIN, '20261121192500').drawAt).toBe(at('2026-11-21T19:25:00Z'));
    expect(() => slotOf(FIVE_MIN, '20261121192400')).toThrow(expect.objectContaining({ code: 'BAD_DRAW' }));
    expect(() => slotOf(FIVE_MIN, '20261321192500')).toThrow(expect.objectContaining({ code: 'BAD_DRAW' }));
    expect(() => slotOf(FIVE_MIN, 'x')).toThrow(expect.objectContaining({ code: 'BAD_DRAW' }));
  });

  it('moves the open draw to the next one exactly at the close, 15 s before the draw', () => {
    expect(openDraw(FIVE_MIN, at('2026-11-21T19:24:44.999Z')).drawId).toBe('20261121192500');
    expect(openDraw(FIVE_MIN, at('2026-11-21T19:24:45Z')).drawId).toBe('20261121193000');
    expect(openDraw(FIVE_MIN, at('2026-11-21T19:25:00Z')).drawId).toBe('20261121193000');
  });

  it('accepts a bet until the last millisecond before the close and refuses it after', () => {
    expect(checkBetTime(FIVE_MIN, '20261121192500', at('2026-11-21T19:24:44.999Z')).drawId).toBe(
      '20261121192500',
    );
    expect(() => checkBetTime(FIVE_MIN, '20261121192500', at('2026-11-21T19:24:45Z'))).toThrow(
      expect.objectContaining({ code: 'DRAW_CLOSED' }),
    );
    expect(() => checkBetTime(FIVE_MIN, '20261121192500', at('2026-11-21T19:26:00Z'))).toThrow(
      expect.objectContaining({ code: 'DRAW_CLOSED' }),
    );
    // The draw after the open one does not take bets yet; it opens when the previous one closes.
    expect(() => checkBetTime(FIVE_MIN, '20261121193000', at('2026-11-21T19:24:44Z'))).toThrow(
      expect.objectContaining({ code: 'DRAW_NOT_OPEN' }),
    );
    expect(checkBetTime(FIVE_MIN, '20261121193000', at('2026-11-21T19:24:45Z')).drawId).toBe(
      '20261121193000',
    );
  });

  it('refuses schedules that are not whole seconds, too short, or close before they open', () => {
    expect(() => checkSchedule({ intervalMs: 4000, closeBeforeMs: 0 })).toThrow(RangeError);
    expect(() => checkSchedule({ intervalMs: 5500, closeBeforeMs: 0 })).toThrow(RangeError);
    expect(() => checkSchedule({ intervalMs: 10_000, closeBeforeMs: 10_000 })).toThrow(RangeError);
    expect(checkSchedule({ intervalMs: 10_000, closeBeforeMs: 2000 })).toEqual({
      intervalMs: 10_000,
      closeBeforeMs: 2000,
    });
  });
});

describe('lottery bets and pays', () => {
  it('accepts de and lo on 00..99 and refuses anything else', () => {
    expect(lotteryPick({ type: 'de', number: 0 })).toEqual({ type: 'de', number: 0 });
    expect(lotteryPick({ type: 'lo', number: 99 })).toEqual({ type: 'lo', number: 99 });
    for (const bad of [
      { type: 'de', number: 100 },
      { type: 'lo', number: -1 },
      { type: 'lo', number: 7.5 },
      { type: 'xien', number: 7 },
      { type: 'de', number: '07' },
      null,
    ])
      expect(() => lotteryPick(bad)).toThrow(expect.objectContaining({ code: 'BAD_LOTTERY_BET' }));
  });

  it('pays de 96x the stake only on the special (first) number', () => {
    expect(lotteryPayout(1000n, { type: 'de', number: 7 }, numbers(7))).toBe(96_000n);
    expect(lotteryPayout(1000n, { type: 'de', number: 7 }, numbers(8, [7, 7]))).toBe(0n);
    expect(lotteryPayout(333n, { type: 'de', number: 42 }, numbers(42))).toBe(31_968n);
  });

  it('pays lo 3.5x the stake per occurrence among the 27 numbers, rounded down once', () => {
    expect(lotteryPayout(1000n, { type: 'lo', number: 7 }, numbers(1))).toBe(0n);
    expect(lotteryPayout(1000n, { type: 'lo', number: 7 }, numbers(7))).toBe(3500n);
    expect(lotteryPayout(1000n, { type: 'lo', number: 7 }, numbers(1, [7, 7]))).toBe(7000n);
    expect(lotteryPayout(1000n, { type: 'lo', number: 7 }, numbers(7, [7, 7]))).toBe(10_500n);
    expect(lotteryPayout(101n, { type: 'lo', number: 7 }, numbers(7))).toBe(353n); // 353.5 -> 353
    expect(lotteryPayout(101n, { type: 'lo', number: 7 }, numbers(7, [7]))).toBe(707n); // 707 exact
    expect(lotteryPayout(100n, { type: 'lo', number: 99 }, numbers(1))).toBe(9100n); // 26 x 99: 100 * 26 * 3.5
  });
});

describe('provably fair draws', () => {
  it('opens 27 numbers from int(100) of the stream of (seed, "vnlotto.<drawId>", nonce 0)', () => {
    const drawId = '20261121192500';
    const expected: number[] = [];
    const s = new FairStream(SEED, `vnlotto.${drawId}`, 0);
    for (let i = 0; i < 27; i++) expected.push(s.int(100));
    expect(drawClientSeed(drawId)).toBe('vnlotto.20261121192500');
    expect(numbersOf(drawId, SEED)).toEqual(expected);
    expect(expected.every((n) => Number.isInteger(n) && n >= 0 && n <= 99)).toBe(true);
    expect(numbersOf('20261121193000', SEED)).not.toEqual(expected);
  });

  it('verifies a revealed seed against its commitment and recomputes the numbers', () => {
    const drawId = '20261121192500';
    const hash = commitServerSeed(SEED);
    expect(verifyDraw({ drawId, serverSeed: SEED, serverSeedHash: hash })).toEqual({
      hashMatches: true,
      numbers: numbersOf(drawId, SEED),
    });
    expect(verifyDraw({ drawId, serverSeed: 'b'.repeat(64), serverSeedHash: hash }).hashMatches).toBe(false);
  });

  it('returns exactly 96 % (de) and 94.5 % (lo) of the stakes of a player covering all 100 numbers, any draw', () => {
    for (let i = 0; i < 500; i++) {
      const nums = drawNumbers(new FairStream(SEED, 'rtp', i));
      let de = 0n;
      let lo = 0n;
      for (let n = 0; n < 100; n++) {
        de += lotteryPayout(200n, { type: 'de', number: n }, nums);
        lo += lotteryPayout(200n, { type: 'lo', number: n }, nums);
      }
      expect(de).toBe((100n * 200n * 96n) / 100n);
      expect(lo).toBe((100n * 200n * 945n) / 1000n);
    }
    expect(LOTTERY_RTP_PERCENT).toEqual({ de: 96, lo: 94.5 });
  });

  it('opens every number 00..99 equally often over 100,000 seeded draws (chi-square, 99 d.f.)', () => {
    const counts = new Array<number>(100).fill(0);
    const N = 100_000;
    let special7 = 0;
    for (let i = 0; i < N; i++) {
      const nums = drawNumbers(new FairStream(SEED, 'uniform', i));
      for (const x of nums) counts[x]!++;
      if (nums[0] === 7) special7++;
    }
    const expected = (N * 27) / 100;
    const chi2 = counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: the 0.1 % and 99.9 % quantiles are about 61.9 and 148.2.
    expect(chi2).toBeGreaterThan(61.9);
    expect(chi2).toBeLessThan(148.2);
    // Simulated RTP of lo on number 07 and de on 07 (documented theory 94.5 % and 96 %).
    const lo = (counts[7]! * 3.5 * 100) / N;
    const de = (special7 * 96 * 100) / N;
    expect(Math.abs(lo - 94.5)).toBeLessThan(2);
    expect(Math.abs(de - 96)).toBeLessThan(10);
  });
});
