/** The games calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type {
  FavouriteBody,
  FavouritesValue,
  Game,
  GameIconParams,
  GameListQuery,
  GameListValue,
  GameMenu,
  GameMenusQuery,
  HotGamesQuery,
  MemberGamesQuery,
  Vendor,
  VendorIconParams,
  VendorsQuery,
} from '../games.ts';
import { api } from '../route.ts';

export const games = {
  gameMenus: api<{ query: Static<typeof GameMenusQuery>; value: Static<typeof GameMenu>[] }>({
    id: 'games.gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'none',
    rateLimit: 'browse',
  }),
  list: api<{ query: Static<typeof GameListQuery>; value: Static<typeof GameListValue> }>({
    id: 'games.list',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'optional',
    rateLimit: 'browse',
  }),
  hotGames: api<{ query: Static<typeof HotGamesQuery>; value: Static<typeof Game>[] }>({
    id: 'games.hotGames',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGames',
    auth: 'none',
    rateLimit: 'browse',
  }),
  vendors: api<{ query: Static<typeof VendorsQuery>; value: Static<typeof Vendor>[] }>({
    id: 'games.vendors',
    method: 'GET',
    path: '/wps/relay/GCS_vendors',
    auth: 'none',
    rateLimit: 'browse',
  }),
  favourites: api<{ query: Static<typeof MemberGamesQuery>; value: Static<typeof FavouritesValue> }>({
    id: 'games.favourites',
    method: 'GET',
    path: '/wps/relay/MCSFE_favoriteGames',
    auth: 'member',
    rateLimit: 'browse',
  }),
  addFavourite: api<{ body: Static<typeof FavouriteBody>; value: null }>({
    id: 'games.addFavourite',
    method: 'POST',
    path: '/wps/relay/MCSFE_favoriteGames',
    auth: 'member',
    rateLimit: 'steady',
  }),
  removeFavourite: api<{ body: Static<typeof FavouriteBody>; value: null }>({
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/wps/relay/MCSFE_favoriteGames',
    auth: 'member',
    rateLimit: 'steady',
  }),
  recent: api<{ query: Static<typeof MemberGamesQuery>; value: Static<typeof FavouritesValue> }>({
    id: 'games.recent',
    method: 'GET',
    path: '/wps/relay/MCSFE_recentGames',
    auth: 'member',
    rateLimit: 'browse',
  }),
  icon: api<{ params: Static<typeof GameIconParams> }>({
    id: 'games.icon',
    method: 'GET',
    path: '/lgw/games/icon/:file',
    auth: 'none',
    rateLimit: 'icons',
    response: 'image',
  }),
  vendorIcon: api<{ params: Static<typeof VendorIconParams> }>({
    id: 'games.vendorIcon',
    method: 'GET',
    path: '/lgw/games/vendor/:file',
    auth: 'none',
    rateLimit: 'icons',
    response: 'image',
  }),
};
