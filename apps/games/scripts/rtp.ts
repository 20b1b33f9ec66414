/**
 * Prints the exact theoretical RTP of every in-house game, derived from its rules (slot: reel strips and paytable;
 * baccarat: every deal from a fresh 8-deck shoe; dice: 99 % by construction). `npm run rtp -w @playdeck/games`.
 */
import { baccaratTheoreticalRtp } from '../src/baccarat.ts';
import { DICE_RTP_PERCENT } from '../src/dice.ts';
import { slotTheoreticalRtp } from '../src/slot.ts';

const slot = slotTheoreticalRtp();
const bac = baccaratTheoreticalRtp();
console.log(
  `dice      every target and direction: ${DICE_RTP_PERCENT.toFixed(4)} % (before rounding pays down)`,
);
console.log(
  `slot      ${slot.percent.toFixed(4)} % = ${slot.numerator} / ${slot.denominator} ` +
    `(lines ${slot.linePercent.toFixed(4)} %, scatter ${slot.scatterPercent.toFixed(4)} %)`,
);
for (const bet of ['player', 'banker', 'tie'] as const)
  console.log(
    `baccarat  ${bet.padEnd(6)} ${bac.rtpPercent[bet].toFixed(4)} % (${bet} wins ${(bac.probabilities[bet] * 100).toFixed(4)} %)`,
  );
