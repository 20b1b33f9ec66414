// Verify page: fetches /api/rounds/:id/verify and shows it readably: a verified / not verified mark with the verdict,
// the round's outcome drawn as its game shows it (slot grid with the winning cells, dice roll on its track, baccarat
// hands), the two checks (the revealed server seed against the hash committed before play, the outcome recomputed from
// the seeds against the stored one), and the fairness data to copy into any verifier. The raw JSON stays available,
// folded. No inline script (strict CSP): texts and formats come from the page's JSON block through i18n.js.
import { i18n } from '/assets/i18n.js';
import { cardFace, el, rollDecimal, setTrack, slotGrid, winningCells } from '/assets/render.js';

const { t, errorText, money, num, percent } = i18n;
const $ = (id) => document.getElementById(id);
const root = $('verify');

// The slot's paylines (slot.ts PAYLINES, in the page's block), to mark the winning cells.
const PAYLINES = JSON.parse($('pd-i18n')?.textContent ?? '{}').paylines ?? [];

/** `<dt>k</dt><dd>v</dd>` into `list`; `code` for values copied into a verifier (kept in Latin digits). */
function fact(list, k, v, code = false) {
  const dd = el('dd');
  if (code) dd.append(el('code', v));
  else dd.textContent = v;
  list.append(el('dt', k), dd);
}

/** The outcome as its game shows it, with its words for assistive technology. */
function drawOutcome(r) {
  const box = $('outcome');
  box.replaceChildren();
  const o = r.outcome;
  if (o.game === 'bgs-slot') {
    const rows = o.slot.grid.map((row) => [...row].map((c) => t(`slot.symbol.${c}`)).join(', ')).join('; ');
    box.append(slotGrid(o.slot.grid, t('slot.reels', { rows }), winningCells(PAYLINES, o.slot.lines)));
    const lines = o.slot.lines
      .map((l) =>
        t('slot.line', { line: num(l.line + 1), count: num(l.count), symbol: t(`slot.symbol.${l.symbol}`) }),
      )
      .join(', ');
    if (lines) box.append(el('p', lines));
    if (o.slot.scatters >= 3) box.append(el('p', t('slot.scatters', { count: num(o.slot.scatters) })));
  } else if (o.game === 'bgs-dice') {
    const p = r.params;
    const roll = num(rollDecimal(o.dice.roll), { minimumFractionDigits: 2 });
    const bet = t(p.direction === 'over' ? 'dice.betOver' : 'dice.betUnder', { target: num(p.target) });
    box.append(el('p', roll, `roll ${o.dice.win ? 'win' : 'lose'}`));
    const track = el('div', undefined, 'track');
    track.setAttribute('role', 'img');
    track.setAttribute('aria-label', t('dice.track', { roll, zone: bet }));
    const zone = el('div', undefined, 'zone');
    const marker = el('div', undefined, 'marker');
    track.append(zone, marker);
    setTrack(zone, marker, p.direction, p.target, o.dice.roll);
    box.append(track, el('p', t('dice.result', { roll, bet, chance: percent(o.dice.chancePercent) })));
  } else {
    const b = o.baccarat;
    const felt = el('div', undefined, 'felt');
    const table = el('div', undefined, 'table');
    let n = 0;
    const order = [];
    // Deal order (player, banker, player, banker, third cards) so the faces match the game page's.
    for (const i of [0, 1]) for (const side of ['player', 'banker']) order.push([side, i]);
    for (const side of ['player', 'banker']) if (b[side][2] !== undefined) order.push([side, 2]);
    const faces = { player: [], banker: [] };
    for (const [side, i] of order) faces[side][i] = cardFace(b[side][i], n++);
    for (const side of ['player', 'banker']) {
      const total = num(b[`${side}Total`]);
      const hand = el(
        'div',
        undefined,
        `hand hand-${side}${b.result === side || b.result === 'tie' ? ' winner' : ''}`,
      );
      const head = el('p', undefined, 'hand-head');
      head.append(el('span', t(`baccarat.${side}`)), el('output', total, 'total'));
      const cards = el('div', undefined, 'cards');
      cards.setAttribute('role', 'img');
      cards.setAttribute(
        'aria-label',
        t('baccarat.hand', { name: t(`baccarat.${side}`), cards: b[side].join(', '), total }),
      );
      cards.append(...faces[side]);
      hand.append(head, cards);
      table.append(hand);
    }
    felt.append(table);
    box.append(felt, el('p', t(`baccarat.result.${b.result}`)));
  }
}

