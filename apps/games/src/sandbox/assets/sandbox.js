// Sandbox game page (apps/games/src/sandbox/routes.ts): exchanges the launch token (then drops it from the address
// bar) or opens a free-trial session, then plays the page's game (data-kind: slot, wheel, cards, lotto) or runs the
// sports book (sports). Texts and formats in the page language come from the page's JSON block (i18n.js); money is
// integer minor units (strings / BigInt), never a float.
import { i18n } from '/assets/i18n.js';

const { t, errorText } = i18n;
const q = new URLSearchParams(location.search);
const root = document.getElementById('game');
const vendor = root.dataset.vendor;
const kind = root.dataset.kind;
const $ = (id) => document.getElementById(id);
const motion = !matchMedia('(prefers-reduced-motion: reduce)').matches;
let session = null;
let currency = '';
let balance = 0n;
const money = (minor) => i18n.money(minor, currency);
const tz = i18n.timeZone || '';

async function call(path, body, method = 'POST') {
  let res;
  try {
    res = await fetch(`/sandbox/${encodeURIComponent(vendor)}/api/${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    });
  } catch {
    return { status: 'ERROR', code: 'NETWORK' };
  }
  return res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
}

function status(text, error = false) {
  $('status').textContent = text;
  $('status').classList.toggle('error', error);
}

/** Shows the balance; a change flashes up or down. */
function showBalance(minor) {
  const next = BigInt(minor);
  const el = $('balance');
  el.classList.remove('up', 'down');
  if (motion && session && next !== balance) {
    void el.offsetWidth; // restart the animation
    el.classList.add(next > balance ? 'up' : 'down');
  }
  balance = next;
  el.textContent = money(next);
}

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

/* ---- Round games (slot, wheel, cards, lotto) ------------------------------------------------------------------ */

// The slot symbols drawn by the in-house slot's sprite (src/symbols.ts, included in the page): 7, bar, bell, cherry,
// lemon and the wild's star medallion.
const SYMBOLS = { seven: '7', bar: 'B', bell: 'L', cherry: 'C', lemon: 'N', star: 'W' };
const SVG = 'http://www.w3.org/2000/svg';
const WHEEL = [0, 150, 0, 200, 0, 150, 0, 70, 0, 500, 0, 150, 0, 200, 0, 150, 0, 200, 0, 150];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
let stake = '100';
const FIRST_CHOICE = { cards: 'dragon', lotto: '7', table: 'player', cockfight: 'meron', crash: '200' };
let choice = FIRST_CHOICE[kind];
/** A multiplier in hundredths as the page shows it ("2.00×"). */
const times = (hundredths) => `${i18n.num(Math.max(hundredths, 100) / 100, { minimumFractionDigits: 2 })}×`;
/** A baccarat card value: A 1, 2..9 face value, 10 and pictures 0. */
const cardValue = (rank) => (rank >= 10 ? 0 : rank);
let crashTimer = 0;

let turns = 0;
function board(outcome) {
  const b = $('board');
  if (!b) return;
  // The wheel stays and turns on (three more turns each spin, to the drawn segment under the pointer).
  const wheel = b.querySelector('.sbx-wheel');
  if (kind === 'wheel' && wheel && outcome) {
    turns += 3;
    wheel.style.setProperty('--turn', `${(motion ? turns * 360 : 0) - outcome.segment * 18}deg`);
    wheel.classList.add('turned');
    return;
  }
  b.replaceChildren();
  if (kind === 'slot') {
    const reels = outcome ? outcome.reels : ['seven', 'bar', 'bell'];
    reels.forEach((s, i) => {
      const r = el('div', `sbx-reel${outcome && motion ? ' spin' : ''}`);
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 64 64');
      svg.setAttribute('class', 'sym');
      const use = document.createElementNS(SVG, 'use');
      use.setAttribute('href', `#sym-${SYMBOLS[s]}`);
      svg.append(use);
      r.append(svg);
      r.style.animationDelay = `${i * 120}ms`;
      b.append(r);
    });
  } else if (kind === 'wheel') {
    const w = el('div', 'sbx-wheel');
    WHEEL.forEach((p, i) => {
      const seg = el('span', `sbx-seg${p === 0 ? ' zero' : p >= 500 ? ' top' : ''}`, `${i18n.num(p / 100)}×`);
      seg.style.setProperty('--i', i);
      w.append(seg);
    });
    if (outcome) {
      w.style.setProperty('--turn', `${(motion ? 3 * 360 : 0) - outcome.segment * 18}deg`);
      w.classList.add('turned');
    }
    b.append(w, el('div', 'sbx-pointer'));
  } else if (kind === 'cards') {
    for (const side of ['dragon', 'tiger']) {
      const c = el('div', `sbx-card${outcome ? ' shown' : ''}`);
      c.append(el('span', 'sbx-card-name', t(`sandbox.cards.${side}`)));
      c.append(el('strong', '', outcome ? RANKS[outcome[side] - 1] : '?'));
      b.append(c);
    }
  } else if (kind === 'table') {
    for (const side of ['player', 'banker']) {
      const hand = outcome ? outcome[side] : null;
      const h = el('div', `sbx-hand sbx-hand-${side}${outcome ? ' shown' : ''}`);
      h.append(el('span', 'sbx-card-name', t(`sandbox.table.${side}`)));
      const cards = el('div', 'sbx-hand-cards');
      for (let i = 0; i < 2; i++) {
        const c = el('strong', 'sbx-mini-card', hand ? RANKS[hand[i] - 1] : '?');
        c.style.animationDelay = `${(i * 2 + (side === 'banker' ? 1 : 0)) * 150}ms`;
        cards.append(c);
      }
      h.append(cards);
      if (hand)
        h.append(
          el(
            'span',
            'muted',
            t('sandbox.table.total', { total: i18n.num((cardValue(hand[0]) + cardValue(hand[1])) % 10) }),
          ),
        );
      b.append(h);
    }
    if (outcome?.redeals)
      b.append(el('p', 'muted sbx-note', t('sandbox.table.redeals', { count: i18n.num(outcome.redeals) })));
  } else if (kind === 'crash') {
    const sky = el('div', `sbx-sky${outcome ? ' flying' : ''}`);
    const plane = el('span', 'sbx-plane', '✈');
    plane.setAttribute('aria-hidden', 'true');
    const meter = el('strong', 'sbx-multiplier', times(100));
    sky.append(plane, meter);
    b.append(sky);
    clearInterval(crashTimer);
    if (outcome) {
      // The multiplier climbs to where the round ends: the target (cashed out) or the crash point, whichever is first.
      const end = Math.min(outcome.point, outcome.target);
      const done = () => {
        meter.textContent = times(end);
        sky.classList.add(outcome.point >= outcome.target ? 'cashed' : 'crashed');
        sky.append(
          el(
            'p',
            'sbx-note',
            outcome.point >= outcome.target
              ? t('sandbox.crash.cashedOut', { target: times(outcome.target) })
              : t('sandbox.crash.crashed', { point: times(outcome.point) }),
          ),
        );
      };
      if (!motion) done();
      else {
        let v = 100;
        crashTimer = setInterval(() => {
          v = Math.min(end, Math.ceil(v * 1.06));
          meter.textContent = times(v);
          if (v >= end) {
            clearInterval(crashTimer);
            done();
          }
        }, 40);
      }
    }
  } else if (kind === 'cockfight') {
    for (const side of ['meron', 'wala']) {
      const won = outcome && outcome.winner === side;
      const c = el('div', `sbx-card sbx-cock sbx-cock-${side}${outcome ? ' shown' : ''}${won ? ' won' : ''}`);
      c.append(el('span', 'sbx-card-name', t(`sandbox.cockfight.${side}`)));
      const bird = el('strong', '', '🐓');
      bird.setAttribute('aria-hidden', 'true');
      c.append(bird);
      b.append(c);
    }
    if (outcome)
      b.append(
        el(
          'p',
          'sbx-note',
          outcome.winner === 'draw'
            ? t('sandbox.cockfight.draw')
            : t('sandbox.cockfight.winner', { side: t(`sandbox.cockfight.${outcome.winner}`) }),
        ),
      );
  } else {
    const ball = el(
      'div',
      `sbx-ball${outcome && motion ? ' drop' : ''}`,
      outcome ? i18n.num(outcome.drawn) : '?',
    );
    b.append(ball);
  }
}

