/**
 * Slot rules and RTP (docs/architecture.md "Games server"; the RTP target in "Targets"; slot.ts header): line evaluation, the exact RTP
 * derived from the strips equals the documented figure, and 1,000,000 seeded spins land within it +/- 0.5 points.
 */
import { describe, expect, it } from 'vitest';
import { FairStream } from '../src/fair.ts';
import {
  LINES,
  lineWin,
  playSlot,
  REEL_STRIPS,
  SLOT_RTP,
  SYMBOLS,
  slotPayout,
  slotStake,
  slotTheoreticalRtp,
  spinUnits,
  spinUnitsFrom,
} from '../src/slot.ts';

const ids = (s: string) => [...s].map((c) => SYMBOLS.indexOf(c as (typeof SYMBOLS)[number]));

describe('slot', () => {
  it('evaluates lines left to right with wild substitution, scatter breaking the line', () => {
    expect(lineWin(ids('777CC'))).toBe(25);
    expect(lineWin(ids('7W7CC'))).toBe(25); // wild in the middle
    expect(lineWin(ids('WW7CC'))).toBe(25); // leading wilds become the symbol: 3 sevens (25) beat 2 wilds (0)
    expect(lineWin(ids('WWWCC'))).toBe(20); // 3 wilds (20) beat 5 cherries (15): the larger, never both
    expect(lineWin(ids('WWWWC'))).toBe(100); // 4 wilds (100) beat 5 cherries (15)
    expect(lineWin(ids('WWWWW'))).toBe(500);
    expect(lineWin(ids('WWS77'))).toBe(0); // scatter breaks; 2 wilds pay nothing
    expect(lineWin(ids('C7777'))).toBe(0); // must start on reel 1
    expect(lineWin(ids('BBSBB'))).toBe(0);
    expect(lineWin(ids('NNNNN'))).toBe(25);
  });

  it('derives the documented RTP exactly from the reel strips and paytable', () => {
    const t = slotTheoreticalRtp();
    expect(t.numerator).toBe(SLOT_RTP.numerator);
    expect(t.denominator).toBe(SLOT_RTP.denominator);
    expect(t.percent).toBeCloseTo(SLOT_RTP.percent, 3);
    console.log(
      `slot RTP theory: ${t.percent.toFixed(4)} % (lines ${t.linePercent.toFixed(4)} %, scatter ${t.scatterPercent.toFixed(4)} %)`,
    );
    // The strips keep scatters at least 3 apart (at most one visible per reel), as the rules say.
    for (const strip of REEL_STRIPS) {
      const at = [...strip.keys()].filter((i) => strip[i] === 1);
      for (const a of at)
        for (const b of at)
          if (a !== b)
            expect(Math.min(Math.abs(a - b), strip.length - Math.abs(a - b))).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows the detailed spin that the fast path pays, and pays stake * units / 20', () => {
    const seed = 'ab'.repeat(32);
    for (let nonce = 0; nonce < 3000; nonce++) {
      const o = playSlot(new FairStream(seed, 'detail', nonce));
      expect(o.units).toBe(spinUnitsFrom(new FairStream(seed, 'detail', nonce)));
      expect(o.units).toBe(spinUnits(o.stops[0]!, o.stops[1]!, o.stops[2]!, o.stops[3]!, o.stops[4]!));
      expect(o.grid).toHaveLength(3);
      expect(slotPayout(2000n, o)).toBe((2000n * BigInt(o.units)) / 20n);
    }
    expect(slotStake(20n)).toBe(20n);
    expect(() => slotStake(30n)).toThrow(/multiple of 20/);
    expect(() => slotStake(0n)).toThrow(/multiple of 20/);
  });

  it('1,000,000 seeded spins land within the documented RTP +/- 0.5 points', () => {
    // Per-spin standard deviation is ~1.94 total bets, so the standard error of 1M spins is ~0.19 points.
    const seed = 'c0ffee'.repeat(10) + 'c0ff';
    let units = 0;
    for (let nonce = 0; nonce < 1_000_000; nonce++)
      units += spinUnitsFrom(new FairStream(seed, 'rtp-sim', nonce));
    const rtp = (units / LINES / 1_000_000) * 100;
    console.log(`slot RTP: theory ${SLOT_RTP.percent} %, simulated ${rtp.toFixed(4)} % over 1,000,000 spins`);
    expect(Math.abs(rtp - SLOT_RTP.percent)).toBeLessThan(0.5);
  });
});
