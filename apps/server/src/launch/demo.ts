/**
 * The built-in demo game: what a launch URL opens while no real vendor is connected (issue 7 "Deliver" 1). It plays
 * the vendor's part end to end, so a launch exercises the same path a real vendor would:
 *
 * - `GET /launch/demo/:code?token&gameCode&gameType&lang[&mode=demo]` -> a small HTML page (no inline script or
 *   style: CSP `script-src 'self'`; `frame-ancestors` the brand's own site origins so the player site may frame it).
 * - `GET /launch/demo/assets/game.js|game.css` -> its script and style.
 * - `POST /launch/demo/:code/session { token } | { demo: true }` -> envelope `{ session, playerId, currency, balance,
 *   demo }`: the page's backend exchanges the launch token through the signed `POST /vendor/:code/wallet/authenticate`
 *   (vendor/PROTOCOL.md) and keeps a vendor-side game session (kv, 2 h). Demo mode (free trial) makes a session with
 *   a play balance of 1000.00 held here only: no wallet, no token. Errors: NOT_LOGGED_IN 401 (token unknown,
 *   expired or used), NOT_FOUND 404 (unknown vendor), VALIDATION 400. `canBet` is false for a transfer-mode vendor
 *   (config/vendors.json): its money moves by wallet transfers (the wallet page), so the page shows the sub-wallet
 *   balance and no bet button.
 * - `POST /launch/demo/:code/bet { session }` -> `{ balance, currency, stake, win, roundId }`: one round of
 *   {@link DEMO_STAKE} minor units, a signed `bet` then a signed `win` (0 or twice the stake) through the seamless
 *   wallet protocol, exactly as a vendor sends them (in process via `app.inject`). Errors: NOT_LOGGED_IN 401
 *   (session unknown or expired), INSUFFICIENT_BALANCE 400, FEATURE_DISABLED 403 (a transfer-mode vendor),
 *   UNKNOWN 500 (the wallet refused otherwise).
 * Money is an integer string of minor units throughout.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Ctx } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { fail } from '../errors.ts';
import { limit } from '../http/limits.ts';
import type { VendorSettings } from '../vendor/config.ts';
import { signedHeaders } from '../vendor/protocol.ts';

/** Stake of one demo round, minor units (1.00). */
export const DEMO_STAKE = 100n;
/** Play balance of a free-trial (demo mode) session, minor units (1000.00). */
export const DEMO_PLAY_BALANCE = 100_000n;
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
const SESSION = /^[A-Za-z0-9_-]{32}$/;

interface GameSession {
  vendor: string;
  /** False for a transfer-mode vendor: its money moves by wallet transfers, not by this game's bets. */
  canBet: boolean;
  playerId: string | null;
  currency: string;
  gameCode: string | null;
  /** Demo mode only: the play balance. */
  demoBalance?: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(code: string, lang: string): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(code)} demo game</title>
