/**
 * HTML of the games server's pages (docs/architecture.md "Games server"), in the page language (en or bn; routes.ts picks it with
 * kit.ts pageLanguage). No inline script or style: behaviour is /assets/game.js and /assets/verify.js, looks
 * /assets/games.css (strict CSP, app.ts); the scripts get their texts from the page's JSON string block (i18n
 * messagesBlock). Texts are src/i18n/messages.ts; numbers go through Intl (i18n/format.ts); the figures come from the
 * engines (RTP from dice.ts, slot.ts, baccarat.ts).
 */
import { BACCARAT_PAYS_PERCENT, BACCARAT_RTP } from '../baccarat.ts';
import { DICE_RTP_PERCENT } from '../dice.ts';
import { formatAmount, formatNumber, formatPercent, formatTimes, minorToDecimal } from '../i18n/format.ts';
import { esc, jsonForScript, messagesBlock, t, type Lang, type MessageKey } from '../i18n/index.ts';
import { LINES, PAYLINES, PAYTABLE, REEL_STRIP_TEXT, SCATTER_PAYS, SLOT_RTP, SYMBOLS } from '../slot.ts';
import { SYMBOL_SPRITE } from '../symbols.ts';
import type { GameCode } from '../verify.ts';

/** Messages the page scripts read, by key prefix (only what each page needs goes into its block). */
const GAME_SCRIPT = ['common.', 'game.', 'slot.', 'dice.', 'baccarat.', 'error.', 'currency.'] as const;
const VERIFY_SCRIPT = [
  'verify.',
  'round.',
  'game.name.',
  'slot.',
  'dice.',
  'baccarat.',
  'error.',
  'currency.',
] as const;

/**
 * A page: `<html lang>`, title, the stylesheets (`o.styles`, default /assets/games.css), the JSON string block
 * (`o.block`, HTML from messagesBlock) and the module script (`o.script`, a path on this server); block and script
 * are optional.
 */
