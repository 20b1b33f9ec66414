/**
 * Game catalogue calls (spec 7 "Games"; names and parameters as the spec gives them):
 * - GET /lgw/games/game_menus?language= -> [{ gameType, vendors: [{ vassalage, displayName, gameType }] }]
 *   (only game types that have vendors for the brand; vendors cut at 12).
 * - GET /wps/relay/GCSGAME_gameList?clientType=3&platform&merchant&gameType&vassalage&pageNo&pageSize&language&filter
 *   &search&minBet&minLines -> { games, pageNum, totalPages, total }; FAV and RECENT need a session (401).
 * - GET /wps/relay/GCSGAME_hotGames?merchantCode&isPlatform=2&platform&language -> Game[] (6).
 * - GET /wps/relay/GCS_vendors?platform=html5-desktop[&gameType] -> Vendor[].
 * - GET /wps/relay/MCSFE_favoriteGames?clientType=3&pageNo=1&pageSize=999[&gameType] -> { content, pageNum,
 *   totalPages, total }; POST (add, a duplicate is skipped) and DELETE (remove) with { nodeId, vendor, gameType }.
 *   Login required (401 NOT_LOGGED_IN); an unknown or unavailable game is 404 NOT_FOUND.
 * - GET /wps/relay/MCSFE_recentGames?pageNo=1&pageSize=20[&gameType] -> { content, pageNum, totalPages, total }.
 * - GET /lgw/games/icon/<nodeId>.webp (256x256), /lgw/games/vendor/<vassalage>.webp (480x240) -> generated icons as
 *   WebP (what the catalogue's iconUrl points at), `Cache-Control: public, max-age=86400`, strong ETag (a matching
 *   If-None-Match gets 304); the same with .svg -> the SVG they are drawn from (old clients). Unknown game or vendor
 *   404 NOT_FOUND; a file name of another shape 400 VALIDATION.
 * Errors: VALIDATION (400) for bad parameters (page below 1, page size above 100, search above 64 characters).
 */
