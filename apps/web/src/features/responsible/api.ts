/**
 * Calls of the player-protection screens (shapes in @playdeck/api-client/player). The reality check's summary is a
 * passive call: reading it never keeps an idle session alive (GLI-19 idle re-login).
 */
import { player } from '@playdeck/api-client/routes/player';
import useSWR from 'swr';
import type { GameRecallValue, StatementValue } from '@playdeck/api-client/player';
import { apiFetch, apiHeaders, ApiError, swrFetcher, withQuery } from '../../shared/api/client';

/** The reality check's settings and the session summary (passive). */
export const fetchRealityCheck = (signal?: AbortSignal) => apiFetch(player.realityCheck, { signal });

/** Stores the member's reality-check interval (minutes, one of the brand's choices). */
export const saveRealityInterval = (intervalMinutes: number) =>
  apiFetch(player.setRealityCheck, { body: { intervalMinutes } });

/** "Stay signed in": an active call that restarts the idle window. */
export const staySignedIn = () => apiFetch(player.staySignedIn, { body: {} });

/** Rows per statement page. */
export const STATEMENT_PAGE_SIZE = 50;

/** One page of the statement of brand-timezone days `from`..`to` (`yyyy-MM-dd`). */
export function useStatement(range: { from: string; to: string } | null, pageNo: number) {
  return useSWR<StatementValue>(
    range
      ? [player.statement.path, { ...range, pageNo: String(pageNo), pageSize: String(STATEMENT_PAGE_SIZE) }]
      : null,
    swrFetcher,
  );
}

/** The last 10 rounds with their outcome. */
export function useGameRecall() {
  return useSWR<GameRecallValue>(player.recall.path, swrFetcher);
}

/**
 * Downloads the statement CSV (the call needs the session header, so it is fetched, then saved through a blob link).
 * @throws ApiError with the server's code and message when refused; NETWORK when no answer came
 */
export async function downloadStatementCsv(range: { from: string; to: string }): Promise<void> {
  let res: Response;
  try {
    res = await fetch(withQuery(player.statementCsv.path, range), {
      headers: { ...apiHeaders(), Accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  if (!res.ok) {
    const e = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(e?.errorCode ?? 'BAD_RESPONSE', e?.message ?? '', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `statement-${range.from}-${range.to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
