/**
 * Request and response schemas of the game catalogue calls (spec section 7 "Games", entities of section 3, limits of
 * section 9), in TypeBox, shared by the server (validation, OpenAPI) and the web app (static types).
 *
 * - `GET /lgw/games/game_menus?language=` -> {@link GameMenu}[]: the game types that have vendors for the brand.
 * - `GET /wps/relay/GCSGAME_gameList` ({@link GameListQuery}) -> {@link GameListValue}.
 * - `GET /wps/relay/GCSGAME_hotGames` ({@link HotGamesQuery}) -> {@link Game}[] (6).
 * - `GET /wps/relay/GCS_vendors` ({@link VendorsQuery}) -> {@link Vendor}[].
 * - `GET|POST|DELETE /wps/relay/MCSFE_favoriteGames` (login) -> {@link FavouritesValue} / null.
 * - `GET /wps/relay/MCSFE_recentGames` (login) -> {@link FavouritesValue} (page 1, 20).
 * - `GET /lgw/games/icon/<nodeId>.webp` (256x256), `GET /lgw/games/vendor/<vassalage>.webp` (480x240, a 240x120 logo
 *   at 2x): generated icons as WebP, cached a day (strong ETag); the same names with `.svg` answer the SVG they are
 *   drawn from (old clients).
 *
 * Query strings arrive as strings (the server does not coerce types), so numeric query parameters are digit strings.
 * Money is a decimal string in major units ("1.00"), never a float.
 */
import { GAME_TYPES } from '@playdeck/domain/games';
import { Type, type Static } from 'typebox';
import { literalUnion } from './literals.ts';

/** A game type code of @playdeck/domain's GAME_TYPES (spec 2 "Category to game type"). */
export const GameTypeSchema = literalUnion(GAME_TYPES);

/** Game-list filters (spec 3 brand config: NEW, FAV, ALL, HOT, RECENT). */
export const GAME_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

/** Default and maximum page size of the game list (spec 7: pageSize 24; 100 at most). */
export const GAME_PAGE_SIZE = 24;
export const GAME_PAGE_SIZE_MAX = 100;
/** Hot games returned (spec 9). */
export const HOT_GAMES = 6;
/** Recent games returned (spec 9). */
export const RECENT_GAMES = 20;
/** Vendor lists in menus are cut at this length (spec 9). */
export const VENDOR_LIST_CUT = 12;
/** Longest accepted search string (code points after trim). */
export const SEARCH_MAX = 64;

/** A vendor code (`vassalage`), e.g. `AG`, `TCG_SEA`. */
export const Vassalage = Type.String({ pattern: '^[A-Z0-9][A-Z0-9_]{0,31}$' });
const Digits = (max: number) => Type.String({ pattern: `^[0-9]{1,${max}}$` });
const Lang = Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$', maxLength: 16 });
/** Decimal money string in major units, e.g. "1.00". */
const Money = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,4})?$' });

/** A vendor of a game type (spec 3 "Game vendor"). */
export const Vendor = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  /** The vendor is in maintenance: listed, but its games cannot be launched ('Game maintenance', spec 8). */
  maintenance: Type.Boolean(),
  /** seamless (the vendor calls our wallet) or transfer (funds moved to a vendor sub-wallet). */
  launchMode: Type.Union([Type.Literal('seamless'), Type.Literal('transfer')]),
  /** Generated logo, WebP 480x240 (`/lgw/games/vendor/<vassalage>.webp`; `.svg` for the SVG). */
  iconUrl: Type.String(),
});
export type Vendor = Static<typeof Vendor>;

/** One entry of the game menus: a game type and its vendors (at most 12). */
export const GameMenu = Type.Object({
  gameType: Type.String(),
  vendors: Type.Array(
    Type.Object({ vassalage: Type.String(), displayName: Type.String(), gameType: Type.String() }),
  ),
});
export type GameMenu = Static<typeof GameMenu>;

/** A game (spec 3 "Game"). `isGame` is `GAME`, or `VASSALAGE` for a tile that opens the vendor's game list. */
export const Game = Type.Object({
  nodeId: Type.Integer(),
  nodeName: Type.String(),
  gameName: Type.String(),
  displayName: Type.String(),
  /**
   * The game's icon: the catalogue's own URL when the import gave one, else the generated WebP
   * `/lgw/games/icon/<nodeId>.webp` (256x256).
   */
  iconUrl: Type.String(),
  /** Same as `iconUrl` (the spec's name for the tile picture). */
  showIcon: Type.String(),
  vassalage: Type.String(),
  gameType: Type.String(),
  gameCode: Type.String(),
  isGame: Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]),
  /** 1 hot, 0 not (spec 3). */
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** 0 means a free trial is available (spec 3). */
  supportPlay: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isNew: Type.Boolean(),
  /** Minimum bet, decimal string in major units. */
  minBet: Type.String(),
  lines: Type.Integer(),
});
export type Game = Static<typeof Game>;

