/**
 * The lottery calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as lottery from '@playdeck/api-client/routes/lottery'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  JackpotValue,
  OpenedGame,
  OpenedGameQuery,
  OpenedNumeroQuery,
  OpenedNumeroValue,
} from '../lottery.ts';
import { api } from '../route.ts';

export const openedGame = /* @__PURE__ */ api<{
  query: Static<typeof OpenedGameQuery>;
  value: Static<typeof OpenedGame>[];
}>({
  id: 'lottery.openedGame',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: 'none',
  rateLimit: 'browse',
});
export const openedNumero = /* @__PURE__ */ api<{
  query: Static<typeof OpenedNumeroQuery>;
  value: Static<typeof OpenedNumeroValue>;
}>({
  id: 'lottery.openedNumero',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: 'none',
  rateLimit: 'browse',
});
export const jackpot = /* @__PURE__ */ api<{ value: Static<typeof JackpotValue> }>({
  id: 'lottery.jackpot',
  method: 'GET',
  path: '/lgw/games/jackpot',
  auth: 'none',
  rateLimit: 'browse',
});