function banner(win, staked) {
  const b = $('banner');
  b.replaceChildren();
  const w = BigInt(win);
  const x = BigInt(staked) > 0n ? Number((w * 100n) / BigInt(staked)) / 100 : 0;
  b.className = `banner show ${w > 0n ? 'win' : 'lose'}${x >= 20 ? ' mega' : x >= 5 ? ' big' : ''}`;
  b.append(el('span', 'banner-title', w > 0n ? t('common.won', { amount: money(w) }) : t('common.noWin')));
  if (w > 0n) b.append(el('span', 'banner-amount', `${i18n.num(x)}×`));
}

function historyChip(r) {
  const w = BigInt(r.win);
  const c = el(
    'span',
    `chip-result ${w > 0n ? 'win' : 'lose'}`,
    w > 0n ? `+${money(w)}` : `−${money(r.stake)}`,
  );
  c.title = new Date(r.at || Date.now()).toLocaleTimeString(i18n.lang);
  return c;
}

function addHistory(r) {
  const h = $('history');
  h.prepend(historyChip(r));
  while (h.children.length > 20) h.lastChild.remove();
}

function pressGroup(attr, value) {
  for (const b of document.querySelectorAll(`[data-${attr}]`))
    b.setAttribute('aria-pressed', String(b.dataset[attr] === value));
}

