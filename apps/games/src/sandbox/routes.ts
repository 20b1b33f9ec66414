/**
 * Sandbox game routes of the games server (docs/architecture.md "Games server"; rules in games.ts and sports.ts, money
 * in service.ts and sports-book.ts). Errors answer `{ status: 'ERROR', code, message }`; money is integer strings of
 * minor units.
 *
 * - `GET /sandbox/:code?token&gameCode&gameType&lang&tz&theme[&mode=demo]` -> the page of the game `gameType` opens
 *   (games.ts sandboxKind: a slot, a wheel, dragon tiger, a number draw or the sports book), `:code` one of
 *   SANDBOX_VENDORS (or the in-house vendor for its free trial only, else 404), in the language of `lang` (else the
 *   cookie, Accept-Language, English: server/kit.ts pageLanguage), sports times in zone `tz` (else
 *   config.timeZone), wearing the brand colours of `theme` (theme.ts). Assets `GET /sandbox/assets/*` and
 *   `GET /sandbox/theme.css?c=<theme>`. Strict CSP (server/app.ts): no inline script or style.
 * - `POST /sandbox/:code/api/session` `{ token }` -> `{ session, currency, balance, canBet: true, demo: false, wallet }`
 *   (the launch token exchanged with the platform as vendor `:code`; `wallet` 'transfer' for a transfer-mode vendor,
 *   whose balance is the player's sub-wallet of it); `{ demo: true }` -> a free-trial session
 *   `{ ..., currency: 'DEMO', demo: true }` with the play balance. 401 TOKEN_INVALID, 403 LAUNCH_REFUSED,
 *   503 PLATFORM_UNAVAILABLE, 404 NOT_FOUND.
 * - `POST /sandbox/:code/api/play` (Bearer session) `{ kind, stake, choice? }` -> `{ balance, stake, win, roundId,
 *   outcome, demo }`; 400 BAD_ROUND, 401 NOT_LOGGED_IN, 402 INSUFFICIENT_FUNDS, 409 BET_REFUSED,
 *   503 PLATFORM_UNAVAILABLE.
 * - `GET /sandbox/:code/api/rounds` (Bearer) -> `{ rounds }`: the player's last rounds with this vendor.
 * - `GET /sandbox/:code/api/sports/fixtures?tz` -> `{ day, fixtures }` (no session needed: demo fixtures).
 * - `GET /sandbox/:code/api/sports/bets` (Bearer) -> `{ bets }`; `POST .../sports/bet` `{ stake, selections, tz }` ->
 *   `{ bet, balance }` (400 BAD_SLIP / BAD_STAKE, 402 INSUFFICIENT_FUNDS, ...); `POST .../sports/settle`
 *   `{ betId, tz }` -> `{ bet, balance }` (404 BET_NOT_FOUND; idempotent). The free trial has no sports book
 *   (401 NOT_LOGGED_IN).
 * Background (config.backgroundJobs): `settleSandbox` every 2 s.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount, formatNumber, formatPercent } from '../i18n/format.ts';
import { knownTimeZone } from '../lottery/routes.ts';
import { esc, messagesBlock, t, type Lang, type MessageKey } from '../i18n/index.ts';
import { DEFAULT_TIME_ZONE, type GamesDeps } from '../server/deps.ts';
import {
  backgroundJob,
  exchangeLaunchToken,
  pageLanguage,
  sendError as err,
  sendPage,
  serveAssets,
} from '../server/kit.ts';
import { shell } from '../server/pages.ts';
import { SYMBOL_SPRITE } from '../symbols.ts';
import { WalletError } from '../wallet-client.ts';
import {
  CRASH_TARGETS,
  ROUND_KINDS,
  SANDBOX_STAKES,
  sandboxKind,
  validChoice,
  type SandboxKind,
} from './games.ts';
import {
  demoBalance,
  isSandboxVendor,
  openDemo,
  playDemo,
  playSandboxRound,
  roundHistory,
  settleSandbox,
  type RoundRequest,
  type SandboxCtx,
} from './service.ts';
import { offeredFixtures, placeSportsBet, settleSportsBet, SlipError, sportsBets } from './sports-book.ts';
import { dayIn } from './sports.ts';
import { themeCss, themeQuery } from './theme.ts';

/** Messages sandbox.js reads. */
const SANDBOX_SCRIPT = ['common.', 'sandbox.', 'sports.', 'error.', 'currency.'] as const;

