/**
 * HTML of the lottery page (`GET /lottery/vn`; docs/architecture.md "Games server": pick numbers, stake, countdown to the next draw,
 * my bets and results), in the page language (en or bn; routes.ts picks it with server/kit.ts pageLanguage). No
 * inline script or style (strict CSP, server/app.ts): behaviour is /lottery/assets/lottery.js, which reads its texts,
 * the language and the time zone from the page's JSON block (i18n messagesBlock); looks /assets/games.css plus
 * /lottery/assets/lottery.css. Texts are src/i18n/messages.ts; the rules and pays come from rules.ts.
 */
import { formatAmount, formatNumber, formatPercent, formatSeconds, formatTimes } from '../i18n/format.ts';
import { esc, messagesBlock, t, tHtml, type Lang, type MessageKey } from '../i18n/index.ts';
import { shell } from '../server/pages.ts';
import { DE_PAY_MULTIPLIER, LO_PAY_PER_HIT, LOTTERY_RTP_PERCENT, NUMBERS_PER_DRAW } from './rules.ts';
import type { LotteryConfig } from './service.ts';

/** Messages lottery.js reads. */
const LOTTERY_SCRIPT = ['common.', 'lottery.', 'error.', 'currency.'] as const;

/** What `lo` pays per hit, as an exact decimal string to one place: 7/2 -> "3.5". */
const LO_TENTHS = (LO_PAY_PER_HIT.numerator * 10n) / LO_PAY_PER_HIT.denominator;
const LO_TIMES = `${LO_TENTHS / 10n}.${LO_TENTHS % 10n}`;

/**
 * The lottery page for a launch in `lang` (`?token=` is read and dropped by the script). Draw times are shown in
 * `timeZone` (an IANA zone, named next to each time), since the games server does not know the player's brand.
 */
export function lotteryPage(c: LotteryConfig, lang: Lang, timeZone: string): string {
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  const two = (n: number) => formatNumber(lang, n, { minimumIntegerDigits: 2, useGrouping: false });
  const name = t(lang, 'game.name.bgs-vnlotto');
  return shell(
    lang,
    name,
    `<main id="lottery" aria-label="${tx('common.gameLabel', { name })}" data-min-stake="${c.minStake}" data-max-stake="${c.maxStake}">
<header class="bar"><h1>${esc(name)}</h1>
  <p>${tx('common.balance')}: <strong id="balance" data-testid="lottery-balance">…</strong></p></header>
<p id="status" role="status" aria-live="polite">${tx('common.connecting')}</p>
<section class="draw-box" aria-labelledby="next-title">
  <h2 id="next-title">${tx('lottery.nextDraw')} <span id="draw-id"></span></h2>
  <p>${tHtml(lang, 'lottery.closesIn', {
    countdown: '<strong id="countdown" aria-live="off">…</strong>',
    time: '<span id="draw-at"></span>',
  })}</p>
  <p class="small">${tHtml(lang, 'lottery.commitment', { hash: '<code id="draw-hash">…</code>' })}</p>
</section>
<form id="bet-form" class="controls" aria-label="${tx('lottery.betForm')}">
  <label>${tx('lottery.betType')} <select id="bet-type" name="type">
    <option value="lo">${tx('lottery.type.lo', {
      count: formatNumber(lang, NUMBERS_PER_DRAW),
      pays: formatTimes(lang, LO_TIMES),
    })}</option>
    <option value="de">${tx('lottery.type.de', { pays: formatTimes(lang, DE_PAY_MULTIPLIER.toString()) })}</option></select></label>
  <label>${tx('lottery.number')} <input id="bet-number" name="number" type="number" min="0" max="99" step="1" required value="7"></label>
  <label>${tx('common.stake')} <input id="bet-stake" name="stake" inputmode="decimal" required value="${esc(
    formatAmount(lang, c.minStake, false),
  )}" size="8"></label>
  <button id="place" type="submit">${tx('lottery.place')}</button>
</form>
<section aria-labelledby="bets-title"><h2 id="bets-title">${tx('lottery.myBets')}</h2>
  <table id="bets"><caption class="sr-only">${tx('lottery.myBets')}</caption><thead><tr><th scope="col">${tx(
    'lottery.col.draw',
  )}</th><th scope="col">${tx('lottery.col.type')}</th>
  <th scope="col">${tx('lottery.col.number')}</th><th scope="col">${tx('common.stake')}</th><th scope="col">${tx(
    'lottery.col.status',
  )}</th><th scope="col">${tx('lottery.col.win')}</th></tr></thead>
  <tbody></tbody></table></section>
<section aria-labelledby="results-title"><h2 id="results-title">${tx('lottery.results')}</h2><ol id="results" class="results"></ol></section>
<section class="fair" aria-labelledby="rules-title"><h2 id="rules-title">${tx('lottery.rules')}</h2>
  <p>${tx('lottery.rules.draw', { count: formatNumber(lang, NUMBERS_PER_DRAW), min: two(0), max: two(99) })}</p>
  <ul><li>${tx('lottery.rules.de', {
    pays: formatTimes(lang, DE_PAY_MULTIPLIER.toString()),
    rtp: formatPercent(lang, LOTTERY_RTP_PERCENT.de),
  })}</li>
  <li>${tx('lottery.rules.lo', {
    pays: formatTimes(lang, LO_TIMES),
    count: formatNumber(lang, NUMBERS_PER_DRAW),
    rtp: formatPercent(lang, LOTTERY_RTP_PERCENT.lo),
  })}</li>
  <li>${tx('lottery.rules.limits', {
    min: formatAmount(lang, c.minStake),
    max: formatAmount(lang, c.maxStake),
    interval: formatSeconds(lang, c.intervalMs),
    close: formatSeconds(lang, c.closeBeforeMs),
  })}</li></ul>
</section>
</main>`,
    {
      styles: ['/assets/games.css', '/lottery/assets/lottery.css'],
      block: messagesBlock(lang, LOTTERY_SCRIPT, { timeZone }),
      script: '/lottery/assets/lottery.js',
    },
  );
}
