// Games server page script: exchanges the launch token for a game session, plays rounds through /api/play and shows
// them as a game (the slot's reels spin through the real reel strips and stop in order, the dice track with a
// roll-under slider, the baccarat table dealing cards), with the balance, a stake stepper with quick stakes, win and
// loss feedback, the last results and the fair-play panel. No inline script anywhere (strict CSP): texts and formats
// come from the page's JSON block through i18n.js, in the page language; the game's figures (stake ladder, reel
// strips, paylines, pays) from the `pd-game` block (pages.ts gameData). Money stays integer minor units (BigInt and
// decimal strings), never a float. Motion follows prefers-reduced-motion: with "reduce", outcomes show at once.
//
// The session lives in memory. A page framed by another site may be refused sessionStorage (the browser throws on
// access, third-party storage blocked), so storage is only tried inside start(), guarded, to let a reload of a
// same-site page keep its session; nothing at module top level touches it.
import { i18n } from '/assets/i18n.js';
import {
  cardFace,
  drawPaylines,
  el,
  rollDecimal,
  setTrack,
  symbolSvg,
  winningCells,
} from '/assets/render.js';

const { t, errorText, money, num, percent } = i18n;
const $ = (id) => document.getElementById(id);
const app = $('app');
const game = app.dataset.game;
const cfg = JSON.parse($('pd-game').textContent);
const status = $('status');
const playButton = $('play');
const KEY = 'bgs-session';

/** The stored session of this tab, or null (storage refused or empty). */
function storedSession() {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
/** Keeps the session for a reload when the browser allows storage; silently not otherwise. */
function storeSession(value) {
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // third-party storage blocked: the session stays in memory for this page's life
  }
}

const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const wait = (ms) => new Promise((ok) => setTimeout(ok, reduceMotion() ? 0 : ms));

let session = null;
let currency = '';
let balance = null;
let busy = false;

async function api(path, body) {
  let res;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw Object.assign(new Error(t('error.NETWORK')), { code: 'NETWORK' });
  }
  const json = await res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
  if (json.status !== 'OK')
    throw Object.assign(new Error(json.message || json.code), { code: json.code, body: json });
  return json;
}

function say(text, kind = '') {
  status.textContent = text;
  status.className = `status${kind ? ` ${kind}` : ''}`;
}

// ---- Balance ---------------------------------------------------------------------------------------------------

function showBalance(b, cur) {
  if (cur) currency = cur;
  const out = $('balance');
  if (balance !== null && b !== balance) {
    out.classList.remove('up', 'down');
    void out.offsetWidth; // restart the flash
    out.classList.add(BigInt(b) > BigInt(balance) ? 'up' : 'down');
  }
  balance = b;
  out.textContent = money(b, currency);
  updateDice();
}

// ---- Stake -----------------------------------------------------------------------------------------------------

const stakeInput = $('stake');
const ladder = cfg.stakes.map(BigInt);
let stake = 100n;

/** The stake the player set, in minor units, or null when the typed text is not an amount. */
function readStake() {
  if (!cfg.typed) return stake;
  const m = i18n.parseMinor(stakeInput.value);
  return m === null ? null : BigInt(m);
}

function setStake(minor) {
  stake = minor;
  stakeInput.value = i18n.amount(minor.toString(), false);
  for (const b of document.querySelectorAll('.quick .chip'))
    b.setAttribute('aria-pressed', String(BigInt(b.dataset.minor) === minor));
  updateDice();
}

function stepStake(up) {
  const now = readStake() ?? stake;
  const next = up ? ladder.find((s) => s > now) : [...ladder].reverse().find((s) => s < now);
  setStake(next ?? (up ? ladder[ladder.length - 1] : ladder[0]));
}

$('stake-up').addEventListener('click', () => stepStake(true));
$('stake-down').addEventListener('click', () => stepStake(false));
for (const b of document.querySelectorAll('.quick .chip'))
  b.addEventListener('click', () => setStake(BigInt(b.dataset.minor)));
