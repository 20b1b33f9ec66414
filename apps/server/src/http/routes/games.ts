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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECENT_GAMES } from '@playdeck/api-client/games';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { cacheHeaders } from '../assets.ts';
import { fail } from '../errors.ts';
import { catalogue } from '../../domain/games/catalogue.ts';
import { gameIconSvg, tilePalette, vendorIconSvg } from '../../domain/games/icons.ts';
import { hotMatches, teamCrestSvg } from '../../domain/games/hot-matches.ts';
import { gameIconWebp, RenderCache, vendorLogoWebp, type RasterImage } from '../../domain/games/raster.ts';
import {
  checkFavouriteTarget,
  gameList,
  gameMenus,
  hotGames,
  memberGames,
  nameLanguage,
  vendorList,
  type VendorWallets,
} from '../../domain/games/service.ts';
import { addFavourite, favouriteIds, recentIds, removeFavourite } from '../../domain/games/store.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';

/** Favourites page size (spec 9: 999) and the most a caller may ask for. */
const FAVOURITES_PAGE = 999;
/** Recent plays read before filtering by type. */
const RECENT_READ = 200;

export function gamesRoutes(app: FastifyInstance, ctx: Ctx, wallets: VendorWallets) {
  route(app, routes.games.gameMenus, async (req) => ok(await gameMenus(ctx.db, req.brand)));

  route(app, routes.games.list, async (req) => {
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
              q.filter === 'FAV' ? favouriteIds(ctx.db, member.id) : recentIds(ctx.db, member.id, RECENT_READ)
          : undefined,
      }),
    );
  });

  route(app, routes.games.hotGames, async (req) =>
    ok(await hotGames(ctx.db, req.brand, nameLanguage(req.query.language, req.lang), req.query.gameType)),
  );

  route(app, routes.games.vendors, async (req) =>
    ok(await vendorList(ctx.db, req.brand, wallets, req.query.gameType)),
  );

  route(app, routes.games.favourites, async (req) =>
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

  route(app, routes.games.addFavourite, async (req) => {
    await checkFavouriteTarget(ctx.db, req.brand, req.body);
    await addFavourite(ctx.db, req.member!.id, req.body.nodeId);
    return ok(null);
  });

  route(app, routes.games.removeFavourite, async (req) => {
    await removeFavourite(ctx.db, req.member!.id, req.body.nodeId);
    return ok(null);
  });

  route(app, routes.games.recent, async (req) =>
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

  route(app, routes.games.icon, async (req, reply) => {
    const [id, ext] = req.params.file.split('.') as [string, string];
    const s = await catalogue(ctx.db);
    const g = s.byId.get(Number(id));
    if (!g) throw fail('NOT_FOUND');
    return sendIcon(
      req,
      reply,
      ext,
      gameIconSvg(g.gameCode, g.names.en ?? g.gameCode, g.vassalage, g.gameType, tilePalette(req.brand)),
      gameIconWebp,
    );
  });

  route(app, routes.games.vendorIcon, async (req, reply) => {
    const [code, ext] = req.params.file.split('.') as [string, string];
    const s = await catalogue(ctx.db);
    if (![...s.vendors.values()].some((v) => v.vassalage === code)) throw fail('NOT_FOUND');
    return sendIcon(req, reply, ext, vendorIconSvg(code, tilePalette(req.brand)), vendorLogoWebp);
  });

  route(app, routes.games.hotMatches, async (req) => ok(await hotMatches(ctx.db, req.brand, ctx.now())));

  route(app, routes.games.teamIcon, async (req, reply) => {
    const slug = req.params.file.slice(0, -'.svg'.length);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(teamCrestSvg(slug));
  });
}
