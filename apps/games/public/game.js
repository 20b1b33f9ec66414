// Games server page script (issue 7 "Deliver" 4): exchanges the launch token for a game session, plays rounds
// through /api/play, shows balance, result and the fair-play panel. No inline script anywhere (strict CSP).
const app = document.getElementById('app');
const game = app.dataset.game;
const $ = (id) => document.getElementById(id);
const status = $('status');
const KEY = 'bgs-session';

/** Minor units (integer string) -> "12.34". */
function money(minor) {
  const n = BigInt(minor);
  const neg = n < 0n;
  const a = neg ? -n : n;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}
/** "12.34" -> minor units string, or null. */
function toMinor(text) {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return (BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))).toString();
}

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
    const e = new Error('No connection to the game server: try again');
    e.code = 'NETWORK';
    throw e;
  }
  const json = await res.json().catch(() => ({ status: 'ERROR', code: 'NETWORK', message: 'No answer' }));
  if (json.status !== 'OK') {
    const e = new Error(json.message || 'Error');
    e.code = json.code;
    e.body = json;
    throw e;
  }
  return json;
}

function showFair(f) {
  $('seed-hash').textContent = f.serverSeedHash;
  $('nonce').textContent = String(f.nonce);
  $('client-seed').value = f.clientSeed;
}
function showBalance(b, currency) {
  $('balance').textContent = money(b);
  if (currency) $('currency').textContent = currency;
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

const GLYPH = { W: '★', S: '◆', 7: '7', B: '▬', L: '🔔', M: '🍉', P: '🟣', O: '🍊', N: '🍋', C: '🍒' };

function showRound(r) {
  const box = $('result');
  box.replaceChildren();
  const o = r.outcome;
  if (o.game === 'bgs-slot') {
    const grid = el('div', undefined, 'grid');
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', `Reels: ${o.slot.grid.join(' / ')}`);
    for (const row of o.slot.grid) for (const c of row) grid.append(el('span', GLYPH[c] ?? c));
    box.append(grid);
    const lines = o.slot.lines.map((l) => `line ${l.line + 1}: ${l.count}×${l.symbol}`).join(', ');
    if (lines) box.append(el('p', lines));
    if (o.slot.scatters >= 3) box.append(el('p', `${o.slot.scatters} scatters`));
  } else if (o.game === 'bgs-dice') {
    const roll = (o.dice.roll / 100).toFixed(2);
    box.append(
      el('p', `Roll ${roll} (${r.params.direction} ${r.params.target}, chance ${o.dice.chancePercent} %)`),
    );
  } else {
    const b = o.baccarat;
    box.append(
      el(
        'p',
        `Player ${b.player.join(' ')} = ${b.playerTotal} · Banker ${b.banker.join(' ')} = ${b.bankerTotal}`,
      ),
    );
    box.append(
      el('p', `${b.result === 'tie' ? 'Tie' : b.result === 'player' ? 'Player wins' : 'Banker wins'}`),
    );
  }
  const won = BigInt(r.win) > 0n;
  box.append(
    el('p', `Stake ${money(r.stake)} · ${won ? `Win ${money(r.win)}` : 'No win'}`, won ? 'win' : 'lose'),
  );
  if (r.winPending) box.append(el('p', 'Your win is being paid: it will reach your balance shortly.'));
  const link = $('verify-link');
  link.href = `/verify/${encodeURIComponent(r.roundId)}`;
  link.textContent = `verify round ${r.roundId}`;
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
  const stake = game === 'bgs-slot' ? $('stake').value : toMinor($('stake').value);
  if (!stake || stake === '0') {
    status.textContent = 'Enter a stake such as 1.00';
    return;
  }
  button.disabled = true;
  status.textContent = 'Playing…';
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
    status.textContent = BigInt(r.win) > 0n ? `You won ${money(r.win)}` : 'No win this time';
  } catch (e) {
    status.textContent = e.message;
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
    $('revealed').textContent =
      `Revealed server seed ${r.revealed.serverSeed} (hash ${r.revealed.serverSeedHash}, ${r.revealed.roundsPlayed} rounds)`;
    status.textContent = 'New seed pair committed';
  } catch (e) {
    status.textContent = e.message;
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
    } else throw new Error('Open the game from the site to play');
    status.textContent = 'Ready';
    $('play').disabled = false;
  } catch (e) {
    status.textContent = e.message;
    $('play').disabled = true;
  }
}
$('play').disabled = true;
start();