stakeInput.addEventListener('input', () => updateDice());
stakeInput.addEventListener('change', () => {
  const m = readStake();
  if (m !== null && m > 0n) setStake(m);
  else say(t('game.status.enterStake', { example: i18n.amount('100') }), 'error');
});

// ---- Win banner and history ------------------------------------------------------------------------------------

const banner = $('banner');
let countUp = 0;

/** The banner of a round: the win (counted up, bigger for bigger wins against the stake) or a calm "no win". */
function showBanner(r) {
  const win = BigInt(r.win);
  const stakeMinor = BigInt(r.stake);
  banner.replaceChildren();
  if (win === 0n) {
    banner.className = 'banner lose show';
    banner.append(el('span', t('game.tryAgain'), 'banner-title'));
    return;
  }
  // Celebration by the win's size against the stake: 20x and more mega, 5x and more big.
  const size = win >= stakeMinor * 20n ? 'mega' : win >= stakeMinor * 5n ? 'big' : 'small';
  banner.className = `banner win show ${size}`;
  const title = size === 'mega' ? t('game.megaWin') : size === 'big' ? t('game.bigWin') : t('game.youWon');
  const amountEl = el('span', money(r.win, r.currency), 'banner-amount');
  banner.append(el('span', title, 'banner-title'), amountEl);
  if (r.jackpot && r.jackpot.hit)
    banner.append(
      el('span', t('game.jackpot', { amount: money(r.jackpot.award, r.currency) }), 'banner-note'),
    );
  if (r.winPending) banner.append(el('span', t('game.winPending'), 'banner-note'));
  if (reduceMotion() || size === 'small') return;
  // Count the amount up in 20 exact steps (BigInt): the last step is the win itself.
  const run = ++countUp;
  const steps = 20n;
  let i = 0n;
  const tick = () => {
    if (run !== countUp) return;
    i++;
    amountEl.textContent = money(((win * i) / steps).toString(), r.currency);
    if (i < steps) setTimeout(tick, 40);
  };
  amountEl.textContent = money('0', r.currency);
  setTimeout(tick, 40);
}

function clearBanner() {
  countUp++;
  banner.className = 'banner';
  banner.replaceChildren();
}

const historyList = $('history');
const HISTORY_MAX = 16;

/** A chip of the last results for round `r` (newest first). */
function historyChip(r) {
  const won = BigInt(r.win) > 0n;
  const li = el('li', undefined, `chip-result ${won ? 'win' : 'lose'}`);
  const o = r.outcome;
  let short;
  let full;
  if (o.game === 'bgs-dice') {
    short = num(rollDecimal(o.dice.roll), { minimumFractionDigits: 2 });
    full = `${t('dice.rollValue')} ${short}: ${won ? t('game.resultWin', { amount: money(r.win, r.currency) }) : t('game.resultLoss')}`;
  } else if (o.game === 'bgs-baccarat') {
    const res = o.baccarat.result;
    li.className = `bead bead-${res}${won ? ' won' : ''}`;
    short = Array.from(t(`baccarat.${res}`))[0];
    full = t(`baccarat.result.${res}`);
  } else {
    short = won ? money(r.win, r.currency) : '—';
    full = won ? t('game.resultWin', { amount: money(r.win, r.currency) }) : t('game.resultLoss');
  }
  const shortEl = el('span', short);
  shortEl.setAttribute('aria-hidden', 'true');
  li.append(shortEl, el('span', full, 'sr'));
  li.title = full;
  return li;
}

function addHistory(r) {
  historyList.prepend(historyChip(r));
  while (historyList.children.length > HISTORY_MAX) historyList.lastElementChild.remove();
  $('no-rounds').hidden = historyList.children.length > 0;
}

// ---- Slot: reels -----------------------------------------------------------------------------------------------

