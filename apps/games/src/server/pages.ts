/**
 * HTML of the games server's pages (docs/architecture.md "Games server"), in the page language (en or bn; routes.ts picks it with
 * kit.ts pageLanguage). No inline script or style: behaviour is /assets/game.js and /assets/verify.js, looks
 * /assets/games.css (strict CSP, app.ts); the scripts get their texts from the page's JSON string block (i18n
 * messagesBlock). Texts are src/i18n/messages.ts; numbers go through Intl (i18n/format.ts); the figures come from the
 * engines (RTP from dice.ts, slot.ts, baccarat.ts).
 */
import { BACCARAT_RTP } from '../baccarat.ts';
import { DICE_RTP_PERCENT } from '../dice.ts';
import { formatAmount, formatNumber, formatPercent, formatTimes } from '../i18n/format.ts';
import { esc, messagesBlock, t, type Lang, type MessageKey } from '../i18n/index.ts';
import { LINES, PAYTABLE, SCATTER_PAYS, SLOT_RTP, SYMBOLS } from '../slot.ts';
import type { GameCode } from '../verify.ts';

/** Messages the page scripts read, by key prefix (only what each page needs goes into its block). */
const GAME_SCRIPT = ['common.', 'game.', 'slot.', 'dice.', 'baccarat.', 'error.', 'currency.'] as const;
const VERIFY_SCRIPT = ['verify.', 'round.', 'game.name.', 'error.', 'currency.'] as const;

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

/** Slot stakes offered by the page (minor units; multiples of the 20 lines). */
const SLOT_STAKES = [100n, 200n, 1000n, 2000n] as const;

/** The page of one game in `lang`; game.js drives it (reads `data-game` and the launch token from the URL). */
export function gamePage(game: GameCode, lang: Lang): string {
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  const stakeInput = `<label>${tx('common.stake')} <input id="stake" name="stake" inputmode="decimal" value="${esc(
    formatAmount(lang, 100n, false),
  )}" size="8"></label>`;
  const controls: Record<GameCode, string> = {
    'bgs-slot': `<label>${tx('common.stake')} <select id="stake" name="stake">${SLOT_STAKES.map(
      (s) => `<option value="${s}">${esc(formatAmount(lang, s))}</option>`,
    ).join('')}</select></label>
      <button id="play" type="button">${tx('game.spin')}</button>`,
    'bgs-dice': `${stakeInput}
      <label>${tx('game.direction')} <select id="direction"><option value="under">${tx('dice.under')}</option><option value="over">${tx('dice.over')}</option></select></label>
      <label>${tx('game.target')} <input id="target" type="number" min="1" max="98" value="50"></label>
      <button id="play" type="button">${tx('game.roll')}</button>`,
    'bgs-baccarat': `${stakeInput}
      <label>${tx('game.betOn')} <select id="bet"><option value="player">${tx('baccarat.player')}</option><option value="banker">${tx('baccarat.banker')}</option>
        <option value="tie">${tx('baccarat.tie')}</option></select></label>
      <button id="play" type="button">${tx('game.deal')}</button>`,
  };
  const name = gameName(lang, game);
  return shell(
    lang,
    name,
    `<main id="app" data-game="${game}" aria-label="${tx('common.gameLabel', { name })}">
  <header class="bar"><h1>${esc(name)}</h1>
    <p>${tx('common.balance')}: <output id="balance" data-testid="game-balance">…</output></p></header>
  <p id="status" role="status" aria-live="polite">${tx('common.connecting')}</p>
  <section class="controls" aria-label="${tx('game.betRegion')}">${controls[game]}</section>
  <section id="result" class="result" aria-label="${tx('game.resultRegion')}" aria-live="polite"></section>
  <section class="fair" aria-label="${tx('game.fairPlay')}">
    <h2>${tx('game.fairPlay')}</h2>
    <dl>
      <dt>${tx('game.seedHash')}</dt><dd><code id="seed-hash">…</code></dd>
      <dt>${tx('game.nextNonce')}</dt><dd><output id="nonce">…</output></dd>
    </dl>
    <form id="seed-form"><label>${tx('game.clientSeed')} <input id="client-seed" maxlength="64" pattern="[A-Za-z0-9_.\\-]{1,64}" required></label>
      <button type="submit">${tx('game.changeSeed')}</button></form>
    <p id="revealed" class="revealed"></p>
    <p>${tx('game.lastRound')} <a id="verify-link" href="#" hidden>${tx('game.verify')}</a> · <a href="${esc(
      withLang('/rules', lang),
    )}" target="_blank" rel="noopener">${tx('common.rulesLink')}</a></p>
  </section>
</main>`,
    { script: '/assets/game.js', block: messagesBlock(lang, GAME_SCRIPT) },
  );
}

/** The verify page of a round in `lang`; verify.js fetches `/api/rounds/:id/verify` and shows the recomputation. */
export function verifyPage(roundId: string, lang: Lang): string {
  const tx = (key: MessageKey) => esc(t(lang, key));
  return shell(
    lang,
    t(lang, 'verify.title'),
    `<main id="verify" data-round="${esc(roundId)}">
  <h1>${tx('verify.heading')}</h1>
  <p><code>${esc(roundId)}</code></p>
  <p id="verdict" role="status" aria-live="polite">${tx('verify.checking')}</p>
  <button id="reveal" type="button" hidden>${tx('verify.reveal')}</button>
  <dl id="facts"></dl>
  <h2>${tx('verify.stored')}</h2><pre id="stored"></pre>
  <h2>${tx('verify.recomputed')}</h2><pre id="recomputed"></pre>
  <p><a href="${esc(withLang('/rules', lang))}">${tx('verify.howLink')}</a></p>
</main>`,
    { script: '/assets/verify.js', block: messagesBlock(lang, VERIFY_SCRIPT) },
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
