/**
 * Record calls of the member center (docs/architecture.md "Records"; shapes in @playdeck/api-client/records): the betting
 * record (personalHistoryCopy), profit and loss (personalProfit) and the winner board. Money arrives as decimal
 * strings; never a float.
 */
import { records } from '@playdeck/api-client/routes/records';
import useSWR from 'swr';
import type { BettingRecordPage, PersonalProfitValue, RankListValue } from '@playdeck/api-client/records';
import { swrFetcher } from '../../shared/api/client';

/** Rows per page of the betting record. */
export const RECORD_PAGE_SIZE = 10;

/** Relay paths of the records calls. */
export const RECORD_PATHS = {
  bettingRecord: records.bettingRecord.path,
  personalProfit: records.personalProfit.path,
  rankList: records.rankList.path,
} as const;

/** Filters of the record pages: game type and vendor (absent: all), [from, to) ISO instants. */
export interface RecordFilter {
  gameType?: string;
  vendor?: string;
  from: string;
  to: string;
}

/** SWR keys of the records calls (`[path, query]`; undefined values are left out of the query). */
export const recordKeys = {
  bettingRecord: (f: RecordFilter, pageNo: number) =>
    [RECORD_PATHS.bettingRecord, { ...f, pageNo, pageSize: RECORD_PAGE_SIZE }] as const,
  personalProfit: (f: RecordFilter) => [RECORD_PATHS.personalProfit, { ...f }] as const,
  rankList: (gameCategory: string, language: string, limitNum: number) =>
    [RECORD_PATHS.rankList, { gameCategory, language, limitNum }] as const,
};

/** One page of the member's rounds, newest first (GCSGAME_bettingRecord). */
export function useBettingRecord(f: RecordFilter, pageNo: number) {
  return useSWR<BettingRecordPage>(recordKeys.bettingRecord(f, pageNo), swrFetcher);
}

/** The member's profit and loss per day and game type (GCSGAME_personalProfit). */
export function usePersonalProfit(f: RecordFilter) {
  return useSWR<PersonalProfitValue>(recordKeys.personalProfit(f), swrFetcher);
}

/** Entries of the winner board (spec 9: winner board 20). */
const RANK_LIST_SIZE = 20;

/**
 * The winner board (GCSGAME_getRankList; spec 7, 9: gameCategory ALL, language, limitNum 20). Its caller (WinnerList)
 * mounts only once the board comes near the screen, so the call waits for that.
 */
export function useRankList(language: string, gameCategory = 'ALL', limitNum = RANK_LIST_SIZE) {
  return useSWR<RankListValue>(recordKeys.rankList(gameCategory, language, limitNum), swrFetcher, {
    revalidateOnFocus: false,
  });
}