const reels = [];
/** Cells per strip (every strip has the same length) and the copies rendered, so any stop has 3 rows below it. */
const STRIP = cfg.strips ? cfg.strips[0].length : 0;

function buildReels() {
  const box = $('reels');
  cfg.strips.forEach((text) => {
    const reel = el('div', undefined, 'reel');
    const strip = el('div', undefined, 'strip');
    for (const c of text + text + text) {
      const cell = el('span', undefined, 'cell');
      cell.append(symbolSvg(c));
      strip.append(cell);
    }
    reel.append(strip);
    box.append(reel);
    reels.push({ reel, strip, stop: 0 });
  });
  reels.forEach((r) => placeReel(r, 0));
  labelReels(cfg.strips.map((text) => text.slice(0, 3)));
}

/** Shows strip position `stop` (top row) of reel `r`, `lead` cells above it (the reel then runs down to it). */
function placeReel(r, stop, lead = 0) {
  r.stop = stop;
  r.strip.style.transform = `translateY(calc(var(--cell) * -${STRIP + stop - lead}))`;
}

/** Names the visible symbols for assistive technology: columns (reels) of 3 letters -> rows text. */
function labelReels(columns) {
  const rows = [0, 1, 2]
    .map((row) => columns.map((col) => t(`slot.symbol.${col[row]}`)).join(', '))
    .join('; ');
  $('reels').setAttribute('aria-label', t('slot.reels', { rows }));
}

function clearHits() {
  for (const c of document.querySelectorAll('.reel .cell.hit')) c.classList.remove('hit');
  $('paylines').replaceChildren();
}

function startSpin() {
  clearHits();
  if (reduceMotion()) {
    $('reels').classList.add('waiting');
    return;
  }
  for (const r of reels) {
    r.strip.style.transition = 'none';
    r.strip.classList.add('spinning');
  }
}

/** Stops the reels at the outcome's stops, reel 1 to 5 in order; resolves when the last one has landed. */
async function stopSpin(outcome) {
  $('reels').classList.remove('waiting');
  const motion = !reduceMotion();
  for (let i = 0; i < reels.length; i++) {
    const r = reels[i];
    r.strip.classList.remove('spinning');
    if (!motion) {
      r.strip.style.transition = 'none';
      placeReel(r, outcome.stops[i]);
      continue;
    }
    r.strip.style.transition = 'none';
    placeReel(r, outcome.stops[i], 6);
    void r.strip.offsetHeight; // apply the start position before the transition
    r.strip.style.transition = '';
    placeReel(r, outcome.stops[i]);
    await wait(i === reels.length - 1 ? 420 : 170);
  }
  const grid = outcome.grid;
  labelReels([0, 1, 2, 3, 4].map((reel) => grid.map((row) => row[reel]).join('')));
  const hits = winningCells(cfg.paylines, outcome.lines);
  reels.forEach((r, reel) => {
    for (let row = 0; row < 3; row++)
      if (hits.has(`${reel}:${row}`)) r.strip.children[STRIP + r.stop + row].classList.add('hit');
  });
  drawPaylines($('paylines'), cfg.paylines, outcome.lines);
}

function cancelSpin() {
  $('reels').classList.remove('waiting');
  for (const r of reels) {
    r.strip.classList.remove('spinning');
    r.strip.style.transition = 'none';
    placeReel(r, r.stop);
  }
}

// ---- Dice ------------------------------------------------------------------------------------------------------

function diceBet() {
  const direction = document.querySelector('input[name="direction"]:checked')?.value ?? 'under';
  return { direction, target: Number($('target').value) };
}

