/**
 * The games calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as games from '@playdeck/api-client/routes/games'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type * as g from '../games.ts';
import { api } from '../route.ts';

export const gameMenus = /* @__PURE__ */ api<{
  query: Static<typeof g.GameMenusQuery>;
  value: Static<typeof g.GameMenu>[];
}>({
  id: 'games.gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
  rateLimit: 'browse',
});
export const list = /* @__PURE__ */ api<{
  query: Static<typeof g.GameListQuery>;
  value: Static<typeof g.GameListValue>;
}>({
  id: 'games.list',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'optional',
  rateLimit: 'browse',
});
export const hotGames = /* @__PURE__ */ api<{
  query: Static<typeof g.HotGamesQuery>;
  value: Static<typeof g.Game>[];
}>({
  id: 'games.hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGames',
  auth: 'none',
  rateLimit: 'browse',
});
export const vendors = /* @__PURE__ */ api<{
  query: Static<typeof g.VendorsQuery>;
  value: Static<typeof g.Vendor>[];
}>({ id: 'games.vendors', method: 'GET', path: '/wps/relay/GCS_vendors', auth: 'none', rateLimit: 'browse' });
export const favourites = /* @__PURE__ */ api<{
  query: Static<typeof g.MemberGamesQuery>;
  value: Static<typeof g.FavouritesValue>;
}>({
  id: 'games.favourites',
  method: 'GET',
  path: '/wps/relay/MCSFE_favoriteGames',
  auth: 'member',
  rateLimit: 'browse',
});
export const addFavourite = /* @__PURE__ */ api<{ body: Static<typeof g.FavouriteBody>; value: null }>({
  id: 'games.addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_favoriteGames',
  auth: 'member',
  rateLimit: 'steady',
});
export const removeFavourite = /* @__PURE__ */ api<{ body: Static<typeof g.FavouriteBody>; value: null }>({
  id: 'games.removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_favoriteGames',
  auth: 'member',
  rateLimit: 'steady',
});
export const recent = /* @__PURE__ */ api<{
  query: Static<typeof g.MemberGamesQuery>;
  value: Static<typeof g.FavouritesValue>;
}>({
  id: 'games.recent',
  method: 'GET',
  path: '/wps/relay/MCSFE_recentGames',
  auth: 'member',
  rateLimit: 'browse',
});
export const icon = /* @__PURE__ */ api<{ params: Static<typeof g.GameIconParams> }>({
  id: 'games.icon',
  method: 'GET',
  path: '/lgw/games/icon/:file',
  auth: 'none',
  rateLimit: 'icons',
  response: 'image',
});
export const vendorIcon = /* @__PURE__ */ api<{ params: Static<typeof g.VendorIconParams> }>({
  id: 'games.vendorIcon',
  method: 'GET',
  path: '/lgw/games/vendor/:file',
  auth: 'none',
  rateLimit: 'icons',
  response: 'image',
});
export const hotMatches = /* @__PURE__ */ api<{ value: Static<typeof g.HotMatch>[] }>({
  id: 'games.hotMatches',
  method: 'GET',
  path: '/lgw/games/hot_matches',
  auth: 'none',
  rateLimit: 'browse',
});
export const teamIcon = /* @__PURE__ */ api<{ params: Static<typeof g.TeamIconParams> }>({
  id: 'games.teamIcon',
  method: 'GET',
  path: '/lgw/games/team/:file',
  auth: 'none',
  rateLimit: 'icons',
  response: 'image',
});
