/**
 * Sandbox game routes of the games server (docs/architecture.md "Games server"; rules and money in service.ts). Errors answer
 * `{ status: 'ERROR', code, message }`; money is integer strings of minor units.
 *
 * - `GET /sandbox/:code?token&gameCode&gameType&lang[&mode=demo]` -> the page (`:code` one of SANDBOX_VENDORS, else
 *   404) in the language of `lang` (else the cookie, Accept-Language, English: server/kit.ts pageLanguage), with
 *   `GET /sandbox/assets/sandbox.js|sandbox.css`. Strict CSP (server/app.ts): no inline script or style.
 * - `POST /sandbox/:code/api/session` `{ token }` -> `{ session, currency, balance, canBet, demo: false }` (the launch
 *   token exchanged with the platform as vendor `:code`; `canBet` false for a transfer-mode vendor, whose `balance`
 *   is then its sub-wallet); `{ demo: true }` -> a free-trial session `{ ..., currency: 'DEMO', demo: true }` with
 *   the play balance. 401 TOKEN_INVALID, 403 LAUNCH_REFUSED, 503 PLATFORM_UNAVAILABLE, 404 NOT_FOUND.
 * - `POST /sandbox/:code/api/play` (Bearer session) -> `{ balance, stake, win, roundId, demo }`; 401 NOT_LOGGED_IN,
 *   402 INSUFFICIENT_FUNDS, 403 NOT_SEAMLESS (transfer-mode vendor), 409 BET_REFUSED, 503 PLATFORM_UNAVAILABLE.
 * Background (config.backgroundJobs): `settleSandbox` every 2 s.
 */
import type { FastifyInstance } from 'fastify';
import { formatAmount, formatPercent } from '../i18n/format.ts';
import { esc, messagesBlock, t, type Lang, type MessageKey } from '../i18n/index.ts';
import type { GamesDeps } from '../server/deps.ts';
import {
  backgroundJob,
  exchangeLaunchToken,
  pageLanguage,
  sendError as err,
  sendPage,
  serveAssets,
} from '../server/kit.ts';
import { shell } from '../server/pages.ts';
import { WalletError } from '../wallet-client.ts';
import {
  demoBalance,
  isSandboxVendor,
  openDemo,
  playDemo,
  playSandboxRound,
  settleSandbox,
  type SandboxCtx,
} from './service.ts';

/** Messages sandbox.js reads. */
const SANDBOX_SCRIPT = ['common.', 'sandbox.', 'error.', 'currency.'] as const;

/**
 * The page of vendor `code` in `lang` (the vendor code is the game's name: a brand, not translated); sandbox.js reads
 * its texts from the page's JSON block. Rules from service.ts: 1.00 a round, 48 % chance to win 2.00, RTP 96 %.
 */
export function sandboxPage(code: string, lang: Lang): string {
  const name = code.replace(/_/g, ' ');
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  return shell(
    lang,
    t(lang, 'sandbox.title', { name }),
    `<main id="game" data-vendor="${esc(code)}" aria-label="${tx('common.gameLabel', { name })}">
<h1 id="title">${esc(name)}</h1>
<p id="status" role="status">${tx('common.loading')}</p>
<p>${tx('common.balance')} <strong id="balance" data-testid="game-balance"></strong></p>
<button id="bet" type="button" disabled>${tx('sandbox.bet', { amount: formatAmount(lang, 100n) })}</button>
<p id="result" aria-live="polite"></p>
<p class="rules">${tx('sandbox.rules', {
      stake: formatAmount(lang, 100n),
      chance: formatPercent(lang, 48),
      win: formatAmount(lang, 200n),
      rtp: formatPercent(lang, 96),
    })}</p>
</main>
`,
    {
      styles: ['/sandbox/assets/sandbox.css'],
      block: messagesBlock(lang, SANDBOX_SCRIPT),
      script: '/sandbox/assets/sandbox.js',
    },
  );
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{32})$/;