/** Win chance, payout multiple and the win on a hit for the current bet and stake (exact: BigInt minor units). */
function updateDice() {
  if (game !== 'bgs-dice') return;
  const { direction, target } = diceBet();
  const chance = direction === 'under' ? target : 100 - target;
  const zone = t(direction === 'under' ? 'dice.betUnder' : 'dice.betOver', { target: num(target) });
  $('target-out').textContent = num(target);
  $('target').setAttribute('aria-valuetext', zone);
  $('chance').textContent = percent(chance);
  const rtp = BigInt(cfg.rtpPercent);
  const times = (rtp * 10000n) / BigInt(chance); // the multiple in ten-thousandths, floored
  $('multiplier').textContent = `${num(`${times / 10000n}.${String(times % 10000n).padStart(4, '0')}`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })}×`;
  const s = readStake();
  $('potential').textContent =
    s === null ? t('common.none') : money(((s * rtp) / BigInt(chance)).toString(), currency);
  setTrack($('zone'), null, direction, target);
  if (!lastRoll) $('track').setAttribute('aria-label', zone);
}
let lastRoll = null;

async function showDice(r) {
  const o = r.outcome.dice;
  const roll = $('roll');
  if (!reduceMotion()) {
    roll.classList.add('rolling');
    for (let i = 0; i < 8; i++) {
      roll.textContent = num(rollDecimal(Math.floor(Math.random() * 10000)), { minimumFractionDigits: 2 });
      await wait(45);
    }
    roll.classList.remove('rolling');
  }
  const text = num(rollDecimal(o.roll), { minimumFractionDigits: 2 });
  roll.textContent = text;
  roll.className = `roll ${o.win ? 'win' : 'lose'}`;
  const p = r.params;
  setTrack($('zone'), $('marker'), p.direction, p.target, o.roll);
  $('marker').className = `marker ${o.win ? 'win' : 'lose'}`;
  lastRoll = text;
  const zone = t(p.direction === 'under' ? 'dice.betUnder' : 'dice.betOver', { target: num(p.target) });
  $('track').setAttribute('aria-label', t('dice.track', { roll: text, zone }));
}

if (game === 'bgs-dice') {
  $('target').addEventListener('input', updateDice);
  for (const r of document.querySelectorAll('input[name="direction"]'))
    r.addEventListener('change', updateDice);
}

// ---- Baccarat --------------------------------------------------------------------------------------------------

function clearTable() {
  for (const side of ['player', 'banker']) {
    $(`cards-${side}`).replaceChildren();
    $(`total-${side}`).textContent = '';
    $(`hand-${side}`).classList.remove('winner');
  }
}

/** Deals the outcome's cards in the order of the rules: player, banker, player, banker, then any third cards. */
async function showBaccarat(r) {
  const b = r.outcome.baccarat;
  clearTable();
  const order = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ].filter(([side, i]) => b[side][i] !== undefined);
  let n = 0;
  for (const [side, i] of order) {
    const card = cardFace(b[side][i], n++);
    if (!reduceMotion()) card.classList.add('dealt');
    $(`cards-${side}`).append(card);
    await wait(260);
  }
  for (const side of ['player', 'banker']) {
    const total = num(b[`${side}Total`]);
    $(`total-${side}`).textContent = total;
    $(`cards-${side}`).setAttribute(
      'aria-label',
      t('baccarat.hand', { name: t(`baccarat.${side}`), cards: b[side].join(', '), total }),
    );
  }
  if (b.result !== 'tie') $(`hand-${b.result}`).classList.add('winner');
  else for (const side of ['player', 'banker']) $(`hand-${side}`).classList.add('winner');
}

// ---- A round ---------------------------------------------------------------------------------------------------

function params() {
  if (game === 'bgs-dice') return diceBet();
  if (game === 'bgs-baccarat')
    return { bet: document.querySelector('input[name="bet"]:checked')?.value ?? 'player' };
  return undefined;
}

function setPlayable(on) {
  // aria-disabled keeps keyboard focus on the button during a round (a disabled button would drop it).
  playButton.setAttribute('aria-disabled', String(!on));
  app.classList.toggle('playing', !on);
}