export function shell(
  lang: Lang,
  title: string,
  body: string,
  o: { script?: string; block?: string; styles?: readonly string[] } = {},
): string {
  const styles = (o.styles ?? ['/assets/games.css'])
    .map((href) => `<link rel="stylesheet" href="${esc(href)}">`)
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>${styles}
${o.block ?? ''}${o.script ? `<script type="module" src="${esc(o.script)}"></script>` : ''}</head>
<body>${body}</body></html>`;
}

/** `path?lang=<lang>`: the pages keep the language on their own links (the cookie may not reach a framed page). */
export const withLang = (path: string, lang: Lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** The name of a game in `lang` (brand names stay as they are). */
export const gameName = (lang: Lang, game: GameCode | 'bgs-vnlotto') =>
  t(lang, `game.name.${game}` as MessageKey);

/** Slot stakes offered by the page (minor units; multiples of the 20 lines, slot.ts slotStake). */
export const SLOT_STAKES = [100n, 200n, 500n, 1000n, 2000n, 5000n] as const;
/** The stake ladder of dice and baccarat: the +/- buttons step to the next rung (minor units). */
export const TABLE_STAKES = [
  10n,
  20n,
  50n,
  100n,
  200n,
  500n,
  1000n,
  2000n,
  5000n,
  10000n,
  20000n,
  50000n,
] as const;
/** The quick stake buttons of dice and baccarat (minor units). */
const TABLE_QUICK = [100n, 500n, 1000n, 5000n] as const;
/** The stake a game page starts with (minor units). */
const DEFAULT_STAKE = 100n;

/**
 * What game.js needs beyond texts, as the page's JSON block `pd-game`: the stake ladder (`stakes`, minor-unit
 * strings), whether the player may type a stake (`typed`: not for the slot, whose stakes are multiples of its
 * lines), the slot's reel strips and paylines (slot.ts, so the reels spin through the real strips and the lines drawn
 * are the ones paid), the dice RTP and the baccarat pays (the engines' figures).
 */
function gameData(game: GameCode) {
  const minor = (xs: readonly bigint[]) => xs.map(String);
  return {
    game,
    stakes: minor(game === 'bgs-slot' ? SLOT_STAKES : TABLE_STAKES),
    typed: game !== 'bgs-slot',
    ...(game === 'bgs-slot' ? { strips: REEL_STRIP_TEXT, paylines: PAYLINES } : {}),
    ...(game === 'bgs-dice' ? { rtpPercent: DICE_RTP_PERCENT } : {}),
    ...(game === 'bgs-baccarat' ? { paysPercent: BACCARAT_PAYS_PERCENT } : {}),
  };
}

/**
 * The page of one game in `lang`; game.js drives it (reads `data-game`, the `pd-game` block and the launch token
 * from the URL). Layout, top to bottom (one column on a phone, stage beside the controls from 56rem): the balance
 * bar, the stage (reels, dice track or baccarat table) with its win banner, the status line, the bet controls
 * (game options, stake stepper with quick stakes, the play button), the last results, the fair-play panel.
 * Every control is a native button, radio, range or text input (keyboard and touch without script help).
 */
export function gamePage(game: GameCode, lang: Lang): string {
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  const slot = game === 'bgs-slot';
  const quick = slot ? SLOT_STAKES : TABLE_QUICK;
  const stake = `<div class="stake">
      <label for="stake">${tx('common.stake')}</label>
      <div class="stepper">
        <button id="stake-down" class="step" type="button" aria-label="${tx('game.stakeDown')}">−</button>
        <input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="${esc(
          formatAmount(lang, DEFAULT_STAKE, false),
        )}"${slot ? ' readonly' : ''}>
        <button id="stake-up" class="step" type="button" aria-label="${tx('game.stakeUp')}">+</button>
      </div>
      <div class="quick" role="group" aria-label="${tx('game.quickStakes')}">${quick
        .map(
          (m) =>
            `<button type="button" class="chip" data-minor="${m}">${esc(formatNumber(lang, minorToDecimal(m), { maximumFractionDigits: 2 }))}</button>`,
        )
        .join('')}</div>
    </div>`;
  // Autoplay of the slot: a number of spins and a loss limit it never lets the session's loss pass (game.js).
  const autoplay = `<fieldset class="auto"><legend>${tx('slot.auto')}</legend>
      <label for="auto-spins">${tx('slot.autoSpins')}</label>
      <select id="auto-spins">${[10, 25, 50, 100].map((n) => `<option value="${n}">${esc(formatNumber(lang, n))}</option>`).join('')}</select>
      <label for="stop-loss">${tx('slot.stopLoss')}</label>
      <input id="stop-loss" inputmode="decimal" autocomplete="off" value="${esc(formatAmount(lang, DEFAULT_STAKE * 10n, false))}">
      <button id="auto" class="ghost" type="button" disabled>${tx('slot.autoStart')}</button></fieldset>`;
  const odds = (bet: 'player' | 'banker' | 'tie') => {
    const win = BACCARAT_PAYS_PERCENT[bet][{ player: 0, banker: 1, tie: 2 }[bet]]! - 100;
    return tx('baccarat.pays', { odds: `${formatNumber(lang, `${win}e-2`)}:${formatNumber(lang, 1)}` });
  };
  const stages: Record<GameCode, string> = {
    'bgs-slot': `<div class="reels-frame"><div id="reels" class="reels" role="img" aria-label="${tx('game.resultRegion')}"></div>
      <svg id="paylines" class="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" focusable="false"></svg></div>
      <p class="caption">${tx('slot.paylines', { count: formatNumber(lang, LINES) })}</p>`,
    'bgs-dice': `<div class="dice-stage">
      <p class="roll-value"><span>${tx('dice.rollValue')}</span> <output id="roll" class="roll">${tx('common.none')}</output></p>
      <div id="track" class="track" role="img"><div id="zone" class="zone"></div><div id="marker" class="marker" hidden></div></div>
      <div class="scale" aria-hidden="true">${[0, 25, 50, 75, 100].map((v) => `<span>${esc(formatNumber(lang, v))}</span>`).join('')}</div>
    </div>`,
    'bgs-baccarat': `<div class="table">${(['player', 'banker'] as const)
      .map(
        (side) => `<div class="hand hand-${side}" id="hand-${side}">
        <p class="hand-head"><span>${tx(`baccarat.${side}`)}</span> <output id="total-${side}" class="total"></output></p>
        <div id="cards-${side}" class="cards" role="img" aria-label="${tx(`baccarat.${side}`)}"></div></div>`,
      )
      .join('')}</div>`,
  };
  const options: Record<GameCode, string> = {
    'bgs-slot': '',
    'bgs-dice': `<fieldset class="segmented"><legend>${tx('dice.directionLabel')}</legend>
      <label><input type="radio" name="direction" value="under" checked> <span>${tx('dice.rollUnder')}</span></label>
      <label><input type="radio" name="direction" value="over"> <span>${tx('dice.rollOver')}</span></label></fieldset>
      <div class="slider"><label for="target">${tx('game.target')}</label>
        <input id="target" type="range" min="1" max="98" step="1" value="50">
        <output id="target-out" for="target">${esc(formatNumber(lang, 50))}</output></div>
      <dl class="stats">
        <div><dt>${tx('dice.chance')}</dt><dd id="chance"></dd></div>
        <div><dt>${tx('dice.multiplier')}</dt><dd id="multiplier"></dd></div>
        <div><dt>${tx('dice.winAmount')}</dt><dd id="potential"></dd></div>
      </dl>`,
    'bgs-baccarat': `<fieldset class="board"><legend>${tx('baccarat.board')}</legend>${(
      ['player', 'tie', 'banker'] as const
    )
      .map(
        (bet) =>
          `<label class="spot spot-${bet}"><input type="radio" name="bet" value="${bet}"${bet === 'player' ? ' checked' : ''}>
        <span class="spot-name">${tx(`baccarat.${bet}`)}</span><span class="spot-pays">${odds(bet)}</span></label>`,
      )
      .join('')}</fieldset>`,
  };
  const play = { 'bgs-slot': 'game.spin', 'bgs-dice': 'game.roll', 'bgs-baccarat': 'game.deal' } as const;
  const name = gameName(lang, game);
  return shell(
    lang,
    name,
    `${slot ? SYMBOL_SPRITE : ''}<main id="app" class="game game-${game.slice(4)}" data-game="${game}" aria-label="${tx('common.gameLabel', { name })}" aria-busy="true">
  <header class="bar"><h1>${esc(name)}</h1>
    <p class="balance"><span>${tx('common.balance')}</span> <output id="balance" data-testid="game-balance">…</output></p></header>
  <div class="layout">
  <section id="result" class="stage" aria-label="${tx('game.resultRegion')}">${stages[game]}
    <div id="banner" class="banner"></div></section>
  <div class="side">
  <p id="status" class="status" role="status" aria-live="polite">${tx('common.connecting')}</p>
  <button id="retry" class="ghost" type="button" hidden>${tx('game.retry')}</button>
  <section class="controls" aria-label="${tx('game.betRegion')}">${options[game]}
    ${stake}
    <button id="play" class="play" type="button" disabled>${tx(play[game])}</button>${slot ? autoplay : ''}
  </section>
  <section class="history" aria-labelledby="history-h"><h2 id="history-h">${tx(
    game === 'bgs-baccarat' ? 'baccarat.road' : 'game.lastResults',
  )}</h2>
    <ol id="history" class="chips"></ol><p id="no-rounds" class="muted">${tx('game.noRounds')}</p>
    <p class="links"><span id="last-round" hidden>${tx('game.lastRound')} <a id="verify-link" href="#">${tx(
      'game.verify',
    )}</a> · </span><a href="${esc(withLang('/rules', lang))}" target="_blank" rel="noopener">${tx(
      'common.rulesLink',
    )}</a></p></section>
  </div></div>
  <section class="fair" aria-labelledby="fair-h"><details><summary><h2 id="fair-h">${tx('game.fairPlay')}</h2></summary>
    <dl>
      <dt>${tx('game.seedHash')}</dt><dd><code id="seed-hash">…</code></dd>
      <dt>${tx('game.nextNonce')}</dt><dd><output id="nonce">…</output></dd>
    </dl>
    <form id="seed-form"><label for="client-seed">${tx('game.clientSeed')}</label>
      <div class="seed-row"><input id="client-seed" maxlength="64" pattern="[A-Za-z0-9_.\\-]{1,64}" required autocomplete="off">
      <button type="submit" class="ghost">${tx('game.changeSeed')}</button></div></form>
    <p id="revealed" class="revealed"></p>
  </details></section>