/** The sandbox plugin (see the file header). */
export default async function sandboxRoutes(app: FastifyInstance, deps: GamesDeps) {
  const ctx: SandboxCtx = { db: deps.db, walletFor: deps.walletFor, now: deps.now, log: deps.log };
  backgroundJob(app, deps, 2000, () => settleSandbox(ctx), 'sandbox settlement failed');

  serveAssets(app, '/sandbox/assets/', new URL('./assets/', import.meta.url), ['sandbox.js', 'sandbox.css']);

  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/sandbox/:code',
    async (req, reply) => {
      if (!isSandboxVendor(req.params.code))
        return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
      return sendPage(reply, sandboxPage(req.params.code, pageLanguage(req, reply)));
    },
  );

  app.post<{ Params: { code: string }; Body: { token?: unknown; demo?: unknown } | undefined }>(
    '/sandbox/:code/api/session',
    async (req, reply) => {
      const code = req.params.code;
      if (!isSandboxVendor(code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
      if (req.body?.demo === true) {
        const id = await openDemo(deps.db, code, deps.now());
        const balance = (await demoBalance(deps.db, id, code, deps.now()))!;
        return {
          status: 'OK',
          session: id,
          currency: 'DEMO',
          balance: balance.toString(),
          canBet: true,
          demo: true,
        };
      }
      return exchangeLaunchToken(
        deps,
        req,
        reply,
        { token: req.body?.token, vendor: code, again: 'relaunch the game', label: 'sandbox authenticate' },
        async ({ session, balance }) => {
          let canBet = true;
          let shown = balance;
          try {
            shown = (await deps.walletFor(code).balance(session.playerId, session.currency)).balance;
          } catch (e) {
            if (e instanceof WalletError && e.code === 'NOT_SEAMLESS') canBet = false;
            else throw e;
          }
          return {
            status: 'OK',
            session: session.id,
            currency: session.currency,
            balance: shown.toString(),
            canBet,
            demo: false,
          };
        },
      );
    },
  );

  app.post<{ Params: { code: string } }>('/sandbox/:code/api/play', async (req, reply) => {
    const code = req.params.code;
    if (!isSandboxVendor(code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
    const s = await deps.sessions.fromRequest(req);
    if (!s) {
      const m = BEARER.exec(String(req.headers.authorization ?? ''));
      const d = m ? await playDemo(deps.db, m[1]!, code, deps.now()) : undefined;
      if (!d) return err(reply, 401, 'NOT_LOGGED_IN', 'No game session: relaunch the game');
      if (d.refused) return err(reply, 402, 'INSUFFICIENT_FUNDS', 'Not enough play balance');
      return {
        status: 'OK',
        balance: d.balance.toString(),
        stake: '100',
        win: d.win.toString(),
        roundId: null,
        demo: true,
      };
    }
    if (s.vendor !== code)
      return err(reply, 401, 'NOT_LOGGED_IN', 'No game session for this vendor: relaunch');
    try {
      const r = await playSandboxRound(ctx, s);
      return {
        status: 'OK',
        balance: r.balance.toString(),
        stake: r.stake.toString(),
        win: r.win.toString(),
        roundId: r.roundId,
        demo: false,
      };
    } catch (e) {
      if (e instanceof WalletError) {
        if (e.code === 'INSUFFICIENT_FUNDS')
          return err(reply, 402, 'INSUFFICIENT_FUNDS', 'Not enough balance');
        if (e.code === 'NOT_SEAMLESS')
          return err(
            reply,
            403,
            'NOT_SEAMLESS',
            'This vendor takes wallet transfers: move money in the wallet',
          );
        if (e.code !== 'NETWORK_ERROR')
          return err(reply, 409, 'BET_REFUSED', `The platform refused the bet (${e.code})`);
      }
      req.log.error({ err: e }, 'sandbox bet not delivered');
      return err(
        reply,
        503,
        'PLATFORM_UNAVAILABLE',
        'The platform did not answer: the stake will be refunded',
      );
    }
  });
}
