// Sandbox game page (apps/games/src/sandbox/routes.ts): exchanges the launch token (then drops it from the address
// bar) or opens a free-trial session, and plays 1.00 rounds. Texts in English and Bengali (?lang=).
const T = {
  en: {
    balance: 'Balance',
    bet: 'Bet 1.00',
    demo: 'Free trial',
    loading: 'Loading…',
    won: 'You won',
    lost: 'No win',
    transfer: 'Move money to this game in the wallet (transfer) to play.',
    expired: 'This game link has expired. Go back and open the game again.',
    failed: 'Error',
    funds: 'Not enough balance.',
  },
  bn: {
    balance: 'ব্যালেন্স',
    bet: 'বাজি ১.০০',
    demo: 'ফ্রি ট্রায়াল',
    loading: 'লোড হচ্ছে…',
    won: 'আপনি জিতেছেন',
    lost: 'জয় নেই',
    transfer: 'খেলতে ওয়ালেটে (ট্রান্সফার) এই গেমে টাকা পাঠান।',
    expired: 'এই গেম লিঙ্কের মেয়াদ শেষ। ফিরে গিয়ে আবার গেমটি খুলুন।',
    failed: 'ত্রুটি',
    funds: 'যথেষ্ট ব্যালেন্স নেই।',
  },
};
const q = new URLSearchParams(location.search);
const t = T[q.get('lang')] || T.en;
const root = document.getElementById('game');
const vendor = root.dataset.vendor;
const $ = (id) => document.getElementById(id);
let session = null;
let currency = '';
const money = (minor) => {
  const s = String(minor).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)} ${currency}`;
};
async function call(path, body) {
  const res = await fetch(`/sandbox/${encodeURIComponent(vendor)}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  return res.json();
}
$('balance-label').textContent = t.balance;
$('bet').textContent = t.bet;
$('status').textContent = t.loading;
const demo = q.get('mode') === 'demo';
const token = q.get('token');
if (token) {
  q.delete('token');
  history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
}
call('session', demo ? { demo: true } : { token: token || '' })
  .then((r) => {
    if (r.status !== 'OK') {
      $('status').textContent = t.expired;
      return;
    }
    session = r.session;
    currency = r.currency;
    $('status').textContent = r.demo ? t.demo : '';
    $('balance').textContent = money(r.balance);
    if (r.canBet) $('bet').disabled = false;
    else {
      $('bet').hidden = true;
      $('status').textContent = t.transfer;
    }
  })
  .catch(() => {
    $('status').textContent = t.failed;
  });
$('bet').addEventListener('click', () => {
  $('bet').disabled = true;
  call('play', {})
    .then((r) => {
      if (r.status !== 'OK') {
        $('result').textContent = r.code === 'INSUFFICIENT_FUNDS' ? t.funds : r.message || t.failed;
        return;
      }
      $('balance').textContent = money(r.balance);
      $('result').textContent = r.win !== '0' ? `${t.won} ${money(r.win)}` : t.lost;
    })
    .catch(() => {
      $('result').textContent = t.failed;
    })
    .finally(() => {
      $('bet').disabled = !session;
    });
});
