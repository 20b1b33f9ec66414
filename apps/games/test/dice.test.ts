/**
 * Dice rules and RTP (docs/architecture.md "Games server"; the RTP target in "Targets"; dice.ts header): boundaries, payouts in minor
 * units, and 1,000,000 seeded rounds landing within the documented 99 % +/- 0.5 points.
 */
import { describe, expect, it } from 'vitest';
import { FairStream, type FairStream as Stream } from '../src/fair.ts';
import { DICE_RTP_PERCENT, diceParams, dicePayout, playDice } from '../src/dice.ts';

/** A stream whose next int(n) is `roll` (for rule boundaries). */
const fixed = (roll: number) => ({ int: () => roll }) as unknown as Stream;

describe('dice', () => {
  it('splits the 10,000 rolls between under T (roll < T) and over T (roll >= T)', () => {
    const under = { direction: 'under', target: 50 } as const;
    const over = { direction: 'over', target: 50 } as const;
    expect(playDice(fixed(4999), under)).toEqual({ roll: 4999, win: true, chancePercent: 50 });
    expect(playDice(fixed(5000), under).win).toBe(false);
    expect(playDice(fixed(5000), over)).toEqual({ roll: 5000, win: true, chancePercent: 50 });
    expect(playDice(fixed(4999), over).win).toBe(false);
    expect(playDice(fixed(0), { direction: 'under', target: 1 }).win).toBe(true);
    expect(playDice(fixed(100), { direction: 'under', target: 1 }).win).toBe(false);
    expect(playDice(fixed(9999), { direction: 'over', target: 98 }).win).toBe(true);
  });

  it('pays stake * 99 / chance% rounded down to the minor unit, stake included', () => {
    expect(dicePayout(1000n, { roll: 0, win: true, chancePercent: 50 })).toBe(1980n);
    expect(dicePayout(1000n, { roll: 0, win: true, chancePercent: 1 })).toBe(99_000n);
    expect(dicePayout(1000n, { roll: 0, win: true, chancePercent: 99 })).toBe(1000n);
    expect(dicePayout(100n, { roll: 0, win: true, chancePercent: 30 })).toBe(330n);
    expect(dicePayout(7n, { roll: 0, win: true, chancePercent: 30 })).toBe(23n); // 23.1 -> 23
    expect(dicePayout(1000n, { roll: 0, win: false, chancePercent: 50 })).toBe(0n);
  });

  it('accepts integer targets 1-98 only', () => {
    expect(diceParams({ direction: 'over', target: 1 })).toEqual({ direction: 'over', target: 1 });
    for (const bad of [
      null,
      {},
      { direction: 'up', target: 5 },
      { direction: 'under', target: 0 },
      { direction: 'under', target: 99 },
      { direction: 'under', target: 2.5 },
    ])
      expect(() => diceParams(bad)).toThrow(/target 1-98/);
  });

  it('1,000,000 seeded rounds over a mix of targets return 99 % +/- 0.5 points', () => {
    // Targets 10..90 both ways: per-round standard deviation ~1.6 stakes, so the standard error of 1M rounds is
    // ~0.16 points and the +/- 0.5 band is ~3 standard errors.
    const serverSeed = '5eed'.repeat(16);
    const stake = 1_000_000n; // large stake: the rounding down costs < 1e-6 of it
    let staked = 0n;
    let paid = 0n;
    for (let nonce = 0; nonce < 1_000_000; nonce++) {
      const target = 10 + (nonce % 9) * 10;
      const p = { direction: nonce % 2 ? 'over' : 'under', target } as const;
      staked += stake;
      paid += dicePayout(stake, playDice(new FairStream(serverSeed, 'rtp-sim', nonce), p));
    }
    const rtp = Number((paid * 1_000_000n) / staked) / 10_000;
    console.log(
      `dice RTP: theory ${DICE_RTP_PERCENT} %, simulated ${rtp.toFixed(4)} % over 1,000,000 rounds`,
    );
    expect(Math.abs(rtp - DICE_RTP_PERCENT)).toBeLessThan(0.5);
  });
});
