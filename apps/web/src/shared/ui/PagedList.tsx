import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState, Pager, Stack } from '@playdeck/ui';
import { LoadState } from './LoadState';
import * as styles from './PagedList.css';

/** One page of a member list as the server sends it: the page's rows and the total count over all pages. */
export interface RowsPage<T> {
  rows: readonly T[];
  total: number;
}

/**
 * The texts of a {@link PagedList}, as react-intl messages. The list is named by `list` (its `aria-label`) or, when a
 * heading on the page already names it, by that heading's id (`labelledBy`).
 */
export type PagedListTexts = {
  /** Accessible name of the pager. */
  pager: MessageDescriptor;
  /** Title of the EmptyState shown instead of the list when the page has no rows. */
  empty: MessageDescriptor;
  /** Explanation under that title, when the list has one. */
  emptyInfo?: MessageDescriptor;
  /** Heading level of that title (default 3): one below the heading of the section holding the list. */
  emptyHeadingLevel?: 3 | 4;
} & ({ list: MessageDescriptor; labelledBy?: never } | { labelledBy: string; list?: never });

/** Props of {@link PagedList}. */
export interface PagedListProps<T> {
  /** The page's query (an SWR response): `data` is the page once loaded. */
  query: { data?: RowsPage<T>; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** Rows per page (the page size the query asked for); with `data.total` it gives the page count. */
  pageSize: number;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The list's accessible name, the pager's and the empty state's texts. */
  texts: PagedListTexts;
  /** One `<li>` per row. */
  renderRow: (row: T, index: number) => ReactNode;
}

/**
 * A paged member list (wallet, records, bonuses, points, agent team): the spinner while the first page loads, the
 * error with a retry when it fails and nothing is shown yet ({@link LoadState}), an EmptyState of `texts.empty` (and
 * `texts.emptyInfo`) when the page has no rows, else the rows as a named list and the Pager under it (hidden with a
 * single page; spec 2, 9: range 5, margin 1). A failed reload of another page keeps the page shown.
 */
export function PagedList<T>({
  query: { data, error, isLoading, mutate },
  pageSize,
  page,
  onPageChange,
  texts,
  renderRow,
}: PagedListProps<T>) {
  const intl = useIntl();
  return (
    <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
      {data && data.rows.length === 0 ? (
        <EmptyState
          headingLevel={texts.emptyHeadingLevel ?? 3}
          title={<FormattedMessage {...texts.empty} />}
          description={texts.emptyInfo ? <FormattedMessage {...texts.emptyInfo} /> : undefined}
        />
      ) : null}
      {data && data.rows.length > 0 ? (
        <Stack gap={3}>
          <ul
            aria-label={texts.list ? intl.formatMessage(texts.list) : undefined}
            aria-labelledby={texts.labelledBy}
            className={styles.rows}
          >
            {data.rows.map(renderRow)}
          </ul>
          <Pager
            pageCount={Math.ceil(data.total / pageSize)}
            page={page}
            onPageChange={onPageChange}
            label={intl.formatMessage(texts.pager)}
          />
        </Stack>
      ) : null}
    </LoadState>
  );
}
