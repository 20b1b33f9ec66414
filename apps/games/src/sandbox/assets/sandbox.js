// Sandbox game page (apps/games/src/sandbox/routes.ts): exchanges the launch token (then drops it from the address
// bar) or opens a free-trial session, and plays 1.00 rounds. Texts and formats in the page language come from the
// page's JSON block (i18n.js).
import { i18n } from '/assets/i18n.js';

const { t, errorText } = i18n;
const q = new URLSearchParams(location.search);
const root = document.getElementById('game');
const vendor = root.dataset.vendor;
const $ = (id) => document.getElementById(id);
let session = null;
let currency = '';
const money = (minor) => i18n.money(minor, currency);
async function call(path, body) {
  let res;
  try {
    res = await fetch(`/sandbox/${encodeURIComponent(vendor)}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { status: 'ERROR', code: 'NETWORK' };
  }
  return res.json().catch(() => ({ status: 'ERROR', code: 'BAD_ANSWER' }));
}
const demo = q.get('mode') === 'demo';
const token = q.get('token');
if (token) {
  q.delete('token');
  history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
}
call('session', demo ? { demo: true } : { token: token || '' }).then((r) => {
  if (r.status !== 'OK') {
    $('status').textContent = errorText(r);
    return;
  }
  session = r.session;
  currency = r.currency;
  $('status').textContent = r.demo ? t('sandbox.demo') : '';
  $('balance').textContent = money(r.balance);
  if (r.canBet) $('bet').disabled = false;
  else {
    $('bet').hidden = true;
    $('status').textContent = t('error.NOT_SEAMLESS');
  }
});
$('bet').addEventListener('click', () => {
  $('bet').disabled = true;
  call('play', {})
    .then((r) => {
      if (r.status !== 'OK') {
        $('result').textContent = errorText(r);
        return;
      }
      $('balance').textContent = money(r.balance);
      $('result').textContent = r.win !== '0' ? t('common.won', { amount: money(r.win) }) : t('common.noWin');
    })
    .finally(() => {
      $('bet').disabled = !session;
    });
});
