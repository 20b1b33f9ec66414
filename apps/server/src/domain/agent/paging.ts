/**
 * Paging of the agent pages (team lists and contract statements; @playdeck/api-client/agentTeam, agentContracts):
 * `pageNo` from 1 (default 1), `pageSize` 1..50 (default 10). The query schema admits only decimal strings of 1..99
 * for `pageSize`; a size above 50 is 400 VALIDATION `{ field: 'pageSize' }` (not clamped, unlike the payments lists).
 */
import { fail } from '../../infra/errors.ts';

/** Largest page of an agent list. */
export const MAX_PAGE_SIZE = 50;

/** `{ pageNo, pageSize }` as numbers. @throws VALIDATION (pageSize above MAX_PAGE_SIZE) */
export function agentPaging(q: { pageNo?: string; pageSize?: string }) {
  const pageSize = Number(q.pageSize ?? 10);
  if (pageSize > MAX_PAGE_SIZE) throw fail('VALIDATION', { field: 'pageSize' });
  return { pageNo: Number(q.pageNo ?? 1), pageSize };
}
