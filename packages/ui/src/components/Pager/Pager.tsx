import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import { pagerMessages } from './messages';
import * as styles from './Pager.css';

/** One entry of the page selector: a 1-based page number or a gap ("…"). */
export type PageItem = number | 'break';

/**
 * The entries of a page selector, exactly as react-paginate (v8 `PaginationBoxView.pagination`) lays them out:
 * `marginPages` pages at each end, a window of `pageRange` pages around the current page, and a `'break'` for each
 * gap; a gap that would hide a single page shows that page instead. Spec sections 2 and 9: range 5, margin 1.
 *
 * @param pageCount number of pages (0 or more).
 * @param page current page, 1-based; clamped to 1..pageCount.
 * @param pageRange pages in the window around the current page (react-paginate `pageRangeDisplayed`).
 * @param marginPages pages always shown at each end (react-paginate `marginPagesDisplayed`).
 * @returns ascending entries, e.g. 50 pages at page 25: `[1, 'break', 23, 24, 25, 26, 27, 'break', 50]`; at most
 *   `pageRange + 2 * marginPages + 2` of them.
 */
export function pageItems(pageCount: number, page: number, pageRange = 5, marginPages = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  // react-paginate works with a 0-based `selected` index.
  const selected = Math.min(Math.max(Math.floor(page), 1), count) - 1;
  if (count <= pageRange) return Array.from({ length: count }, (_, i) => i + 1);

  let leftSide = pageRange / 2;
  let rightSide = pageRange - leftSide;
  // Near an end the window leans inwards, so there is only one gap.
  if (selected > count - pageRange / 2) {
    rightSide = count - selected;
    leftSide = pageRange - rightSide;
  } else if (selected < pageRange / 2) {
    leftSide = selected;
    rightSide = pageRange - leftSide;
  }
  // On the first page the window would otherwise hold one page more than pageRange.
  const adjustedRightSide = selected === 0 && pageRange > 1 ? rightSide - 1 : rightSide;

  const entries: { type: 'page' | 'break'; index: number }[] = [];
  for (let index = 0; index < count; index++) {
    const pageNumber = index + 1;
    const isMargin = pageNumber <= marginPages || pageNumber > count - marginPages;
    const inWindow = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (isMargin || inWindow) {
      entries.push({ type: 'page', index });
    } else if (
      entries.length > 0 &&
      entries[entries.length - 1]?.type !== 'break' &&
      (pageRange > 0 || marginPages > 0)
    ) {
      entries.push({ type: 'break', index });
    }
  }

  return entries.map((entry, i) => {
    const before = entries[i - 1];
    const after = entries[i + 1];
    // A gap between two shown pages two apart hides just one page: show that page rather than "…".
    if (
      entry.type === 'break' &&
      before?.type === 'page' &&
      after?.type === 'page' &&
      after.index - before.index <= 2
    ) {
      return entry.index + 1;
    }
    return entry.type === 'break' ? 'break' : entry.index + 1;
  });
}

export interface PagerProps {
  /** Number of pages. With 0 or 1 page there is nothing to choose, so the Pager renders nothing. */
  pageCount: number;
  /** Current page, 1-based (clamped to 1..pageCount). It is marked `aria-current="page"`. */
  page: number;
  /** Called with the chosen 1-based page (never with the current page, never outside 1..pageCount). */
  onPageChange: (page: number) => void;
  /** Pages shown around the current page (react-paginate `pageRangeDisplayed`). Default 5 (spec sections 2, 9). */
  pageRange?: number;
  /** Pages always shown at each end (react-paginate `marginPagesDisplayed`). Default 1 (spec sections 2, 9). */
  marginPages?: number;
  /** Accessible name of the navigation landmark; defaults to the localised "Pagination". */
  label?: string;
  className?: string;
}

/**
 * Page selector (e.g. the announcement popup's titles, 9 per page; spec section 2): previous/next buttons and the
 * pages from {@link pageItems}, in a `<nav>` landmark. Renders nothing for 0 or 1 page. Page numbers are formatted
 * for the IntlProvider's locale (Bengali digits in bn, CLDR's default numbering system there).
 */
export function Pager({
  pageCount,
  page,
  onPageChange,
  pageRange = 5,
  marginPages = 1,
  label,
  className,
}: PagerProps) {
  const intl = useIntl();
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 1) return null;
  const current = Math.min(Math.max(Math.floor(page), 1), count);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };
  const items = pageItems(count, current, pageRange, marginPages);
  // Page numbers in the language's own digits (bn: ১২৩), as Intl gives them for the IntlProvider's locale.
  const digits = (n: number) => intl.formatNumber(n, { useGrouping: false });

  return (
    <nav aria-label={label ?? intl.formatMessage(pagerMessages.label)} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={`${styles.button} ${styles.arrow}`}
            aria-label={intl.formatMessage(commonMessages.previous)}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <Chevron direction="previous" />
          </button>
        </li>
        {items.map((item, i) =>
          item === 'break' ? (
            <li key={`break-${i}`} aria-hidden="true" className={styles.gap}>
              {intl.formatMessage(pagerMessages.break)}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={intl.formatMessage(pagerMessages.page, { page: digits(item) })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {digits(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${styles.button} ${styles.arrow}`}
            aria-label={intl.formatMessage(commonMessages.next)}
            disabled={current === count}
            onClick={() => go(current + 1)}
          >
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
