/**
 * HTML of the lottery page (`GET /lottery/vn`; issue 7 "Deliver" 4: pick numbers, stake, countdown to the next draw,
 * my bets and results). No inline script or style (strict CSP, server/app.ts): behaviour is
 * /lottery/assets/lottery.js, looks /assets/games.css plus /lottery/assets/lottery.css. Text is English like the other
 * in-house game pages; the rules and pays come from rules.ts.
 */
import { DE_PAY_MULTIPLIER, LOTTERY_RTP_PERCENT, NUMBERS_PER_DRAW } from './rules.ts';
import type { LotteryConfig } from './service.ts';

const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** The lottery page for a launch (`?token=` is read and dropped by the script). */
export function lotteryPage(c: LotteryConfig): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>VN Lotto</title>
<link rel="stylesheet" href="/assets/games.css"><link rel="stylesheet" href="/lottery/assets/lottery.css">
<script type="module" src="/lottery/assets/lottery.js"></script></head>
<body><main id="lottery" aria-label="VN Lotto game" data-min-stake="${c.minStake}" data-max-stake="${c.maxStake}">
<header class="bar"><h1>VN Lotto</h1>
  <p>Balance: <strong id="balance" data-testid="lottery-balance">…</strong> <span id="currency"></span></p></header>
<p id="status" role="status" aria-live="polite">Connecting…</p>
<section class="draw-box" aria-labelledby="next-title">
  <h2 id="next-title">Next draw <span id="draw-id"></span></h2>
  <p>Betting closes in <strong id="countdown" aria-live="off">…</strong> (draw at <span id="draw-at"></span>)</p>
  <p class="small">Seed commitment (SHA-256): <code id="draw-hash">…</code></p>
</section>
<form id="bet-form" class="controls" aria-label="Place a bet">
  <label>Bet type <select id="bet-type" name="type">
    <option value="lo">Lô: any of the ${NUMBERS_PER_DRAW} numbers (3.5x per hit)</option>
    <option value="de">Đề: special number (${DE_PAY_MULTIPLIER}x)</option></select></label>
  <label>Number (00-99) <input id="bet-number" name="number" type="number" min="0" max="99" step="1" required value="7"></label>
  <label>Stake <input id="bet-stake" name="stake" inputmode="decimal" required value="${money(c.minStake)}" size="8"></label>
  <button id="place" type="submit">Place bet</button>
</form>
<section aria-labelledby="bets-title"><h2 id="bets-title">My bets</h2>
  <table id="bets"><caption class="sr-only">My bets</caption><thead><tr><th scope="col">Draw</th><th scope="col">Type</th>
  <th scope="col">Number</th><th scope="col">Stake</th><th scope="col">Status</th><th scope="col">Win</th></tr></thead>
  <tbody></tbody></table></section>
<section aria-labelledby="results-title"><h2 id="results-title">Results</h2><ol id="results" class="results"></ol></section>
<section class="fair" aria-labelledby="rules-title"><h2 id="rules-title">Rules</h2>
  <p>Every draw opens ${NUMBERS_PER_DRAW} two-digit numbers (00-99, repeats possible) from a server seed committed by its
  SHA-256 before betting opens and revealed with the numbers: number i is int(100) of
  HMAC-SHA256(seed, "vnlotto.&lt;draw id&gt;:0:&lt;block&gt;"), read in order. The first number is the special number.</p>
  <ul><li>Đề: pays ${DE_PAY_MULTIPLIER}x the stake when the special number is yours (RTP ${LOTTERY_RTP_PERCENT.de} %).</li>
  <li>Lô: pays 3.5x the stake for each of the ${NUMBERS_PER_DRAW} numbers equal to yours, rounded down to the cent
  (RTP ${LOTTERY_RTP_PERCENT.lo} %).</li>
  <li>Stakes ${money(c.minStake)} to ${money(c.maxStake)}. Draws every ${c.intervalMs / 1000} s; betting closes
  ${c.closeBeforeMs / 1000} s before each draw. Bets are settled at their draw.</li></ul>
</section>
</main></body></html>`;
}
