// Verify page (issue 7 "Deliver" 4): fetches /api/rounds/:id/verify and shows whether the revealed server seed
// matches its commitment and the recomputed outcome matches the stored one. No inline script (strict CSP).
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
    fact('Game', `${r.game} (${r.gameCode})`);
    fact('Stake / win (minor units)', `${r.stake} / ${r.win}`);
    fact('Status', r.status);
    fact('Server seed hash', r.fair.serverSeedHash);
    fact('Client seed', r.fair.clientSeed);
    fact('Nonce', String(r.fair.nonce));
    fact('Server seed', v.serverSeed ?? 'not revealed yet');
    document.getElementById('stored').textContent = JSON.stringify(r.outcome, null, 1);
    document.getElementById('recomputed').textContent = v.recomputed
      ? JSON.stringify(v.recomputed, null, 1)
      : '';
    reveal.hidden = v.revealed;
    verdict.className = v.revealed ? (v.verified ? 'ok' : 'bad') : '';
    verdict.textContent = !v.revealed
      ? 'The server seed of this round is still in play. Reveal it to verify.'
      : v.verified
        ? 'Verified: the server seed matches its commitment and the recomputed outcome matches.'
        : `NOT verified (hash ${v.hashMatches ? 'matches' : 'differs'}, outcome ${v.outcomeMatches ? 'matches' : 'differs'})`;
  };
  const load = async (method) => {
    const res = await fetch(
      `/api/rounds/${encodeURIComponent(id)}/${method === 'POST' ? 'reveal' : 'verify'}`,
      {
        method,
      },
    );
    const v = await res.json();
    if (v.status !== 'OK') {
      verdict.textContent = v.message ?? 'Unknown round';
      return;
    }
    show(v);
  };
  reveal.addEventListener('click', () => void load('POST'));
  void load('GET');
}