function setupRounds(canBet) {
  board(null);
  document.addEventListener('click', (e) => {
    const s = e.target.closest('[data-stake]');
    if (s) {
      stake = s.dataset.stake;
      pressGroup('stake', stake);
    }
    const c = e.target.closest('[data-choice]');
    if (c) {
      choice = c.dataset.choice;
      pressGroup('choice', choice);
    }
  });
  $('bet').disabled = !canBet;
  $('bet').addEventListener('click', async () => {
    $('bet').disabled = true;
    status(t('sandbox.playing'));
    const r = await call('play', { kind, stake, ...(choice !== undefined ? { choice } : {}) });
    if (r.status !== 'OK') {
      status(errorText(r), true);
      $('bet').disabled = false;
      return;
    }
    board(r.outcome);
    const reveal = () => {
      showBalance(r.balance);
      banner(r.win, r.stake);
      addHistory({ win: r.win, stake: r.stake });
      status(r.demo ? t('sandbox.demo') : '');
      $('bet').disabled = false;
    };
    // The reveal waits for the animation: the wheel's turn, the crash multiplier's climb (6 % every 40 ms).
    const climb =
      kind === 'crash'
        ? Math.ceil(Math.log(Math.min(r.outcome.point, r.outcome.target) / 100 + 1e-9) / Math.log(1.06)) *
            40 +
          200
        : 0;
    if (motion) setTimeout(reveal, kind === 'wheel' ? 1600 : kind === 'crash' ? Math.max(700, climb) : 700);
    else reveal();
  });
  if (session && !demo)
    call('rounds', undefined, 'GET').then((r) => {
      if (r.status !== 'OK') return;
      for (const x of r.rounds.filter((x) => x.game === kind).reverse()) addHistory(x);
    });
}

/* ---- Sports book ----------------------------------------------------------------------------------------------- */

