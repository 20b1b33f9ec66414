/**
 * HTML of the games server's pages (issue 7 "Deliver" 4). No inline script or style: behaviour is /assets/game.js
 * and /assets/verify.js, looks /assets/games.css (strict CSP, app.ts). Text is English; the numbers come from the
 * engines (RTP figures from dice.ts, slot.ts, baccarat.ts).
 */
import { BACCARAT_RTP } from '../baccarat.ts';
import { DICE_RTP_PERCENT } from '../dice.ts';
import { LINES, PAYTABLE, SCATTER_PAYS, SLOT_RTP, SYMBOL_NAMES, SYMBOLS } from '../slot.ts';
import type { GameCode } from '../verify.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TITLES: Record<GameCode, string> = {
  'bgs-slot': 'Lucky Lines',
  'bgs-dice': 'Dice',
  'bgs-baccarat': 'Baccarat',
};

function shell(title: string, body: string, script: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><link rel="stylesheet" href="/assets/games.css">
<script type="module" src="/assets/${script}"></script></head>
<body>${body}</body></html>`;
}

/** The page of one game; game.js drives it (reads `data-game` and the launch token from the URL). */
export function gamePage(game: GameCode): string {
  const controls: Record<GameCode, string> = {
    'bgs-slot': `<label>Stake <select id="stake" name="stake">
        <option value="100">1.00</option><option value="200">2.00</option><option value="1000">10.00</option>
        <option value="2000">20.00</option></select></label>
      <button id="play" type="button">Spin</button>`,
    'bgs-dice': `<label>Stake <input id="stake" name="stake" inputmode="decimal" value="1.00" size="8"></label>
      <label>Bet <select id="direction"><option value="under">Under</option><option value="over">Over</option></select></label>
      <label>Target <input id="target" type="number" min="1" max="98" value="50"></label>
      <button id="play" type="button">Roll</button>`,
    'bgs-baccarat': `<label>Stake <input id="stake" name="stake" inputmode="decimal" value="1.00" size="8"></label>
      <label>Bet on <select id="bet"><option value="player">Player</option><option value="banker">Banker</option>
        <option value="tie">Tie</option></select></label>
      <button id="play" type="button">Deal</button>`,
  };
  return shell(
    TITLES[game],
    `<main id="app" data-game="${game}" aria-label="${esc(TITLES[game])} game">
  <header class="bar"><h1>${esc(TITLES[game])}</h1>
    <p>Balance: <output id="balance" data-testid="game-balance">…</output> <span id="currency"></span></p></header>
  <p id="status" role="status" aria-live="polite">Connecting…</p>
  <section class="controls" aria-label="Bet">${controls[game]}</section>
  <section id="result" class="result" aria-label="Result" aria-live="polite"></section>
  <section class="fair" aria-label="Fair play">
    <h2>Fair play</h2>
    <dl>
      <dt>Server seed hash (committed before play)</dt><dd><code id="seed-hash">…</code></dd>
      <dt>Next nonce</dt><dd><output id="nonce">…</output></dd>
    </dl>
    <form id="seed-form"><label>Client seed <input id="client-seed" maxlength="64" pattern="[A-Za-z0-9_.\\-]{1,64}" required></label>
      <button type="submit">Change client seed (reveals the server seed)</button></form>
    <p id="revealed" class="revealed"></p>
    <p>Last round: <a id="verify-link" href="#" hidden>verify</a> · <a href="/rules" target="_blank" rel="noopener">Rules and RTP</a></p>
  </section>
</main>`,
    'game.js',
  );
}

/** The verify page of a round; verify.js fetches `/api/rounds/:id/verify` and shows the recomputation. */
export function verifyPage(roundId: string): string {
  return shell(
    'Verify a round',
    `<main id="verify" data-round="${esc(roundId)}">
  <h1>Verify round</h1>
  <p><code>${esc(roundId)}</code></p>
  <p id="verdict" role="status" aria-live="polite">Checking…</p>
  <button id="reveal" type="button" hidden>Reveal the server seed (starts a new seed pair)</button>
  <dl id="facts"></dl>
  <h2>Stored outcome</h2><pre id="stored"></pre>
  <h2>Recomputed outcome</h2><pre id="recomputed"></pre>
  <p><a href="/rules">How outcomes are computed (rules and RTP)</a></p>
</main>`,
    'verify.js',
  );
}

/** Rules and RTP of every game (the same text as apps/games/RULES.md). */
export function rulesPage(): string {
  const pays = SYMBOLS.map((s, i) => [s, SYMBOL_NAMES[i]!, PAYTABLE[i]!] as const)
    .filter(([s]) => s !== 'S')
    .map(
      ([s, n, p]) =>
        `<tr><th scope="row">${s} ${n}</th><td>${p[3]}</td><td>${p[4]}</td><td>${p[5]}</td></tr>`,
    )
    .join('');
  return shell(
    'Rules and RTP',
    `<main class="rules">
<h1>Rules and return to player</h1>
<h2>Provably fair</h2>
<p>Before you play, you see the SHA-256 hash of a secret 32-byte server seed. Each round uses HMAC-SHA256 keyed by the
server seed over "clientSeed:nonce:cursor" (your client seed, the round's nonce 0, 1, 2…) as its random bytes.
Changing your client seed reveals the server seed, so you can recompute every round on its verify page.</p>
<h2>Dice (RTP ${DICE_RTP_PERCENT} %)</h2>
<p>The roll is 0.00–99.99. "Under T" wins when the roll is below T, "over T" when it is T or more (T 1–98). A win pays
stake × 99 / win chance %, including the stake.</p>
<h2>Lucky Lines slot (RTP ${SLOT_RTP.percent.toFixed(4)} %)</h2>
<p>5 reels × 3 rows, ${LINES} fixed paylines; the stake is spread evenly over the lines. Wins pay left to right from
reel 1, 3 or more of a kind, in line bets. W (wild) substitutes for every symbol except S. S (scatter) pays anywhere:
3, 4, 5 = ${SCATTER_PAYS[3]}×, ${SCATTER_PAYS[4]}×, ${SCATTER_PAYS[5]}× the total stake.</p>
<table><thead><tr><th>Symbol</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${pays}</tbody></table>
<h2>Baccarat (RTP player ${BACCARAT_RTP.player} %, banker ${BACCARAT_RTP.banker} %, tie ${BACCARAT_RTP.tie} %)</h2>
<p>Punto banco from a fresh 8-deck shoe each round, standard third-card rules. Player pays 1:1, banker 1:1 less 5 %
commission, tie 8:1; player and banker bets are returned on a tie.</p>
</main>`,
    'verify.js',
  );
}
