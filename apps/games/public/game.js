// Games server page script (docs/architecture.md "Games server"): exchanges the launch token for a game session, plays rounds
// through /api/play, shows balance, result and the fair-play panel. No inline script anywhere (strict CSP): texts and
// formats come from the page's JSON block through i18n.js, in the page language.
import { i18n } from '/assets/i18n.js';

const { t, errorText, money, num, percent } = i18n;
const app = document.getElementById('app');
const game = app.dataset.game;
const $ = (id) => document.getElementById(id);
const status = $('status');
const KEY = 'bgs-session';

let session = sessionStorage.getItem(KEY);

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
    const e = new Error(t('error.NETWORK'));
    e.code = 'NETWORK';
    throw e;
  }
  const json = await res.json().catch(() => ({ status: 'ERROR', code: 'NETWORK' }));
  if (json.status !== 'OK') {
    const e = new Error(json.message || json.code);
    e.code = json.code;
    e.body = json;
    throw e;
  }
  return json;
}

// Seeds, hashes and the nonce stay in Latin digits in every language: they are the inputs of the HMAC message
// "clientSeed:nonce:cursor" a player types into a verifier.
function showFair(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('nonce').textContent = String(f.nonce);
  $('client-seed').value = f.clientSeed;
}
let currency = '';
function showBalance(b, cur) {
  if (cur) currency = cur;
  $('balance').textContent = money(b, currency);
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

const GLYPH = { W: '★', S: '◆', 7: '7', B: '▬', L: '🔔', M: '🍉', P: '🟣', O: '🍊', N: '🍋', C: '🍒' };
const symbol = (c) => t(`slot.symbol.${c}`);

function showRound(r) {
  const box = $('result');
  box.replaceChildren();
  const o = r.outcome;
  if (o.game === 'bgs-slot') {
    const grid = el('div', undefined, 'grid');
    grid.setAttribute('role', 'img');
    const rows = o.slot.grid.map((row) => [...row].map(symbol).join(', ')).join('; ');
    grid.setAttribute('aria-label', t('slot.reels', { rows }));
    for (const row of o.slot.grid) for (const c of row) grid.append(el('span', GLYPH[c] ?? c));
    box.append(grid);
    const lines = o.slot.lines
      .map((l) => t('slot.line', { line: num(l.line + 1), count: num(l.count), symbol: symbol(l.symbol) }))
      .join(', ');
    if (lines) box.append(el('p', lines));
    if (o.slot.scatters >= 3) box.append(el('p', t('slot.scatters', { count: num(o.slot.scatters) })));
  } else if (o.game === 'bgs-dice') {
    const target = num(r.params.target);
    box.append(
      el(
        'p',
        t('dice.result', {
          // The roll is 0..9999 hundredths: the exact decimal string, never a float.
          roll: num(`${Math.floor(o.dice.roll / 100)}.${String(o.dice.roll % 100).padStart(2, '0')}`, {
            minimumFractionDigits: 2,
          }),
          bet: t(r.params.direction === 'over' ? 'dice.betOver' : 'dice.betUnder', { target }),
          chance: percent(o.dice.chancePercent),
        }),
      ),
    );
  } else {
    const b = o.baccarat;
    box.append(
      el(
        'p',
        t('baccarat.hands', {
          player: b.player.join(' '),
          playerTotal: num(b.playerTotal),
          banker: b.banker.join(' '),
          bankerTotal: num(b.bankerTotal),
        }),
      ),
    );
    box.append(el('p', t(`baccarat.result.${b.result}`)));
  }
  const won = BigInt(r.win) > 0n;
  const stake = money(r.stake, r.currency);
  box.append(
    el(
      'p',
      won ? t('game.stakeWin', { stake, win: money(r.win, r.currency) }) : t('game.stakeNoWin', { stake }),
      won ? 'win' : 'lose',
    ),
  );
  if (r.jackpot && r.jackpot.hit)
    box.append(el('p', t('game.jackpot', { amount: money(r.jackpot.award, r.currency) }), 'win'));
  if (r.winPending) box.append(el('p', t('game.winPending')));
  const link = $('verify-link');
  link.href = `/verify/${encodeURIComponent(r.roundId)}?lang=${encodeURIComponent(i18n.lang)}`;
  link.textContent = t('game.verifyRound', { id: r.roundId });
  link.hidden = false;
  link.target = '_blank';
  link.rel = 'noopener';
}

function params() {
  if (game === 'bgs-dice') return { direction: $('direction').value, target: Number($('target').value) };
  if (game === 'bgs-baccarat') return { bet: $('bet').value };
  return undefined;
}

async function play() {
  const button = $('play');
  const stake = game === 'bgs-slot' ? $('stake').value : i18n.parseMinor($('stake').value);
  if (!stake || stake === '0') {
    status.textContent = t('game.status.enterStake', { example: i18n.amount('100') });
    return;
  }
  button.disabled = true;
  status.textContent = t('game.status.playing');
  const requestId = crypto.randomUUID().replaceAll('-', '');
  try {
    let r;
    for (let attempt = 0; ; attempt++) {
      try {
        r = (await api('/api/play', { stake, params: params(), requestId })).round;
        break;
      } catch (e) {
        // A dropped answer: the same requestId answers the same round.
        if (e.code !== 'NETWORK' || attempt >= 3) throw e;
        await new Promise((ok) => setTimeout(ok, 300 * 2 ** attempt));
      }
    }
    showRound(r);
    if (r.balance !== null) showBalance(r.balance);
    $('nonce').textContent = String(r.fair.nonce + 1);
    status.textContent =
      BigInt(r.win) > 0n ? t('common.won', { amount: money(r.win, r.currency) }) : t('game.status.noWin');
  } catch (e) {
    status.textContent = errorText(e, 'play');
    if (e.body?.round?.balance) showBalance(e.body.round.balance);
  } finally {
    button.disabled = false;
  }
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
    status.textContent = t('game.status.seedChanged');
  } catch (e) {
    status.textContent = errorText(e);
  }
});
$('play').addEventListener('click', play);

async function start() {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  try {
    if (token) {
      url.searchParams.delete('token');
      history.replaceState(null, '', url.pathname + url.search);
      session = null;
      const s = await api('/api/session', { token });
      session = s.session;
      sessionStorage.setItem(KEY, session);
      showBalance(s.balance, s.currency);
      showFair(s.fair);
    } else if (session) {
      const [b, f] = await Promise.all([api('/api/balance'), api('/api/fair')]);
      showBalance(b.balance, b.currency);
      showFair(f);
    } else throw Object.assign(new Error(t('game.status.openFromSite')), { code: 'NO_SESSION' });
    status.textContent = t('game.status.ready');
    $('play').disabled = false;
  } catch (e) {
    status.textContent = e.code === 'NO_SESSION' ? e.message : errorText(e);
    $('play').disabled = true;
  }
}
$('play').disabled = true;
start();