/** Plays one round. @returns true when the round was played and shown */
async function play() {
  if (busy || !session) return false;
  const s = readStake();
  if (s === null || s <= 0n) {
    say(t('game.status.enterStake', { example: i18n.amount('100') }), 'error');
    return false;
  }
  busy = true;
  setPlayable(false);
  clearBanner();
  say(t('game.status.playing'));
  if (game === 'bgs-slot') startSpin();
  if (game === 'bgs-baccarat') clearTable();
  const requestId = crypto.randomUUID().replaceAll('-', '');
  const started = Date.now();
  try {
    let r;
    for (let attempt = 0; ; attempt++) {
      try {
        r = (await api('/api/play', { stake: s.toString(), params: params(), requestId })).round;
        break;
      } catch (e) {
        // A dropped answer: the same requestId answers the same round.
        if (e.code !== 'NETWORK' || attempt >= 3) throw e;
        await new Promise((ok) => setTimeout(ok, 300 * 2 ** attempt));
      }
    }
    if (game === 'bgs-slot') {
      await wait(Math.max(0, 650 - (Date.now() - started))); // let the reels run a moment
      await stopSpin(r.outcome.slot);
    } else if (game === 'bgs-dice') await showDice(r);
    else await showBaccarat(r);
    showBanner(r);
    addHistory(r);
    if (r.balance !== null) showBalance(r.balance);
    $('nonce').textContent = String(r.fair.nonce + 1);
    showVerifyLink(r.roundId);
    // The banner shows the result; the status line still announces it (it is the page's live region), unseen.
    say(
      BigInt(r.win) > 0n ? t('common.won', { amount: money(r.win, r.currency) }) : t('game.status.noWin'),
      'sr',
    );
    return true;
  } catch (e) {
    if (game === 'bgs-slot') cancelSpin();
    say(errorText(e, 'play'), 'error');
    if (e.body?.round?.balance) showBalance(e.body.round.balance);
    return false;
  } finally {
    busy = false;
    setPlayable(true);
  }
}

// ---- Slot autoplay ---------------------------------------------------------------------------------------------

/** The running autoplay: spins left, the loss limit and the balance it started from (minor units), or null. */
let auto = null;

function showAuto() {
  const button = $('auto');
  if (!button) return;
  button.textContent = auto ? t('slot.autoStop', { left: num(auto.left) }) : t('slot.autoStart');
  button.setAttribute('aria-pressed', String(auto !== null));
}

/**
 * Starts autoplay (or stops the running one after its current spin): up to the chosen number of spins, stopping
 * before a spin whose stake could take the loss since the start past the loss limit, and on any error.
 */
async function autoplay() {
  if (auto) {
    auto.left = 0;
    return;
  }
  const limit = i18n.parseMinor($('stop-loss').value);
  if (limit === null || BigInt(limit) <= 0n || balance === null) {
    say(t('game.status.enterStake', { example: i18n.amount('1000') }), 'error');
    return;
  }
  auto = { left: Number($('auto-spins').value), limit: BigInt(limit), start: BigInt(balance) };
  showAuto();
  let end = t('slot.autoDone');
  while (auto.left > 0) {
    if (auto.start - BigInt(balance) + stake > auto.limit) {
      end = t('slot.autoStopped', { amount: money(limit, currency) });
      break;
    }
    if (!(await play())) {
      end = null; // the error stays on the status line
      break;
    }
    auto.left = Math.max(0, auto.left - 1);
    showAuto();
    await wait(350);
  }
  auto = null;
  showAuto();
  if (end) say(end);
}
if ($('auto')) $('auto').addEventListener('click', () => void autoplay());

function showVerifyLink(roundId) {
  const link = $('verify-link');
  link.href = `/verify/${encodeURIComponent(roundId)}?lang=${encodeURIComponent(i18n.lang)}`;
  link.textContent = t('game.verifyRound', { id: roundId });
  $('last-round').hidden = false;
  link.target = '_blank';
  link.rel = 'noopener';
}

