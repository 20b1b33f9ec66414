/**
 * Game launch (docs/architecture.md "Game launch"; spec 4 "Game launch", spec 7 "Launch /wps/game/launchGame", spec 8 'Game
 * maintenance' and in_need_true_account; docs/decisions.md D10 for trial members).
 *
 * - {@link launchGame}: checks the target (an available game of the brand, or a vendor of a vendor-level type),
 *   the vendor's maintenance flag and the caller, then answers the URL of the game frame. A real launch mints a
 *   one-time launch token (256 random bits, base64url; only its SHA-256 stored; valid {@link LAUNCH_TOKEN_TTL_S} s;
 *   single use) and records a recent play; the session token never leaves the site. A demo launch (free trial,
 *   supportPlay 0) needs no login and carries no token: the vendor's demo mode never touches a wallet.
 * - {@link redeemLaunchToken}: the vendor's side of the exchange (docs/vendor-protocol.md "authenticate").
 * - Every vendor launches on our games server (games-server.ts, apps/games): BGS its own games in real mode, every
 *   other vendor (and BGS's free trial) its sandbox game, since no outside vendor is connected.
 * - The frame loads from the games server's base (`GAMES_URL`), the one game origin the site's CSP frame-src allows
 *   (app.ts). The brand's `launchGameCDNs` are published to the site (domain/system/service.ts) but not put in front of the
 *   launch URL: a host the CSP does not name could not be framed.
 */
import { assertMayPlay } from '../../protection/guard.ts';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Brand } from '../../../infra/brands/index.ts';
import type { Ctx } from '../../context.ts';
import { fail } from '../../../infra/errors.ts';
import { catalogue, refreshCatalogue, vendorKey } from '../catalogue.ts';
import { brandVendors } from '../service.ts';
import { recordRecentPlay } from '../store.ts';
import type { LaunchBody, LaunchValue } from '@playdeck/api-client/launch';
import { VENDOR_LAUNCH_TYPES } from '@playdeck/domain/launch';
import { TRIAL_MEMBER_TYPE, type AuthMember } from '../../member/types.ts';
import { gamesLaunchPath, gamesServerUrl, gamesThemeParam } from './games-server.ts';

/** Seconds a launch token stays valid. */
export const LAUNCH_TOKEN_TTL_S = 60;

/** SHA-256 (hex) of a launch token as sent: what the database keeps. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh launch token: 32 random bytes, base64url (43 characters). */
export function newLaunchToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * POST /wps/game/launchGame. `member` is null for a visitor.
 * @returns the frame URL and what was launched
 * @throws NOT_LOGGED_IN (401) real mode without a session; TRIAL_FORBIDDEN (403) a trial member in real mode;
 *   GAME_NOT_FOUND (404) unknown/unavailable game or vendor, or vendor/type not matching the game;
 *   GAME_MAINTENANCE (503) the vendor is in maintenance; FREE_TRIAL_UNAVAILABLE (400) demo of a game without
 *   supportPlay 0 (or of a vendor-level launch); GAME_MAINTENANCE (503) too when no games server is configured
 *   (`GAMES_URL` unset): nothing could open the game; TIMED_OUT, SELF_EXCLUDED(_PERMANENT), SESSION_LIMIT_REACHED,
 *   PLAY_LIMIT_REACHED (403, domain/protection/guard.ts)
 */