/** Query of `GCSGAME_gameList` (spec 7: clientType 3, platform, merchant, gameType, vassalage, pageNo, pageSize, language). */
export const GameListQuery = Type.Object({
  clientType: Type.Optional(Type.Literal('3')),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  merchant: Type.Optional(Type.String({ maxLength: 64 })),
  gameType: GameTypeSchema,
  vassalage: Type.Optional(Type.Union([Vassalage, Type.Literal('')])),
  pageNo: Type.Optional(Digits(6)),
  pageSize: Type.Optional(Digits(3)),
  language: Type.Optional(Lang),
  filter: Type.Optional(
    Type.Union([
      Type.Literal('NEW'),
      Type.Literal('FAV'),
      Type.Literal('ALL'),
      Type.Literal('HOT'),
      Type.Literal('RECENT'),
    ]),
  ),
  /** Name or game-code search, case-insensitive, matched anywhere in any language's name. */
  search: Type.Optional(Type.String({ maxLength: 256 })),
  /** Spec 9 filters: games with a minimum bet of at least this (decimal string), with at least this many lines. */
  minBet: Type.Optional(Money),
  minLines: Type.Optional(Digits(4)),
});
export type GameListQuery = Static<typeof GameListQuery>;

/** Answer of `GCSGAME_gameList`: one page, 1-based `pageNum`, `totalPages` (0 when nothing matched) and `total`. */
export const GameListValue = Type.Object({
  games: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});
export type GameListValue = Static<typeof GameListValue>;

/** Query of `GCSGAME_hotGames` (spec 7: merchantCode, isPlatform 2, platform, language). */
export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
  isPlatform: Type.Optional(Type.String({ maxLength: 4 })),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  language: Type.Optional(Lang),
  gameType: Type.Optional(GameTypeSchema),
});

/** Query of `GCS_vendors` (spec 7: platform html5-desktop); `gameType` narrows to one game type. */
export const VendorsQuery = Type.Object({
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  gameType: Type.Optional(GameTypeSchema),
  language: Type.Optional(Lang),
});

/** Query of the favourite and recent lists (spec 7: clientType 3, pageNo 1, pageSize 999 / 20, gameType). */
export const MemberGamesQuery = Type.Object({
  clientType: Type.Optional(Type.Literal('3')),
  pageNo: Type.Optional(Digits(6)),
  pageSize: Type.Optional(Digits(4)),
  gameType: Type.Optional(GameTypeSchema),
  language: Type.Optional(Lang),
});

/** Body of favourite add (POST) and remove (DELETE) (spec 7: nodeId, vendor, gameType). */
export const FavouriteBody = Type.Object({
  nodeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  vendor: Vassalage,
  gameType: GameTypeSchema,
});
export type FavouriteBody = Static<typeof FavouriteBody>;

/** Favourites / recent answer (spec 3 "Favourites: content list, pageNum, totalPages"). */
export const FavouritesValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});
export type FavouritesValue = Static<typeof FavouritesValue>;

/**
 * One game of a catalogue import file (`npm run catalogue:import <file>`: a JSON array of these). Upserted by
 * (vassalage, gameCode). `names` maps language codes to names (`en` required). `minBet` is a decimal string.
 */
export const CatalogueGame = Type.Object(
  {
    vassalage: Vassalage,
    gameType: GameTypeSchema,
    gameCode: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
    /** Names by language code; `en` is required (checked by the importer). */
    names: Type.Record(
      Type.String({ pattern: '^[a-z]{2,3}$' }),
      Type.String({ minLength: 1, maxLength: 120 }),
    ),
    iconUrl: Type.Optional(Type.String({ pattern: '^(https://|/)[^\\s"<>]{1,500}$' })),
    isGame: Type.Optional(Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')])),
    isHot: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    supportPlay: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    isNew: Type.Optional(Type.Boolean()),
    minBet: Type.Optional(Money),
    lines: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    /** ISO date-time; the import keeps the stored one when absent. */
    createdAt: Type.Optional(
      Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{5,15}(Z|[+-][0-9]{2}:[0-9]{2})$' }),
    ),
  },
  { additionalProperties: false },
);
export type CatalogueGame = Static<typeof CatalogueGame>;

/** GET /lgw/games/game_menus: the menu names' language (else the request's). */
export const GameMenusQuery = Type.Object({ language: Type.Optional(Type.String({ maxLength: 16 })) });
export type GameMenusQuery = Static<typeof GameMenusQuery>;

/** GET /lgw/games/icon/:file: a game's icon, `<nodeId>.webp` or `.svg`. */
export const GameIconParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,10}\\.(?:webp|svg)$' }) });
/** GET /lgw/games/vendor/:file: a vendor's logo, `<VENDOR_CODE>.webp` or `.svg`. */
export const VendorIconParams = Type.Object({
  file: Type.String({ pattern: '^[A-Z0-9][A-Z0-9_]{0,31}\\.(?:webp|svg)$' }),
});

/**
 * A hot match of the home page (spec 3 "Match": matchTime, title, homeTeam, homeTeamImageUrl, awayTeam), from the
 * brand's first sports vendor; `matchId` and the vendor say what a click launches (the vendor's book on that match).
 */
export const HotMatch = Type.Object({
  matchId: Type.String(),
  /** ISO instant of the kickoff. */
  matchTime: Type.String(),
  /** The league or competition. */
  title: Type.String(),
  homeTeam: Type.String(),
  homeTeamImageUrl: Type.String(),
  awayTeam: Type.String(),
  vassalage: Type.String(),
  gameType: Type.String(),
});
export type HotMatch = Static<typeof HotMatch>;

/** GET /lgw/games/team/:file: a team's crest, `<slug>.svg` (lower-case letters, digits and hyphens). */
export const TeamIconParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.svg$' }) });