/** The rules line of each game (percent figures from games.ts). */
const RULES: Record<SandboxKind, MessageKey> = {
  slot: 'sandbox.rules.slot',
  wheel: 'sandbox.rules.wheel',
  cards: 'sandbox.rules.cards',
  lotto: 'sandbox.rules.lotto',
  sports: 'sports.rules',
  table: 'sandbox.rules.table',
  crash: 'sandbox.rules.crash',
  cockfight: 'sandbox.rules.cockfight',
};

/** The play button of each round game. */
const PLAY_LABEL: Record<Exclude<SandboxKind, 'sports'>, MessageKey> = {
  slot: 'sandbox.spin',
  wheel: 'sandbox.spinWheel',
  cards: 'sandbox.deal',
  lotto: 'sandbox.draw',
  table: 'sandbox.deal',
  crash: 'sandbox.crash.launch',
  cockfight: 'sandbox.cockfight.fight',
};

/** A group of choice chips (`data-choice`), the first pressed. */
const chips = (label: string, items: Array<[string, string]>, pressed: string) =>
  `<div class="sbx-choice" role="group" aria-label="${label}">${items
    .map(
      ([v, text]) =>
        `<button type="button" class="chip" data-choice="${v}" aria-pressed="${v === pressed}">${text}</button>`,
    )
    .join('')}</div>`;

/**
 * The page of vendor `code` for game `kind` in `lang` (the vendor code is the game's name: a brand, not translated):
 * the shared look of the in-house games (/assets/games.css: balance bar, stake chips, win banner, history chips) with
 * the sandbox stage (sandbox.css) and the brand colours (`theme`, theme.ts); sandbox.js plays it.
 */