const slip = new Map(); // fixtureId -> { fixture, pick }
let fixtures = [];
const odds = (hundredths) =>
  i18n.num(hundredths / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pickName = (f, p) => (p === '1' ? f.home : p === '2' ? f.away : t('sports.draw'));

function potential() {
  const minor = i18n.parseMinor($('stake-input').value);
  if (!minor || slip.size === 0) return null;
  let num = BigInt(minor);
  let den = 1n;
  for (const s of slip.values()) {
    num *= BigInt(s.fixture.odds[s.pick]);
    den *= 100n;
  }
  return { stake: minor, ret: (num / den).toString() };
}

function renderSlip() {
  const list = $('slip');
  list.replaceChildren();
  for (const [id, s] of slip) {
    const li = el('li', 'sbx-slip-item');
    li.append(el('span', '', `${s.fixture.home} – ${s.fixture.away}`));
    li.append(el('strong', '', `${pickName(s.fixture, s.pick)} @ ${odds(s.fixture.odds[s.pick])}`));
    const x = el('button', 'ghost', '×');
    x.type = 'button';
    x.setAttribute('aria-label', t('sports.remove', { match: `${s.fixture.home} – ${s.fixture.away}` }));
    x.addEventListener('click', () => {
      slip.delete(id);
      renderSlip();
      renderFixtures();
    });
    li.append(x);
    list.append(li);
  }
  $('slip-empty').hidden = slip.size > 0;
  const p = potential();
  $('potential').textContent = p ? money(p.ret) : '—';
  $('place').disabled = !session || !p;
}

function renderFixtures() {
  const list = $('fixtures');
  list.replaceChildren();
  for (const f of fixtures) {
    const li = el('li', 'sbx-fixture');
    li.dataset.testid = 'fixture';
    li.dataset.fixture = f.id;
    if (f.id === q.get('gameCode')) {
      li.classList.add('sbx-fixture-launched');
      li.setAttribute('aria-current', 'true');
    }
    const head = el('div', 'sbx-fixture-head');
    head.append(el('span', 'muted', f.league), el('time', 'muted', i18n.time(f.kickoff)));
    li.append(head, el('p', 'sbx-teams', `${f.home} – ${f.away}`));
    const row = el('div', 'sbx-odds');
    for (const p of ['1', 'X', '2']) {
      const b = el('button', 'chip');
      b.type = 'button';
      b.setAttribute('aria-pressed', String(slip.get(f.id)?.pick === p));
      b.setAttribute('aria-label', t('sports.pickLabel', { pick: pickName(f, p), odds: odds(f.odds[p]) }));
      b.append(el('span', 'muted', p), el('strong', '', odds(f.odds[p])));
      b.addEventListener('click', () => {
        if (slip.get(f.id)?.pick === p) slip.delete(f.id);
        else slip.set(f.id, { fixture: f, pick: p });
        renderFixtures();
        renderSlip();
      });
      row.append(b);
    }
    li.append(row);
    list.append(li);
  }
}

const STATUS = { open: 'sports.status.open', settled: 'sports.status.settled', void: 'sports.status.void' };

function renderBets(bets) {
  const list = $('bets');
  list.replaceChildren();
  for (const b of bets) {
    const li = el('li', `sbx-bet ${b.status}`);
    const won = b.status === 'settled' && BigInt(b.win) > 0n;
    li.append(
      el('p', '', b.selections.map((s) => `${pickName(s, s.pick)} @ ${odds(s.odds)}`).join(' · ')),
      el(
        'p',
        'muted',
        t('sports.betLine', {
          stake: money(b.stake),
          ret: money(b.potential),
          status: t(STATUS[b.status] || 'sports.status.pending'),
        }),
      ),
    );
    if (b.status === 'settled') {
      const results = b.selections.map(
        (s) => `${s.home} – ${s.away}: ${s.result ? pickName(s, s.result) : '—'}`,
      );
      li.append(el('p', 'muted', results.join(' · ')));
      li.append(
        el(
          'strong',
          won ? 'sbx-won' : 'sbx-lost',
          won ? t('common.won', { amount: money(b.win) }) : t('sports.lost'),
        ),
      );
    }
    if (b.status === 'open') {
      const s = el('button', 'ghost', t('sports.settle'));
      s.type = 'button';
      s.addEventListener('click', async () => {
        s.disabled = true;
        const r = await call('sports/settle', { betId: b.betId, tz });
        if (r.status !== 'OK') status(errorText(r), true);
        else {
          if (r.balance !== null) showBalance(r.balance);
          status(BigInt(r.bet.win) > 0n ? t('common.won', { amount: money(r.bet.win) }) : t('sports.lost'));
        }
        loadBets();
      });
      li.append(s);
    }
    list.append(li);
  }
}

async function loadBets() {
  const r = await call('sports/bets', undefined, 'GET');
  if (r.status === 'OK') renderBets(r.bets);
}

async function setupSports() {
  const r = await call(`sports/fixtures?tz=${encodeURIComponent(tz)}`, undefined, 'GET');
  if (r.status !== 'OK') {
    status(errorText(r), true);
    return;
  }
  // A launch from the platform's hot matches names its match (gameCode = fixture id): it comes first, marked, even
  // when it is tomorrow's.
  const launched = q.get('gameCode');
  const today = r.fixtures.filter((f) => f.day === r.day);
  $('day').textContent = t('sports.today', { count: i18n.num(today.length) });
  const first = r.fixtures.find((f) => f.id === launched);
  fixtures = first ? [first, ...today.filter((f) => f !== first)] : today;
  renderFixtures();
  if (first) $('fixtures').firstElementChild?.scrollIntoView({ block: 'nearest' });
  renderSlip();
  $('stake-input').addEventListener('input', renderSlip);
  $('place').addEventListener('click', async () => {
    const p = potential();
    if (!p) return;
    $('place').disabled = true;
    const selections = [...slip.values()].map((s) => ({ fixtureId: s.fixture.id, pick: s.pick }));
    const res = await call('sports/bet', { stake: p.stake, selections, tz });
    if (res.status !== 'OK') {
      status(errorText(res), true);
      renderSlip();
      return;
    }
    showBalance(res.balance);
    status(t('sports.placed', { amount: money(res.bet.stake) }));
    slip.clear();
    renderFixtures();
    renderSlip();
    loadBets();
  });
  if (session && !demo) loadBets();
}

/* ---- Start --------------------------------------------------------------------------------------------------- */

const demo = q.get('mode') === 'demo';
const token = q.get('token');
if (token) {
  q.delete('token');
  history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
}
call('session', demo ? { demo: true } : { token: token || '' }).then((r) => {
  if (r.status !== 'OK') {
    status(errorText(r), true);
    if (kind === 'sports') setupSports();
    return;
  }
  session = r.session;
  currency = r.currency;
  showBalance(r.balance);
  status(r.demo ? t('sandbox.demo') : r.wallet === 'transfer' ? t('sandbox.transferWallet') : '');
  if (kind === 'sports') {
    if (r.demo) status(t('sports.noDemo'));
    if (r.demo) session = null;
    setupSports();
  } else setupRounds(r.canBet);
});
