/**
 * The records calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as records from '@playdeck/api-client/routes/records'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type {
  BettingRecordPage,
  BettingRecordQuery,
  PersonalProfitQuery,
  PersonalProfitValue,
  RankListQuery,
  RankListValue,
} from '../records.ts';
import { api } from '../route.ts';

export const bettingRecord = /* @__PURE__ */ api<{
  query: Static<typeof BettingRecordQuery>;
  value: Static<typeof BettingRecordPage>;
}>({ id: 'records.bettingRecord', method: 'GET', path: '/wps/relay/GCSGAME_bettingRecord', auth: 'member' });
export const personalProfit = /* @__PURE__ */ api<{
  query: Static<typeof PersonalProfitQuery>;
  value: Static<typeof PersonalProfitValue>;
}>({
  id: 'records.personalProfit',
  method: 'GET',
  path: '/wps/relay/GCSGAME_personalProfit',
  auth: 'member',
});
export const rankList = /* @__PURE__ */ api<{
  query: Static<typeof RankListQuery>;
  value: Static<typeof RankListValue>;
}>({ id: 'records.rankList', method: 'GET', path: '/wps/relay/GCSGAME_getRankList', auth: 'none' });
export const rankListPost = /* @__PURE__ */ api<{
  body: Static<typeof RankListQuery>;
  value: Static<typeof RankListValue>;
}>({ id: 'records.rankListPost', method: 'POST', path: '/wps/relay/GCSGAME_getRankList', auth: 'none' });