export async function launchGame(
  ctx: Ctx,
  brand: Brand,
  lang: string,
  member: AuthMember | null,
  body: LaunchBody,
): Promise<LaunchValue> {
  const mode = body.mode ?? 'real';
  if (mode === 'real') {
    if (!member) throw fail('NOT_LOGGED_IN');
    if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    // Player protection (docs/decisions.md D26): no real-money game while blocked or past a limit.
    await assertMayPlay(ctx, brand, member.id, member.tokenHash);
  }
  let s = await catalogue(ctx.db);
  if (body.nodeId !== undefined && !s.byId.has(body.nodeId)) s = await refreshCatalogue(ctx.db);
  const vendorLevel = (VENDOR_LAUNCH_TYPES as readonly string[]).includes(body.gameType);
  const game = body.nodeId !== undefined ? s.byId.get(body.nodeId) : undefined;
  if (body.nodeId !== undefined) {
    if (!game || game.vassalage !== body.vassalage || game.gameType !== body.gameType)
      throw fail('GAME_NOT_FOUND');
  } else if (!vendorLevel) throw fail('GAME_NOT_FOUND', { field: 'nodeId' });
  const offered = brandVendors(s, brand, body.gameType).some((v) => v.vassalage === body.vassalage);
  const vendor = s.vendors.get(vendorKey(body.vassalage, body.gameType));
  if (!offered || !vendor) throw fail('GAME_NOT_FOUND');
  if (vendor.maintenance) throw fail('GAME_MAINTENANCE');

  const gameCode = game?.gameCode ?? body.gameCode ?? null;
  const nodeId = game?.nodeId ?? null;
  const origin = gamesServerUrl();
  if (!origin) throw fail('GAME_MAINTENANCE');
  const q = new URLSearchParams();
  if (gameCode) q.set('gameCode', gameCode);
  q.set('gameType', body.gameType);
  q.set('lang', lang);
  const common = { vassalage: body.vassalage, gameType: body.gameType, gameCode, nodeId };

  // Our games server does not know the brand: its pages get the brand's time zone (lottery draw times).
  if (brand.timezone) q.set('tz', brand.timezone);
  // ... nor its colours: the sandbox pages wear the brand theme from this parameter.
  const theme = gamesThemeParam(brand);
  if (theme) q.set('theme', theme);
  const target = `${origin}${gamesLaunchPath(body.vassalage, mode, body.gameType)}`;

  if (mode === 'demo') {
    if (!game || game.supportPlay !== 0) throw fail('FREE_TRIAL_UNAVAILABLE');
    q.set('mode', 'demo');
    return { url: `${target}?${q.toString()}`, mode, ...common, expiresIn: 0 };
  }

  const token = newLaunchToken();
  const expires = new Date(ctx.now() + LAUNCH_TOKEN_TTL_S * 1000).toISOString();
  await ctx.db.query(sql`
    INSERT INTO launch_tokens (token_hash, member_id, brand, vendor, game_type, game_code, node_id, language,
      created_at, expires_at)
    VALUES (${hashLaunchToken(token)}, ${member!.id}::bigint, ${brand.id}, ${body.vassalage}, ${body.gameType},
      ${gameCode}, ${nodeId}, ${lang}, ${new Date(ctx.now()).toISOString()}::timestamptz, ${expires}::timestamptz)`);
  if (nodeId !== null) await recordRecentPlay(ctx.db, member!.id, nodeId, new Date(ctx.now()));
  q.set('token', token);
  return {
    url: `${target}?${q.toString()}`,
    mode,
    ...common,
    expiresIn: LAUNCH_TOKEN_TTL_S,
  };
}

/** What a redeemed launch token names. */
export interface Redeemed {
  memberId: string;
  brand: string;
  gameType: string;
  gameCode: string | null;
  language: string;
}

/**
 * Redeems a launch token for vendor `vendor`: succeeds once, before expiry, for the vendor it was minted for (a wrong
 * vendor does not use it up). Marked used in the same statement that checks it, so two concurrent calls cannot both
 * succeed. @returns undefined when unknown, expired, used, or minted for another vendor
 */
export async function redeemLaunchToken(
  ctx: Ctx,
  vendor: string,
  token: string,
): Promise<Redeemed | undefined> {
  const now = new Date(ctx.now()).toISOString();
  const [row] = await ctx.db.query<{
    member_id: string;
    brand: string;
    game_type: string;
    game_code: string | null;
    language: string;
  }>(sql`
    UPDATE launch_tokens SET used_at = ${now}::timestamptz
    WHERE token_hash = ${hashLaunchToken(token)} AND vendor = ${vendor} AND used_at IS NULL
      AND expires_at > ${now}::timestamptz
    RETURNING member_id::text AS member_id, brand, game_type, game_code, language`);
  if (!row) return undefined;
  return {
    memberId: row.member_id,
    brand: row.brand,
    gameType: row.game_type,
    gameCode: row.game_code,
    language: row.language,
  };
}
