// The VN Lotto page (apps/games/src/lottery/page.ts): exchanges the launch token, shows the open draw with a
// countdown, places bets, and polls the player's bets and the latest results. Money: integer strings of minor units.
const KEY = 'pd-lottery-session';
const $ = (id) => document.getElementById(id);
let session = sessionStorage.getItem(KEY);
let draw = null;
let offset = 0; // server clock - local clock, ms
let currency = '';

const money = (minor) => {
  const v = BigInt(minor);
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${(a / 100n).toLocaleString('en-US')}.${String(a % 100n).padStart(2, '0')}`;
};
const two = (n) => String(n).padStart(2, '0');
const say = (text) => {
  $('status').textContent = text;
};

async function api(path, init = {}) {
  const res = await fetch(path, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
  });
  const body = await res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER', message: 'Bad answer' }));
  if (body.status !== 'OK') throw Object.assign(new Error(body.message || body.code), body);
  return body;
}

function toMinor(text) {
  const m = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return (BigInt(m[1]) * 100n + BigInt((m[2] || '0').padEnd(2, '0'))).toString();
}

function renderDraw() {
  if (!draw) return;
  $('draw-id').textContent = draw.drawId;
  $('draw-at').textContent = new Date(draw.drawAt).toLocaleTimeString();
  $('draw-hash').textContent = draw.serverSeedHash;
}

function tick() {
  if (!draw) return;
  const left = Math.max(0, Date.parse(draw.closesAt) - (Date.now() + offset));
  const s = Math.ceil(left / 1000);
  $('countdown').textContent = `${Math.floor(s / 60)}:${two(s % 60)}`;
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
      li.title = 'Special number';
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
      head.textContent = `Draw ${d.drawId} — special ${two(d.numbers[0])}`;
      const seed = document.createElement('div');
      seed.className = 'small';
      seed.textContent = `Seed ${d.serverSeed} (SHA-256 ${d.serverSeedHash})`;
      li.append(head, numbersList(d.numbers), seed);
      return li;
    }),
  );
}

const STATUS = {
  placed: 'Open',
  settled: 'Settled',
  void: 'Refunded',
  voiding: 'Refunding',
  refused: 'Refused',
  pending: 'Sending',
  failed: 'Failed',
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
        b.type === 'de' ? 'Đề' : 'Lô',
        two(b.number),
        money(b.stake),
        STATUS[b.status] || b.status,
        b.win == null ? '—' : money(b.win),
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
  $('currency').textContent = currency;
  renderBets(b.bets);
}

async function refresh() {
  try {
    await loadState();
    await loadBets();
  } catch (e) {
    if (e.code === 'NOT_LOGGED_IN') say('Your game session has ended: open the lottery again from the site.');
  }
}

$('bet-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  if (!draw) return;
  const stake = toMinor($('bet-stake').value);
  const number = Number($('bet-number').value);
  if (stake === null) return say('Enter a stake like 10 or 10.50.');
  if (!Number.isInteger(number) || number < 0 || number > 99) return say('Pick a number from 00 to 99.');
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
      `Bet placed: ${r.bet.type === 'de' ? 'Đề' : 'Lô'} ${two(r.bet.number)} for ${money(r.bet.stake)} on draw ${r.bet.drawId}.`,
    );
    await loadBets();
  } catch (e) {
    say(e.message || 'The bet was not placed.');
    if (e.code === 'DRAW_CLOSED') await loadState().catch(() => undefined);
  } finally {
    $('place').disabled = false;
  }
});

async function start() {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search);
    try {
      const s = await api('/lottery/api/session', { method: 'POST', body: JSON.stringify({ token }) });
      session = s.session;
      sessionStorage.setItem(KEY, session);
    } catch (e) {
      say(e.message || 'The launch link is invalid or expired: open the lottery again from the site.');
    }
  }
  if (session) say('Ready: pick a number and a stake.');
  else if (!token) say('Open the lottery from the site to play.');
  await refresh();
  setInterval(tick, 250);
  setInterval(() => void refresh(), 3000);
}

void start();