export function sandboxPage(
  code: string,
  lang: Lang,
  kind: SandboxKind = 'wheel',
  o: { timeZone?: string; theme?: string } = {},
): string {
  const name = code.replace(/_/g, ' ');
  const tx = (key: MessageKey, params?: Record<string, string | number>) => esc(t(lang, key, params));
  const styles = ['/assets/games.css', '/sandbox/assets/sandbox.css'];
  const theme = themeQuery(o.theme);
  if (theme) styles.push(`/sandbox/theme.css?c=${theme}`);
  const stakes = SANDBOX_STAKES.map(
    (v, i) =>
      `<button type="button" class="chip" data-stake="${v}" aria-pressed="${i === 0}">${esc(formatAmount(lang, v))}</button>`,
  ).join('');
  const choice =
    kind === 'cards'
      ? `<div class="sbx-choice" role="group" aria-label="${tx('sandbox.cards.pick')}">
<button type="button" class="chip" data-choice="dragon" aria-pressed="true">${tx('sandbox.cards.dragon')}</button>
<button type="button" class="chip" data-choice="tiger" aria-pressed="false">${tx('sandbox.cards.tiger')}</button></div>`
      : kind === 'lotto'
        ? `<div class="sbx-choice sbx-digits" role="group" aria-label="${tx('sandbox.lotto.pick')}">${Array.from(
            { length: 10 },
            (_, d) =>
              `<button type="button" class="chip" data-choice="${d}" aria-pressed="${d === 7}">${esc(formatNumber(lang, d))}</button>`,
          ).join('')}</div>`
        : kind === 'table'
          ? chips(
              tx('sandbox.cards.pick'),
              [
                ['player', tx('sandbox.table.player')],
                ['banker', tx('sandbox.table.banker')],
              ],
              'player',
            )
          : kind === 'cockfight'
            ? chips(
                tx('sandbox.cards.pick'),
                [
                  ['meron', tx('sandbox.cockfight.meron')],
                  ['wala', tx('sandbox.cockfight.wala')],
                ],
                'meron',
              )
            : kind === 'crash'
              ? chips(
                  tx('sandbox.crash.target'),
                  CRASH_TARGETS.map((m): [string, string] => [
                    String(m),
                    `${esc(formatNumber(lang, m / 100, { minimumFractionDigits: 2 }))}×`,
                  ]),
                  '200',
                )
              : '';
  const stage =
    kind === 'sports'
      ? `<section class="sbx-book" aria-labelledby="hot-title">
<h2 id="hot-title">${tx('sports.hot')}</h2><p class="muted" id="day"></p>
<ul id="fixtures" class="sbx-fixtures" data-testid="fixtures"></ul></section>
<aside class="sbx-slip" aria-labelledby="slip-title">
<h2 id="slip-title">${tx('sports.slip')}</h2>
<ul id="slip" class="sbx-slip-list"></ul>
<p id="slip-empty" class="muted">${tx('sports.slipEmpty')}</p>
<label for="stake-input">${tx('common.stake')}</label>
<input id="stake-input" inputmode="decimal" autocomplete="off" value="${esc(formatAmount(lang, 1000n))}">
<p>${tx('sports.potential')} <strong id="potential" data-testid="potential">—</strong></p>
<button id="place" class="play" type="button" disabled>${tx('sports.place')}</button>
<h2>${tx('sports.openBets')}</h2>
<ul id="bets" class="sbx-bets" data-testid="bets"></ul></aside>`
      : `<section class="stage sbx-stage sbx-${kind}" aria-label="${tx('sandbox.stage')}">
<div id="board" class="sbx-board" aria-hidden="true"></div>
<div id="banner" class="banner" aria-live="polite"></div></section>
<section class="controls" aria-label="${tx('sandbox.controls')}">
${choice}
<div class="quick" role="group" aria-label="${tx('common.stake')}">${stakes}</div>
<button id="bet" class="play" type="button" disabled>${tx(PLAY_LABEL[kind as Exclude<SandboxKind, 'sports'>])}</button>
</section>
<section class="history" aria-labelledby="hist-title"><h2 id="hist-title">${tx('sandbox.history')}</h2>
<div id="history" class="chips" data-testid="history"></div></section>`;
  return shell(
    lang,
    t(lang, 'sandbox.title', { name }),
    `${kind === 'slot' ? SYMBOL_SPRITE : ''}<main id="game" class="sbx" data-vendor="${esc(code)}" data-kind="${kind}" aria-label="${tx('common.gameLabel', { name })}">
<div class="bar"><h1 id="title">${esc(name)} <span class="muted">${tx(`sandbox.kind.${kind}` as MessageKey)}</span></h1>
<p class="balance"><span>${tx('common.balance')}</span> <strong id="balance" data-testid="game-balance"></strong></p></div>
<p id="status" class="status" role="status">${tx('common.loading')}</p>
<div class="sbx-layout">${stage}</div>
<p class="rules muted">${tx(RULES[kind], {
      rtp: formatPercent(lang, 96),
    })}</p>
</main>
`,
    {
      styles,
      block: messagesBlock(lang, SANDBOX_SCRIPT, o.timeZone ? { timeZone: o.timeZone } : {}),
      script: '/sandbox/assets/sandbox.js',
    },
  );
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{32})$/;
/** The wallet's refusal of a bet as the page's error answer (see the file header). */
function walletRefusal(req: FastifyRequest, reply: FastifyReply, e: unknown) {
  if (e instanceof WalletError) {
    if (e.code === 'INSUFFICIENT_FUNDS') return err(reply, 402, 'INSUFFICIENT_FUNDS', 'Not enough balance');
    if (e.code !== 'NETWORK_ERROR')
      return err(reply, 409, 'BET_REFUSED', `The platform refused the bet (${e.code})`);
  }
  req.log.error({ err: e }, 'sandbox bet not delivered');
  return err(reply, 503, 'PLATFORM_UNAVAILABLE', 'The platform did not answer: the stake will be refunded');
}

