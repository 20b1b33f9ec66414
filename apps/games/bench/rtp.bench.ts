/**
 * RTP simulation bench (RTP target, docs/architecture.md "Targets"): N seeded deterministic rounds of each in-house game (default
 * 1,000,000; `tsx apps/games/bench/rtp.bench.ts [N]`), printing theory vs simulation and the rounds per second as a
 * ratio to raw HMAC-SHA256 blocks per second measured in the same run (one block is the floor of any fair round's
 * cost; a ratio near 1 means the game logic costs little beside it).
 */
import { createHmac } from 'node:crypto';
import { BACCARAT_RTP, simulateBaccaratRtp } from '../src/baccarat.ts';
import { DICE_RTP_PERCENT, dicePayout, playDice } from '../src/dice.ts';
import { FairStream } from '../src/fair.ts';
import { LINES, SLOT_RTP, spinUnitsFrom } from '../src/slot.ts';

const n = Number(process.argv[2] ?? 1_000_000);
const seed = 'be7c'.repeat(16);

function timed(label: string, f: () => string) {
  const t0 = process.hrtime.bigint();
  const text = f();
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return { label, text, perSecond: n / s };
}

const hmacLoop = () => {
  const key = Buffer.from(seed, 'hex');
  let x = 0;
  for (let i = 0; i < n; i++) x ^= createHmac('sha256', key).update(`bench:${i}:0`).digest()[0]!;
  return String(x);
};
const first = timed('hmac', hmacLoop);

const runs = [
  timed('dice', () => {
    let paid = 0n;
    for (let i = 0; i < n; i++)
      paid += dicePayout(
        1_000_000n,
        playDice(new FairStream(seed, 'bench', i), { direction: 'under', target: 50 }),
      );
    return `theory ${DICE_RTP_PERCENT} %, simulated ${(Number(paid / BigInt(n)) / 10_000).toFixed(4)} % (under 50)`;
  }),
  timed('slot', () => {
    let units = 0;
    for (let i = 0; i < n; i++) units += spinUnitsFrom(new FairStream(seed, 'bench', i));
    return `theory ${SLOT_RTP.percent} %, simulated ${((units / LINES / n) * 100).toFixed(4)} %`;
  }),
  timed('baccarat', () => {
    const simulated = simulateBaccaratRtp(seed, 'bench', n);
    return (['player', 'banker', 'tie'] as const)
      .map((b) => `${b} theory ${BACCARAT_RTP[b]} % simulated ${simulated[b].toFixed(4)} %`)
      .join('; ');
  }),
];

// Measured before and after the games (warm-up and load drift); the faster of the two is the baseline.
const second = timed('hmac', hmacLoop);
const base = first.perSecond > second.perSecond ? first : second;
console.log(`baseline: ${Math.round(base.perSecond).toLocaleString('en')} HMAC-SHA256 blocks/s`);
for (const r of runs)
  console.log(
    `${r.label.padEnd(9)} ${n.toLocaleString('en')} rounds: ${r.text}; ` +
      `${Math.round(r.perSecond).toLocaleString('en')} rounds/s = ${(r.perSecond / base.perSecond).toFixed(2)}x baseline`,
  );