function check(list, ok, text) {
  const li = el('li');
  const sign = el('span', ok === null ? '…' : ok ? '✓' : '✗', ok === null ? 'wait' : ok ? 'yes' : 'no');
  sign.setAttribute('aria-hidden', 'true');
  const state = ok === null ? t('verify.pending') : ok ? t('verify.matches') : t('verify.differs');
  li.append(sign, el('span', `${text}: ${state}`));
  list.append(li);
}

if (root) {
  const id = root.dataset.round;
  const verdict = $('verdict');
  const box = $('verdict-box');
  const mark = $('mark');
  const reveal = $('reveal');

  const show = (v) => {
    const r = v.round;
    for (const panel of document.querySelectorAll('.verify .panel')) panel.hidden = false;
    drawOutcome(r);
    const summary = $('summary');
    summary.replaceChildren();
    fact(summary, t('verify.fact.game'), `${t(`game.name.${r.game}`)} (${r.gameCode})`);
    fact(summary, t('verify.fact.stakeWin'), `${money(r.stake, r.currency)} / ${money(r.win, r.currency)}`);
    fact(summary, t('verify.fact.status'), t(`round.status.${r.status}`));

    const checks = $('checks');
    checks.replaceChildren();
    check(checks, v.revealed ? v.hashMatches : null, t('verify.check.hash'));
    check(checks, v.revealed ? v.outcomeMatches : null, t('verify.check.outcome'));

    // Seeds and the nonce stay as the HMAC message has them (Latin digits), to be copied into any verifier.
    const facts = $('facts');
    facts.replaceChildren();
    fact(facts, t('verify.fact.serverSeed'), v.serverSeed ?? t('verify.notRevealed'), v.serverSeed !== null);
    fact(facts, t('verify.fact.seedHash'), r.fair.serverSeedHash, true);
    fact(facts, t('verify.fact.clientSeed'), r.fair.clientSeed, true);
    fact(facts, t('verify.fact.nonce'), String(r.fair.nonce), true);

    $('stored').textContent = JSON.stringify(r.outcome, null, 1);
    $('recomputed').textContent = v.recomputed ? JSON.stringify(v.recomputed, null, 1) : '';
    reveal.hidden = v.revealed;
    box.className = `verdict-box${v.revealed ? (v.verified ? ' ok' : ' bad') : ''}`;
    mark.textContent = v.revealed ? (v.verified ? '✓' : '✗') : '';
    $('badge').textContent = t(
      v.revealed ? (v.verified ? 'verify.verified' : 'verify.notVerified') : 'verify.pending',
    );
    const same = (ok) => t(ok ? 'verify.matches' : 'verify.differs');
    verdict.textContent = !v.revealed
      ? t('verify.inPlay')
      : v.verified
        ? t('verify.ok')
        : t('verify.bad', { hash: same(v.hashMatches), outcome: same(v.outcomeMatches) });
  };
  const load = async (method) => {
    let v;
    try {
      const res = await fetch(
        `/api/rounds/${encodeURIComponent(id)}/${method === 'POST' ? 'reveal' : 'verify'}`,
        {
          method,
        },
      );
      v = await res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
    } catch {
      v = { status: 'ERROR', code: 'NETWORK' };
    }
    if (v.status !== 'OK') {
      verdict.textContent = errorText(v);
      $('badge').textContent = t('verify.notVerified');
      box.className = 'verdict-box bad';
      return;
    }
    show(v);
  };
  reveal.addEventListener('click', () => void load('POST'));
  void load('GET');
}
