// Verify page (docs/architecture.md "Games server"): fetches /api/rounds/:id/verify and shows whether the revealed server seed
// matches its commitment and the recomputed outcome matches the stored one. No inline script (strict CSP): texts and
// formats come from the page's JSON block through i18n.js, in the page language.
import { i18n } from '/assets/i18n.js';

const { t, errorText, money } = i18n;
const root = document.getElementById('verify');
if (root) {
  const id = root.dataset.round;
  const verdict = document.getElementById('verdict');
  const reveal = document.getElementById('reveal');
  const facts = document.getElementById('facts');
  const fact = (k, v) => {
    const dt = document.createElement('dt');
    dt.textContent = k;
    const dd = document.createElement('dd');
    const code = document.createElement('code');
    code.textContent = v;
    dd.append(code);
    facts.append(dt, dd);
  };
  const show = (v) => {
    facts.replaceChildren();
    const r = v.round;
    fact(t('verify.fact.game'), `${t(`game.name.${r.game}`)} (${r.gameCode})`);
    fact(t('verify.fact.stakeWin'), `${money(r.stake, r.currency)} / ${money(r.win, r.currency)}`);
    fact(t('verify.fact.status'), t(`round.status.${r.status}`));
    // Seeds and the nonce stay as the HMAC message has them (Latin digits), to be copied into any verifier.
    fact(t('verify.fact.seedHash'), r.fair.serverSeedHash);
    fact(t('verify.fact.clientSeed'), r.fair.clientSeed);
    fact(t('verify.fact.nonce'), String(r.fair.nonce));
    fact(t('verify.fact.serverSeed'), v.serverSeed ?? t('verify.notRevealed'));
    document.getElementById('stored').textContent = JSON.stringify(r.outcome, null, 1);
    document.getElementById('recomputed').textContent = v.recomputed
      ? JSON.stringify(v.recomputed, null, 1)
      : '';
    reveal.hidden = v.revealed;
    verdict.className = v.revealed ? (v.verified ? 'ok' : 'bad') : '';
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
        { method },
      );
      v = await res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
    } catch {
      v = { status: 'ERROR', code: 'NETWORK' };
    }
    if (v.status !== 'OK') {
      verdict.textContent = errorText(v);
      return;
    }
    show(v);
  };
  reveal.addEventListener('click', () => void load('POST'));
  void load('GET');
}
