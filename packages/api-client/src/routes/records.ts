/** The records calls of the route table (see ../route.ts). */
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

export const records = {
  bettingRecord: api<{ query: Static<typeof BettingRecordQuery>; value: Static<typeof BettingRecordPage> }>({
    id: 'records.bettingRecord',
    method: 'GET',
    path: '/wps/relay/GCSGAME_bettingRecord',
    auth: 'member',
  }),
  personalProfit: api<{
    query: Static<typeof PersonalProfitQuery>;
    value: Static<typeof PersonalProfitValue>;
  }>({
    id: 'records.personalProfit',
    method: 'GET',
    path: '/wps/relay/GCSGAME_personalProfit',
    auth: 'member',
  }),
  rankList: api<{ query: Static<typeof RankListQuery>; value: Static<typeof RankListValue> }>({
    id: 'records.rankList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    auth: 'none',
  }),
  rankListPost: api<{ body: Static<typeof RankListQuery>; value: Static<typeof RankListValue> }>({
    id: 'records.rankListPost',
    method: 'POST',
    path: '/wps/relay/GCSGAME_getRankList',
    auth: 'none',
  }),
};