<link rel="stylesheet" href="/launch/demo/assets/game.css">
<script src="/launch/demo/assets/game.js" defer></script>
</head>
<body>
<main id="game" data-vendor="${esc(code)}" aria-label="${esc(code)} game">
<h1 id="title">${esc(code)}</h1>
<p id="status" role="status"></p>
<p><span id="balance-label"></span> <strong id="balance" data-testid="game-balance"></strong></p>
<button id="bet" type="button" disabled></button>
<p id="result"></p>
</main>
</body>
</html>
`;
}

// The page script: reads its own URL, exchanges the token (then drops it from the address bar), plays rounds.
const SCRIPT = `'use strict';
(function () {
  var T = {
    en: { balance: 'Balance', bet: 'Bet 1.00', demo: 'Free trial', loading: 'Loading…', won: 'You won',
      lost: 'No win', transfer: 'Move money to this game in the wallet (transfer) to play.', expired: 'This game link has expired. Go back and open the game again.', failed: 'Error' },
    bn: { balance: 'ব্যালেন্স', bet: 'বাজি ১.০০', demo: 'ফ্রি ট্রায়াল', loading: 'লোড হচ্ছে…', won: 'আপনি জিতেছেন',
      lost: 'জয় নেই', transfer: 'খেলতে ওয়ালেটে (ট্রান্সফার) এই গেমে টাকা পাঠান।', expired: 'এই গেম লিঙ্কের মেয়াদ শেষ। ফিরে গিয়ে আবার গেমটি খুলুন।', failed: 'ত্রুটি' }
  };
  var q = new URLSearchParams(location.search);
  var t = T[q.get('lang')] || T.en;
  var root = document.getElementById('game');
  var vendor = root.getAttribute('data-vendor');
  var $ = function (id) { return document.getElementById(id); };
  var session = null;
  var currency = '';
  function money(minor) {
    var s = String(minor).padStart(3, '0');
    return s.slice(0, -2) + '.' + s.slice(-2) + ' ' + currency;
  }
  function call(path, body) {
    return fetch('/launch/demo/' + encodeURIComponent(vendor) + '/' + path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      credentials: 'omit'
    }).then(function (r) { return r.json(); });
  }
  $('balance-label').textContent = t.balance;
  $('bet').textContent = t.bet;
  $('status').textContent = t.loading;
  var demo = q.get('mode') === 'demo';
  var token = q.get('token');
  if (token) { q.delete('token'); history.replaceState(null, '', location.pathname + '?' + q.toString()); }
  call('session', demo ? { demo: true, gameCode: q.get('gameCode') || undefined } : { token: token || '' })
    .then(function (r) {
      if (!r.success) { $('status').textContent = t.expired; return; }
      session = r.value.session; currency = r.value.currency;
      $('status').textContent = r.value.demo ? t.demo : '';
      $('balance').textContent = money(r.value.balance);
      if (r.value.canBet) $('bet').disabled = false;
      else { $('bet').hidden = true; $('status').textContent = t.transfer; }
    })
    .catch(function () { $('status').textContent = t.failed; });
  $('bet').addEventListener('click', function () {
    $('bet').disabled = true;
    call('bet', { session: session }).then(function (r) {
      if (!r.success) { $('result').textContent = r.message || t.failed; return; }
      $('balance').textContent = money(r.value.balance);
      $('result').textContent = r.value.win !== '0' ? t.won + ' ' + money(r.value.win) : t.lost;
    }).catch(function () { $('result').textContent = t.failed; })
      .finally(function () { $('bet').disabled = !session; });
  });
})();
`;

const STYLE = `:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#10233f;color:#f4f6fb}
main{text-align:center;padding:24px}
h1{font-size:1.5rem;margin:0 0 12px}
#balance{font-size:1.5rem}
button{font:inherit;font-size:1.125rem;padding:12px 32px;border:0;border-radius:8px;background:#f5b301;color:#10233f;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
`;

const SessionBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 64 })),
  demo: Type.Optional(Type.Boolean()),
  gameCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' })),
});
const BetBody = Type.Object({ session: Type.String({ maxLength: 64 }) });
const Params = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) });

/** Registers the demo game page, assets and backend. `vendors`: the wallet settings (secrets) from vendors.json. */
export function demoGameRoutes(app: FastifyInstance, ctx: Ctx, vendors: ReadonlyMap<string, VendorSettings>) {
  const tags = ['launch'];
  const play = { rateLimit: limit(600, 60_000) };

  /** A signed wallet call as the vendor makes it; answers the parsed protocol body and HTTP status. */
  async function wallet(code: string, op: string, body: Record<string, unknown>) {
    const v = vendors.get(code);
    if (!v?.secret) throw fail('NOT_FOUND');
    const raw = JSON.stringify(body);
    const r = await app.inject({
      method: 'POST',
      url: `/vendor/${encodeURIComponent(code)}/wallet/${op}`,
      headers: signedHeaders(v.secret, raw, ctx.now()),
      payload: raw,
    });
    return { status: r.statusCode, body: r.json() as Record<string, string | undefined> };
  }

  app.get('/launch/demo/assets/game.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );
  app.get('/launch/demo/assets/game.css', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE),
  );

  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/launch/demo/:code',
    {
      schema: {
        hide: true,
        params: Params,
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) }),
      },
    },
    async (req, reply) => {
      if (!vendors.has(req.params.code)) throw fail('NOT_FOUND');
      // The player site (its own origins) may frame the game; nobody else.
      const origins = req.brand.domains.flatMap((d) => [`https://${d}`, `http://${d}`]).join(' ');
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
        "frame-ancestors 'none'",
        `frame-ancestors 'self' ${origins}`.trim(),
      );
      const lang = req.query.lang === 'bn' ? 'bn' : 'en';
      // frame-ancestors supersedes X-Frame-Options (SAMEORIGIN would block the site when the game is on a CDN host).
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', csp)
        .send(page(req.params.code, lang));
    },
  );

  app.post<{ Params: { code: string }; Body: { token?: string; demo?: boolean; gameCode?: string } }>(
    '/launch/demo/:code/session',
    {
      config: play,
      schema: { tags, summary: 'Demo game: open a game session', params: Params, body: SessionBody },
    },
    async (req) => {
      const code = req.params.code;
      if (!vendors.has(code)) throw fail('NOT_FOUND');
      let s: GameSession;
      let balance: string;
      if (req.body.demo === true) {
        s = {
          vendor: code,
          canBet: true,
          playerId: null,
          currency: req.brand.currency.code,
          gameCode: req.body.gameCode ?? null,
          demoBalance: DEMO_PLAY_BALANCE.toString(),
        };
        balance = s.demoBalance!;
      } else {
        if (!req.body.token) throw fail('NOT_LOGGED_IN');
        const a = await wallet(code, 'authenticate', { token: req.body.token });
        if (a.status !== 200) throw fail(a.status === 401 ? 'NOT_LOGGED_IN' : 'NOT_FOUND');
        s = {
          vendor: code,
          canBet: a.body.wallet === 'seamless',
          playerId: a.body.playerId!,
          currency: a.body.currency!,
          gameCode: a.body.gameCode ?? null,
        };
        balance = a.body.balance!;
      }
      const id = randomBytes(24).toString('base64url');
      await ctx.kv.set(`demo-game:${id}`, JSON.stringify(s), SESSION_TTL_MS);
      return ok({
        session: id,
        playerId: s.playerId,
        currency: s.currency,
        balance,
        demo: s.demoBalance !== undefined,
        canBet: s.canBet,
      });
    },
  );

  app.post<{ Params: { code: string }; Body: { session: string } }>(
    '/launch/demo/:code/bet',
    { config: play, schema: { tags, summary: 'Demo game: play one round', params: Params, body: BetBody } },
    async (req) => {
      if (!SESSION.test(req.body.session)) throw fail('NOT_LOGGED_IN');
      const key = `demo-game:${req.body.session}`;
      const stored = await ctx.kv.get(key);
      const s = stored ? (JSON.parse(stored) as GameSession) : undefined;
      if (!s || s.vendor !== req.params.code) throw fail('NOT_LOGGED_IN');
      if (!s.canBet) throw fail('FEATURE_DISABLED');
      const roundId = `demo-${randomBytes(12).toString('hex')}`;
      const win = randomInt(100) < 45 ? DEMO_STAKE * 2n : 0n;
      if (s.demoBalance !== undefined) {
        const before = BigInt(s.demoBalance);
        if (before < DEMO_STAKE) throw fail('INSUFFICIENT_BALANCE');
        s.demoBalance = (before - DEMO_STAKE + win).toString();
        await ctx.kv.set(key, JSON.stringify(s), SESSION_TTL_MS);
        const value = { balance: s.demoBalance, currency: s.currency, stake: DEMO_STAKE.toString() };
        return ok({ ...value, win: win.toString(), roundId });
      }
      const base = { playerId: s.playerId, currency: s.currency, roundId, gameCode: s.gameCode ?? undefined };
      const bet = await wallet(s.vendor, 'bet', {
        ...base,
        transactionId: `${roundId}-b`,
        amount: DEMO_STAKE.toString(),
      });
      if (bet.status === 402) throw fail('INSUFFICIENT_BALANCE');
      if (bet.status !== 200) throw fail('UNKNOWN');
      // The win is retried (same id: idempotent); if it still cannot be delivered the bet is rolled back, so no
      // round stays open with the stake taken (the platform refunds it; a late copy of the win is then refused).
      const winBody = { ...base, transactionId: `${roundId}-w`, amount: win.toString() };
      let won = await wallet(s.vendor, 'win', winBody);
      for (let i = 0; i < 2 && won.status >= 500; i++) won = await wallet(s.vendor, 'win', winBody);
      if (won.status !== 200) {
        const rb = { ...base, transactionId: `${roundId}-r`, referenceTransactionId: `${roundId}-b` };
        for (let i = 0; i < 3; i++) if ((await wallet(s.vendor, 'rollback', rb)).status < 500) break;
        throw fail('UNKNOWN');
      }
      return ok({
        balance: won.body.balance!,
        currency: s.currency,
        stake: DEMO_STAKE.toString(),
        win: win.toString(),
        roundId,
      });
    },
  );
}
