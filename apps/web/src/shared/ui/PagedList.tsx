import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Pager, Stack } from '@playdeck/ui';
import { LoadState } from './LoadState';
import * as styles from './PagedList.css';

/** One page of a member list as the server sends it: the page's rows and the total count over all pages. */
export interface RowsPage<T> {
  rows: readonly T[];
  total: number;
}

/** Props of {@link PagedList}. */
export interface PagedListProps<T> {
  /** The page's query (an SWR response): `data` is the page once loaded. */
  query: { data?: RowsPage<T>; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** Rows per page (the page size the query asked for); with `data.total` it gives the page count. */
  pageSize: number;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the pager. */
  pagerLabel: string;
  /** Shown instead of the list when the page has no rows (an EmptyState). */
  empty: ReactNode;
  /** Props of the `<ul>`: its accessible name (`aria-label` or `aria-labelledby`). */
  listProps: Omit<ComponentPropsWithoutRef<'ul'>, 'className' | 'children'>;
  /** One `<li>` per row. */
  renderRow: (row: T, index: number) => ReactNode;
}

/**
 * A paged member list (wallet, records, bonuses): the spinner while the first page loads, the error with a retry
 * when it fails and nothing is shown yet ({@link LoadState}), `empty` when the page has no rows, else the rows as a
 * list and the Pager under it (hidden with a single page; spec 2, 9: range 5, margin 1). A failed reload of another
 * page keeps the page shown.
 */
export function PagedList<T>({
  query: { data, error, isLoading, mutate },
  pageSize,
  page,
  onPageChange,
  pagerLabel,
  empty,
  listProps,
  renderRow,
}: PagedListProps<T>) {
  return (
    <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
      {data && data.rows.length === 0 ? empty : null}
      {data && data.rows.length > 0 ? (
        <Stack gap={3}>
          <ul {...listProps} className={styles.rows}>
            {data.rows.map(renderRow)}
          </ul>
          <Pager
            pageCount={Math.ceil(data.total / pageSize)}
            page={page}
            onPageChange={onPageChange}
            label={pagerLabel}
          />
        </Stack>
      ) : null}
    </LoadState>
  );
}