/** A round request from a page's body, or undefined when malformed. */
function roundRequest(body: unknown): RoundRequest | undefined {
  const b = (body ?? {}) as { kind?: unknown; stake?: unknown; choice?: unknown };
  const kind = ROUND_KINDS.find((k) => k === (b.kind ?? 'wheel'));
  if (!kind) return undefined;
  const stake = SANDBOX_STAKES.find((v) =>
    b.stake === undefined ? v === 100n : String(b.stake) === v.toString(),
  );
  if (stake === undefined || !validChoice(kind, b.choice ?? undefined)) return undefined;
  return { kind, stake, choice: typeof b.choice === 'string' ? b.choice : undefined };
}

/** The sandbox plugin (see the file header). */
export default async function sandboxRoutes(app: FastifyInstance, deps: GamesDeps) {
  const ctx: SandboxCtx = { db: deps.db, walletFor: deps.walletFor, now: deps.now, log: deps.log };
  /** A vendor whose free trial this sandbox plays: the sandbox vendors and the in-house vendor. */
  const trialVendor = (code: string) => isSandboxVendor(code) || code === deps.config.vendor;
  const zone = (tz: unknown) =>
    knownTimeZone(typeof tz === 'string' ? tz : undefined) ?? deps.config.timeZone ?? DEFAULT_TIME_ZONE;
  backgroundJob(app, deps, 2000, () => settleSandbox(ctx), 'sandbox settlement failed');

  serveAssets(app, '/sandbox/assets/', new URL('./assets/', import.meta.url), ['sandbox.js', 'sandbox.css']);

  app.get<{ Querystring: { c?: string } }>('/sandbox/theme.css', async (req, reply) => {
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return themeCss(req.query.c);
  });

  app.get<{
    Params: { code: string };
    Querystring: { lang?: string; gameType?: string; tz?: string; theme?: string };
  }>('/sandbox/:code', async (req, reply) => {
    if (!trialVendor(req.params.code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
    const kind = sandboxKind(req.query.gameType);
    return sendPage(
      reply,
      sandboxPage(req.params.code, pageLanguage(req, reply), kind, {
        timeZone: zone(req.query.tz),
        theme: req.query.theme,
      }),
    );
  });

  app.post<{ Params: { code: string }; Body: { token?: unknown; demo?: unknown } | undefined }>(
    '/sandbox/:code/api/session',
    async (req, reply) => {
      const code = req.params.code;
      if (!trialVendor(code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
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
          wallet: 'demo',
        };
      }
      // The in-house vendor's real launches go to its own games (/play), never to the sandbox.
      if (!isSandboxVendor(code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
      return exchangeLaunchToken(
        deps,
        req,
        reply,
        { token: req.body?.token, vendor: code, again: 'relaunch the game', label: 'sandbox authenticate' },
        async ({ session, balance, wallet }) => ({
          status: 'OK',
          session: session.id,
          currency: session.currency,
          balance: balance.toString(),
          canBet: true,
          demo: false,
          wallet,
        }),
      );
    },
  );

  /** The real session of a request for vendor `code`, or undefined (answered 401). */
  const session = async (req: FastifyRequest, reply: FastifyReply, code: string) => {
    const s = isSandboxVendor(code) ? await deps.sessions.fromRequest(req) : undefined;
    if (!s || s.vendor !== code) {
      err(reply, 401, 'NOT_LOGGED_IN', 'No game session for this vendor: relaunch the game');
      return undefined;
    }
    return s;
  };

  app.post<{ Params: { code: string }; Body: unknown }>('/sandbox/:code/api/play', async (req, reply) => {
    const code = req.params.code;
    if (!trialVendor(code)) return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
    const round = roundRequest(req.body);
    if (!round) return err(reply, 400, 'BAD_ROUND', 'kind, stake or choice is not valid');
    const s = isSandboxVendor(code) ? await deps.sessions.fromRequest(req) : undefined;
    if (!s) {
      const m = BEARER.exec(String(req.headers.authorization ?? ''));
      const d = m ? await playDemo(deps.db, m[1]!, code, deps.now(), round) : undefined;
      if (!d) return err(reply, 401, 'NOT_LOGGED_IN', 'No game session: relaunch the game');
      if (d.refused) return err(reply, 402, 'INSUFFICIENT_FUNDS', 'Not enough play balance');
      return {
        status: 'OK',
        balance: d.balance.toString(),
        stake: round.stake.toString(),
        win: d.win.toString(),
        roundId: null,
        outcome: d.outcome,
        demo: true,
      };
    }
    if (s.vendor !== code)
      return err(reply, 401, 'NOT_LOGGED_IN', 'No game session for this vendor: relaunch');
    try {
      const r = await playSandboxRound(ctx, s, round);
      return {
        status: 'OK',
        balance: r.balance.toString(),
        stake: r.stake.toString(),
        win: r.win.toString(),
        roundId: r.roundId,
        outcome: r.outcome,
        demo: false,
      };
    } catch (e) {
      return walletRefusal(req, reply, e);
    }
  });

  app.get<{ Params: { code: string } }>('/sandbox/:code/api/rounds', async (req, reply) => {
    const s = await session(req, reply, req.params.code);
    if (!s) return reply;
    return { status: 'OK', rounds: await roundHistory(deps.db, s.vendor, s.playerId) };
  });

  app.get<{ Params: { code: string }; Querystring: { tz?: string } }>(
    '/sandbox/:code/api/sports/fixtures',
    async (req, reply) => {
      if (!isSandboxVendor(req.params.code))
        return err(reply, 404, 'NOT_FOUND', 'no sandbox game for this vendor');
      const tz = zone(req.query.tz);
      return {
        status: 'OK',
        day: dayIn(deps.now(), tz),
        timeZone: tz,
        fixtures: offeredFixtures(deps.now(), tz),
      };
    },
  );

  app.get<{ Params: { code: string } }>('/sandbox/:code/api/sports/bets', async (req, reply) => {
    const s = await session(req, reply, req.params.code);
    if (!s) return reply;
    return { status: 'OK', bets: await sportsBets(deps.db, s.vendor, s.playerId) };
  });

  const slipError = (reply: FastifyReply, e: SlipError) =>
    err(
      reply,
      e.code === 'BET_NOT_FOUND' ? 404 : 400,
      e.code,
      e.code === 'BAD_STAKE'
        ? 'stake must be between 1.00 and 10,000.00'
        : e.code === 'BAD_SLIP'
          ? 'the slip has no selection, a match twice, or a match or pick not offered'
          : 'no such bet',
    );

  app.post<{
    Params: { code: string };
    Body: { stake?: unknown; selections?: unknown; tz?: unknown } | undefined;
  }>('/sandbox/:code/api/sports/bet', async (req, reply) => {
    const s = await session(req, reply, req.params.code);
    if (!s) return reply;
    try {
      const r = await placeSportsBet(
        ctx,
        s,
        { stake: req.body?.stake, selections: req.body?.selections },
        zone(req.body?.tz),
      );
      return { status: 'OK', bet: r.bet, balance: r.balance.toString() };
    } catch (e) {
      if (e instanceof SlipError) return slipError(reply, e);
      return walletRefusal(req, reply, e);
    }
  });

  app.post<{ Params: { code: string }; Body: { betId?: unknown; tz?: unknown } | undefined }>(
    '/sandbox/:code/api/sports/settle',
    async (req, reply) => {
      const s = await session(req, reply, req.params.code);
      if (!s) return reply;
      const betId = req.body?.betId;
      if (typeof betId !== 'string' || betId.length > 64)
        return slipError(reply, new SlipError('BET_NOT_FOUND'));
      try {
        const r = await settleSportsBet(ctx, s, betId, zone(req.body?.tz));
        return { status: 'OK', bet: r.bet, balance: r.balance?.toString() ?? null };
      } catch (e) {
        if (e instanceof SlipError) return slipError(reply, e);
        throw e;
      }
    },
  );
}
