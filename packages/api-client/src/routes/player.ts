/**
 * The player-protection pages of the route table (see ../route.ts and ../player.ts): the reality check and idle
 * warning, the account statement and the last game recall. Import the module as a namespace
 * (`import * as player from '@playdeck/api-client/routes/player'`); a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  GameRecallValue,
  RealityCheckBody,
  RealityCheckValue,
  StatementCsvQuery,
  StatementQuery,
  StatementValue,
  StaySignedInValue,
} from '../player.ts';
import { api } from '../route.ts';

export const realityCheck = /* @__PURE__ */ api<{ value: Static<typeof RealityCheckValue> }>({
  id: 'player.realityCheck',
  method: 'GET',
  path: '/wps/player/realityCheck',
  auth: 'member',
  passive: true,
});
export const setRealityCheck = /* @__PURE__ */ api<{
  body: Static<typeof RealityCheckBody>;
  value: Static<typeof RealityCheckValue>;
}>({
  id: 'player.setRealityCheck',
  method: 'PUT',
  path: '/wps/player/realityCheck',
  auth: 'member',
  rateLimit: 'steady',
});
export const staySignedIn = /* @__PURE__ */ api<{ value: Static<typeof StaySignedInValue> }>({
  id: 'player.staySignedIn',
  method: 'POST',
  path: '/wps/player/staySignedIn',
  auth: 'member',
});
export const statement = /* @__PURE__ */ api<{
  query: Static<typeof StatementQuery>;
  value: Static<typeof StatementValue>;
}>({
  id: 'player.statement',
  method: 'GET',
  path: '/wps/player/statement',
  auth: 'fullMember',
  rateLimit: 'browse',
});
export const statementCsv = /* @__PURE__ */ api<{ query: Static<typeof StatementCsvQuery> }>({
  id: 'player.statementCsv',
  method: 'GET',
  path: '/wps/player/statement.csv',
  auth: 'fullMember',
  rateLimit: 'steady',
  response: 'file',
});
export const recall = /* @__PURE__ */ api<{ value: Static<typeof GameRecallValue> }>({
  id: 'player.recall',
  method: 'GET',
  path: '/wps/player/recall',
  auth: 'member',
  rateLimit: 'browse',
});