</main>`,
    {
      script: '/assets/game.js',
      block: `${messagesBlock(lang, GAME_SCRIPT)}<script type="application/json" id="pd-game">${jsonForScript(gameData(game))}</script>`,
    },
  );
}

/**
 * The verify page of a round in `lang`; verify.js fetches `/api/rounds/:id/verify` and shows it readably: a
 * verified / not verified mark, the outcome drawn as the game shows it (reels, roll, cards), the two checks (seed
 * against its commitment, recomputed outcome against the stored one), the fairness data to copy into any verifier
 * (server seed, its hash, client seed, nonce), and the raw JSON folded away for the technically minded.
 */
export function verifyPage(roundId: string, lang: Lang): string {
  const tx = (key: MessageKey) => esc(t(lang, key));
  return shell(
    lang,
    t(lang, 'verify.title'),
    `${SYMBOL_SPRITE}<main id="verify" class="verify" data-round="${esc(roundId)}">
  <h1>${tx('verify.heading')}</h1>
  <p class="round-id"><code>${esc(roundId)}</code></p>
  <div id="verdict-box" class="verdict-box"><span id="mark" class="mark" aria-hidden="true"></span>
    <div><p><strong id="badge" class="badge"></strong></p>
    <p id="verdict" role="status" aria-live="polite">${tx('verify.checking')}</p></div></div>
  <button id="reveal" class="play" type="button" hidden>${tx('verify.reveal')}</button>
  <section class="panel" hidden aria-labelledby="outcome-h"><h2 id="outcome-h">${tx('verify.outcome')}</h2>
    <div id="outcome" class="outcome"></div><dl id="summary" class="facts"></dl></section>
  <section class="panel" hidden aria-labelledby="checks-h"><h2 id="checks-h">${tx('verify.checks')}</h2>
    <ul id="checks" class="checks"></ul></section>
  <section class="panel" hidden aria-labelledby="fair-h"><h2 id="fair-h">${tx('verify.fairData')}</h2>
    <dl id="facts" class="facts"></dl></section>
  <details class="panel" hidden><summary>${tx('verify.technical')}</summary>
    <h2>${tx('verify.stored')}</h2><pre id="stored"></pre>
    <h2>${tx('verify.recomputed')}</h2><pre id="recomputed"></pre></details>
  <p><a href="${esc(withLang('/rules', lang))}">${tx('verify.howLink')}</a></p>