// ---- Fair play -------------------------------------------------------------------------------------------------

// Seeds, hashes and the nonce stay in Latin digits in every language: they are the inputs of the HMAC message
// "clientSeed:nonce:cursor" a player types into a verifier.
function showFair(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('nonce').textContent = String(f.nonce);
  $('client-seed').value = f.clientSeed;
}

$('seed-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  try {
    const r = await api('/api/fair/client-seed', { clientSeed: $('client-seed').value });
    showFair(r.next);
    $('revealed').textContent = t('game.revealed', {
      seed: r.revealed.serverSeed,
      hash: r.revealed.serverSeedHash,
      rounds: num(r.revealed.roundsPlayed),
    });
    say(t('game.status.seedChanged'));
  } catch (e) {
    say(errorText(e), 'error');
  }
});
playButton.addEventListener('click', () => void play());
// Space or Enter anywhere outside a control plays a round, as in most casino games (a focused control keeps its own
// keys: a button, the slider, the stake field, the radios).
document.addEventListener('keydown', (ev) => {
  if ((ev.key !== ' ' && ev.key !== 'Enter') || ev.repeat || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const target = ev.target;
  if (target instanceof Element && target.closest('button, input, select, textarea, a, summary, label'))
    return;
  if (playButton.disabled) return;
  ev.preventDefault();
  void play();
});

// ---- Start -----------------------------------------------------------------------------------------------------

/** The launch token, taken from the URL once (and dropped from it) and kept until it is exchanged. */
let launchToken = null;

async function loadHistory() {
  try {
    const { rounds } = await api('/api/rounds');
    const mine = rounds.filter((r) => r.game === game && r.status !== 'open').slice(0, HISTORY_MAX);
    // The reels open where the player's last spin left them.
    if (game === 'bgs-slot' && mine[0] && !busy && !historyList.children.length) {
      const o = mine[0].outcome.slot;
      reels.forEach((r, i) => placeReel(r, o.stops[i]));
      labelReels([0, 1, 2, 3, 4].map((reel) => o.grid.map((row) => row[reel]).join('')));
    }
    for (const r of mine.reverse()) addHistory(r);
  } catch {
    // the last results are a convenience: the game plays without them
  }
}

async function start() {
  $('retry').hidden = true;
  say(t('common.connecting'));
  try {
    if (launchToken) {
      session = null;
      const s = await api('/api/session', { token: launchToken });
      launchToken = null;
      session = s.session;
      storeSession(session);
      showBalance(s.balance, s.currency);
      showFair(s.fair);
    } else {
      session = session ?? storedSession();
      if (!session) throw Object.assign(new Error(t('game.status.openFromSite')), { code: 'NO_SESSION' });
      const [b, f] = await Promise.all([api('/api/balance'), api('/api/fair')]);
      showBalance(b.balance, b.currency);
      showFair(f);
    }
    say(t('game.status.ready'));
    app.setAttribute('aria-busy', 'false');
    playButton.disabled = false;
    if ($('auto')) $('auto').disabled = false;
    setPlayable(true);
    void loadHistory();
  } catch (e) {
    app.setAttribute('aria-busy', 'false');
    say(e.code === 'NO_SESSION' ? e.message : errorText(e), 'error');
    playButton.disabled = true;
    // A connection that failed may work on a second try; a refused or used launch will not.
    $('retry').hidden = !['NETWORK', 'BAD_ANSWER', 'PLATFORM_UNAVAILABLE'].includes(e.code);
  }
}

$('retry').addEventListener('click', () => void start());
if (game === 'bgs-slot') buildReels();
setStake(stake);
{
  const url = new URL(location.href);
  launchToken = url.searchParams.get('token');
  if (launchToken) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search);
  }
}
void start();