import { ImageResponses, NullValue, Responses } from '@playdeck/api-client/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import {
  FavouriteBody,
  FavouritesValue,
  GameListQuery,
  GameListValue,
  GameMenu,
  Game,
  HotGamesQuery,
  MemberGamesQuery,
  RECENT_GAMES,
  Vendor,
  VendorsQuery,
} from '@playdeck/api-client/games';
import type { Ctx } from '../context.ts';
import { optionalAuth, requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { cacheHeaders } from '../http/assets.ts';
import { fail } from '../http/errors.ts';
import { limit } from '../http/limits.ts';
import { catalogue } from './catalogue.ts';
import { gameIconSvg, vendorIconSvg } from './icons.ts';
import { gameIconWebp, RenderCache, vendorLogoWebp, type RasterImage } from './raster.ts';
import {
  checkFavouriteTarget,
  gameList,
  gameMenus,
  hotGames,
  memberGames,
  nameLanguage,
  vendorList,
} from './service.ts';
import { addFavourite, favouriteIds, recentIds, removeFavourite } from './store.ts';

/** Favourites page size (spec 9: 999) and the most a caller may ask for. */
const FAVOURITES_PAGE = 999;
/** Recent plays read before filtering by type. */
const RECENT_READ = 200;

export function gamesRoutes(app: FastifyInstance, ctx: Ctx) {
  const maybe = optionalAuth(ctx);
  const auth = requireAuth(ctx);
  const browse = { rateLimit: limit(600, 60_000) };
  const icons = { rateLimit: limit(3_000, 60_000) };
  const tags = ['games'];

  app.get<{ Querystring: { language?: string } }>(
    '/lgw/games/game_menus',
    {
      config: browse,
      schema: {
        tags,
        summary: 'Game types that have vendors, with their vendors (at most 12 each)',
        querystring: Type.Object({ language: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: Responses(Type.Array(GameMenu)),
      },
    },
    async (req) => ok(await gameMenus(ctx.db, req.brand)),
  );

  app.get<{ Querystring: Static<typeof GameListQuery> }>(
    '/wps/relay/GCSGAME_gameList',
    {
      preHandler: maybe,
      config: browse,
      schema: {
        tags,
        summary:
          'Game list of a type (and vendor): filter NEW|FAV|ALL|HOT|RECENT, search, pageNo from 1, pageSize <= 100',
        querystring: GameListQuery,
        response: Responses(GameListValue),
      },
    },
    async (req) => {
      const q = req.query;
      const member = req.member;
      return ok(
        await gameList(ctx.db, req.brand, {
          gameType: q.gameType,
          vassalage: q.vassalage,
          filter: q.filter,
          search: q.search,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          minBet: q.minBet,
          minLines: q.minLines,
          lang: nameLanguage(q.language, req.lang),
          memberIds: member
            ? () =>
                q.filter === 'FAV'
                  ? favouriteIds(ctx.db, member.id)
                  : recentIds(ctx.db, member.id, RECENT_READ)
            : undefined,
        }),
      );
    },
  );

  app.get<{ Querystring: Static<typeof HotGamesQuery> }>(
    '/wps/relay/GCSGAME_hotGames',
    {
      config: browse,
      schema: {
        tags,
        summary: 'Hot games (6)',
        querystring: HotGamesQuery,
        response: Responses(Type.Array(Game)),
      },
    },
    async (req) =>
      ok(await hotGames(ctx.db, req.brand, nameLanguage(req.query.language, req.lang), req.query.gameType)),
  );

  app.get<{ Querystring: Static<typeof VendorsQuery> }>(
    '/wps/relay/GCS_vendors',
    {
      config: browse,
      schema: {
        tags,
        summary: "The brand's vendors (one game type, or all)",
        querystring: VendorsQuery,
        response: Responses(Type.Array(Vendor)),
      },
    },
    async (req) => ok(await vendorList(ctx.db, req.brand, req.query.gameType)),
  );

  app.get<{ Querystring: Static<typeof MemberGamesQuery> }>(
    '/wps/relay/MCSFE_favoriteGames',
    {
      preHandler: auth,
      config: browse,
      schema: {
        tags,
        summary: "The member's favourite games (pageSize 999 default)",
        security: [{ bearer: [] }],
        querystring: MemberGamesQuery,
        response: Responses(FavouritesValue),
      },
    },
    async (req) =>
      ok(
        await memberGames(
          ctx.db,
          req.brand,
          await favouriteIds(ctx.db, req.member!.id),
          { ...req.query, lang: nameLanguage(req.query.language, req.lang) },
          FAVOURITES_PAGE,
          FAVOURITES_PAGE,
        ),
      ),
  );

  app.post<{ Body: Static<typeof FavouriteBody> }>(
    '/wps/relay/MCSFE_favoriteGames',
    {
      preHandler: auth,
      config: { rateLimit: limit(120, 60_000) },
      schema: {
        tags,
        summary: 'Add a favourite (skipped if present)',
        security: [{ bearer: [] }],
        body: FavouriteBody,
        response: Responses(NullValue),
      },
    },
    async (req) => {
      await checkFavouriteTarget(ctx.db, req.brand, req.body);
      await addFavourite(ctx.db, req.member!.id, req.body.nodeId);
      return ok(null);
    },
  );

  app.delete<{ Body: Static<typeof FavouriteBody> }>(
    '/wps/relay/MCSFE_favoriteGames',
    {
      preHandler: auth,
      config: { rateLimit: limit(120, 60_000) },
      schema: {
        tags,
        summary: 'Remove a favourite',
        security: [{ bearer: [] }],
        body: FavouriteBody,
        response: Responses(NullValue),
      },
    },
    async (req) => {
      await removeFavourite(ctx.db, req.member!.id, req.body.nodeId);
      return ok(null);
    },
  );

  app.get<{ Querystring: Static<typeof MemberGamesQuery> }>(
    '/wps/relay/MCSFE_recentGames',
    {
      preHandler: auth,
      config: browse,
      schema: {
        tags,
        summary: "The member's recently played games (page 1, 20)",
        security: [{ bearer: [] }],
        querystring: MemberGamesQuery,
        response: Responses(FavouritesValue),
      },
    },
    async (req) =>
      ok(
        await memberGames(
          ctx.db,
          req.brand,
          await recentIds(ctx.db, req.member!.id, RECENT_READ),
          { ...req.query, lang: nameLanguage(req.query.language, req.lang) },
          RECENT_GAMES,
          RECENT_GAMES,
        ),
      ),
  );

  // Icons: <nodeId>.webp / <vassalage>.webp for the site (rendered once, then from memory: ./raster.ts), .svg for
  // old clients. One route per path (find-my-way keeps one parameter route per segment), the extension picks.
  const rendered = new RenderCache();
  const sendIcon = async (
    req: FastifyRequest,
    reply: FastifyReply,
    ext: string,
    svg: string,
    webp: (cache: RenderCache, svg: string) => Promise<RasterImage>,
  ) => {
    if (ext === 'svg')
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    const img = await webp(rendered, svg);
    reply.type('image/webp');
    if (cacheHeaders(req, reply, img.etag, 'public, max-age=86400')) return reply.code(304).send();
    return reply.send(img.bytes);
  };

  app.get<{ Params: { file: string } }>(
    '/lgw/games/icon/:file',
    {
      config: icons,
      schema: {
        tags,
        summary:
          'Generated game icon: WebP 256x256 (<nodeId>.webp), or the SVG it is drawn from (<nodeId>.svg)',
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,10}\\.(?:webp|svg)$' }) }),
        response: ImageResponses('image/webp', 'image/svg+xml'),
      },
    },
    async (req, reply) => {
      const [id, ext] = req.params.file.split('.') as [string, string];
      const s = await catalogue(ctx.db);
      const g = s.byId.get(Number(id));
      if (!g) throw fail('NOT_FOUND');
      return sendIcon(
        req,
        reply,
        ext,
        gameIconSvg(g.gameCode, g.names.en ?? g.gameCode, g.vassalage, g.gameType),
        gameIconWebp,
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/lgw/games/vendor/:file',
    {
      config: icons,
      schema: {
        tags,
        summary:
          'Generated vendor logo: WebP 480x240 (240x120 at 2x; <vassalage>.webp), or the SVG it is drawn from (<vassalage>.svg)',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Z0-9][A-Z0-9_]{0,31}\\.(?:webp|svg)$' }) }),
        response: ImageResponses('image/webp', 'image/svg+xml'),
      },
    },
    async (req, reply) => {
      const [code, ext] = req.params.file.split('.') as [string, string];
      const s = await catalogue(ctx.db);
      if (![...s.vendors.values()].some((v) => v.vassalage === code)) throw fail('NOT_FOUND');
      return sendIcon(req, reply, ext, vendorIconSvg(code), vendorLogoWebp);
    },
  );
}