</main>`,
    { script: '/assets/verify.js', block: messagesBlock(lang, VERIFY_SCRIPT, { paylines: PAYLINES }) },
  );
}

/**
 * Rules and RTP of every game in `lang` (the text of apps/games/RULES.md, which stays the normative English
 * reference; figures from the engines, formatted for the language). No script.
 */
export function rulesPage(lang: Lang): string {
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  const n = (v: number) => esc(formatNumber(lang, v));
  const pct = (v: number) => formatPercent(lang, v);
  const pays = SYMBOLS.map((s, i) => [s, PAYTABLE[i]!] as const)
    .filter(([s]) => s !== 'S')
    .map(
      ([s, p]) =>
        `<tr><th scope="row">${esc(s)} ${tx(`slot.symbol.${s}` as MessageKey)}</th><td>${n(p[3]!)}</td><td>${n(
          p[4]!,
        )}</td><td>${n(p[5]!)}</td></tr>`,
    )
    .join('');
  return shell(
    lang,
    t(lang, 'rules.title'),
    `<main class="rules">
<h1>${tx('rules.heading')}</h1>
<h2>${tx('rules.fair.heading')}</h2>
<p>${tx('rules.fair.text')}</p>
<h2>${tx('rules.dice.heading', { rtp: pct(DICE_RTP_PERCENT) })}</h2>
<p>${tx('rules.dice.text', {
      min: formatAmount(lang, 0n),
      max: formatAmount(lang, 9999n),
      tmin: formatNumber(lang, 1),
      tmax: formatNumber(lang, 98),
      edge: formatNumber(lang, DICE_RTP_PERCENT),
    })}</p>
<h2>${tx('rules.slot.heading', { rtp: pct(SLOT_RTP.percent) })}</h2>
<p>${tx('rules.slot.text', {
      lines: formatNumber(lang, LINES),
      s3: formatTimes(lang, SCATTER_PAYS[3]!),
      s4: formatTimes(lang, SCATTER_PAYS[4]!),
      s5: formatTimes(lang, SCATTER_PAYS[5]!),
    })}</p>
<table><caption>${tx('rules.slot.caption')}</caption><thead><tr><th scope="col">${tx('rules.slot.symbol')}</th><th scope="col">${n(
      3,
    )}</th><th scope="col">${n(4)}</th><th scope="col">${n(5)}</th></tr></thead><tbody>${pays}</tbody></table>
<h2>${tx('rules.baccarat.heading', {
      player: pct(BACCARAT_RTP.player),
      banker: pct(BACCARAT_RTP.banker),
      tie: pct(BACCARAT_RTP.tie),
    })}</h2>
<p>${tx('rules.baccarat.text')}</p>
</main>`,
  );
}
