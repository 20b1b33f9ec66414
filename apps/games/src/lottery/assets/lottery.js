// The VN Lotto page (apps/games/src/lottery/page.ts): exchanges the launch token, shows the open draw with a
// countdown, places bets, and polls the player's bets and the latest results. Money: integer strings of minor units.
// Texts, the language, number formats and the time zone of draw times come from the page's JSON block (i18n.js).
import { i18n } from '/assets/i18n.js';

const { t, errorText, two, num } = i18n;
const KEY = 'pd-lottery-session';
const $ = (id) => document.getElementById(id);
// The session lives in memory; storage is tried only inside start(), guarded: a page framed by another site may be
// refused sessionStorage (the browser throws on access), which at module top level would stop the whole script.
let session = null;
const storage = {
  get() {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(value) {
    try {
      sessionStorage.setItem(KEY, value);
    } catch {
      // third-party storage blocked: the session stays in memory
    }
  },
};
let draw = null;
let offset = 0; // server clock - local clock, ms
let currency = '';

const money = (minor) => i18n.money(minor, currency);
/** Lô and Đề are the game's own names of its bet types, the same in every language. */
const typeName = (type) => (type === 'de' ? 'Đề' : 'Lô');
const say = (text) => {
  $('status').textContent = text;
};

async function api(path, init = {}) {
  let res;
  try {
    res = await fetch(path, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
    });
  } catch {
    throw Object.assign(new Error(t('error.NETWORK')), { code: 'NETWORK' });
  }
  const body = await res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
  if (body.status !== 'OK') throw Object.assign(new Error(body.message || body.code), body);
  return body;
}

function renderDraw() {
  if (!draw) return;
  $('draw-id').textContent = draw.drawId;
  $('draw-at').textContent = i18n.time(draw.drawAt);
  $('draw-hash').textContent = draw.serverSeedHash;
}

function tick() {
  if (!draw) return;
  const left = Math.max(0, Date.parse(draw.closesAt) - (Date.now() + offset));
  const s = Math.ceil(left / 1000);
  $('countdown').textContent = `${num(Math.floor(s / 60))}:${two(s % 60)}`;
  if (left === 0) void loadState();
}

function numbersList(numbers) {
  const ul = document.createElement('ul');
  ul.className = 'nums';
  numbers.forEach((n, i) => {
    const li = document.createElement('li');
    li.textContent = two(n);
    if (i === 0) {
      li.className = 'special';
      li.title = t('lottery.special');
    }
    ul.append(li);
  });
  return ul;
}

function renderResults(draws) {
  const ol = $('results');
  ol.replaceChildren(
    ...draws.map((d) => {
      const li = document.createElement('li');
      li.dataset.drawId = d.drawId;
      const head = document.createElement('div');
      head.textContent = t('lottery.resultHead', { draw: d.drawId, special: two(d.numbers[0]) });
      const seed = document.createElement('div');
      seed.className = 'small';
      seed.textContent = t('lottery.resultSeed', { seed: d.serverSeed, hash: d.serverSeedHash });
      li.append(head, numbersList(d.numbers), seed);
      return li;
    }),
  );
}

/** A bet's status in words (`lottery.bet.<status>`), or the status itself if new. */
const statusText = (status) => {
  const text = t(`lottery.bet.${status}`);
  return text === `lottery.bet.${status}` ? status : text;
};

function renderBets(bets) {
  const tbody = $('bets').querySelector('tbody');
  tbody.replaceChildren(
    ...bets.map((b) => {
      const tr = document.createElement('tr');
      tr.dataset.betId = b.betId;
      tr.dataset.status = b.status;
      const cells = [
        b.drawId,
        typeName(b.type),
        two(b.number),
        money(b.stake),
        statusText(b.status),
        b.win == null ? t('common.none') : money(b.win),
      ];
      for (const c of cells) {
        const td = document.createElement('td');
        td.textContent = c;
        tr.append(td);
      }
      return tr;
    }),
  );
}

async function loadState() {
  const s = await api('/lottery/api/state');
  offset = Date.parse(s.now) - Date.now();
  if (!draw || draw.drawId !== s.draw.drawId) {
    draw = s.draw;
    renderDraw();
  }
  renderResults(s.recent);
}

async function loadBets() {
  if (!session) return;
  const b = await api('/lottery/api/bets');
  currency = b.currency;
  $('balance').textContent = money(b.balance);
  renderBets(b.bets);
}

async function refresh() {
  try {
    await loadState();
    await loadBets();
  } catch (e) {
    if (e.code === 'NOT_LOGGED_IN') say(errorText(e, 'lottery'));
  }
}

$('bet-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  if (!draw) return;
  const stake = i18n.parseMinor($('bet-stake').value);
  const number = Number($('bet-number').value);
  if (stake === null)
    return say(
      t('lottery.status.enterStake', { a: i18n.amount('1000', false), b: i18n.amount('1050', false) }),
    );
  if (!Number.isInteger(number) || number < 0 || number > 99)
    return say(t('lottery.status.pickNumber', { min: two(0), max: two(99) }));
  $('place').disabled = true;
  try {
    const r = await api('/lottery/api/bets', {
      method: 'POST',
      body: JSON.stringify({
        drawId: draw.drawId,
        type: $('bet-type').value,
        number,
        stake,
        requestId: crypto.randomUUID().replace(/-/g, ''),
      }),
    });
    $('balance').textContent = money(r.balance);
    say(
      t('lottery.status.placed', {
        type: typeName(r.bet.type),
        number: two(r.bet.number),
        stake: money(r.bet.stake),
        draw: r.bet.drawId,
      }),
    );
    await loadBets();
  } catch (e) {
    const root = $('lottery').dataset;
    say(
      e.code
        ? errorText(e, 'lottery', { min: money(root.minStake), max: money(root.maxStake) })
        : t('lottery.status.notPlaced'),
    );
    if (e.code === 'DRAW_CLOSED') await loadState().catch(() => undefined);
  } finally {
    $('place').disabled = false;
  }
});

// The number picker (a 00-99 grid of radios) and the number field stay in step.
{
  const field = $('bet-number');
  const picks = [...document.querySelectorAll('input[name="pick"]')];
  for (const p of picks) p.addEventListener('change', () => (field.value = p.value));
  field.addEventListener('input', () => {
    for (const p of picks) p.checked = field.value !== '' && Number(p.value) === Number(field.value);
  });
}

async function start() {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search);
    try {
      const s = await api('/lottery/api/session', { method: 'POST', body: JSON.stringify({ token }) });
      session = s.session;
      storage.set(session);
    } catch (e) {
      say(errorText(e, 'lottery'));
    }
  } else session = storage.get();
  if (session) say(t('lottery.status.ready'));
  else if (!token) say(t('lottery.status.openFromSite'));
  await refresh();
  setInterval(tick, 250);
  setInterval(() => void refresh(), 3000);
}

void start();
