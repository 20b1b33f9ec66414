import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@playdeck/ui';

/** Props of {@link ListOrEmpty}. */
export interface ListOrEmptyProps<T> {
  /** The rows, in display order. */
  items: readonly T[];
  /** The list's accessible name (`list`), and the empty state's title and explanation. */
  texts: { list: MessageDescriptor; empty: MessageDescriptor; emptyInfo?: MessageDescriptor };
  /** Heading level of the empty state's title: one below the heading of the section holding the list. */
  headingLevel: 2 | 3 | 4;
  /** Class of the `<ul>`. */
  className: string;
  /** One `<li>` per row (with its key). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A member page's unpaged list (rewards, rebate, VIP bonuses, referees): the rows as a `<ul>` named `texts.list`, or,
 * without rows, an EmptyState of `texts.empty` and `texts.emptyInfo` instead of the list.
 */
export function ListOrEmpty<T>({ items, texts, headingLevel, className, renderItem }: ListOrEmptyProps<T>) {
  const intl = useIntl();
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={<FormattedMessage {...texts.empty} />}
        description={texts.emptyInfo ? <FormattedMessage {...texts.emptyInfo} /> : undefined}
      />
    );
  return (
    <ul className={className} aria-label={intl.formatMessage(texts.list)}>
      {items.map(renderItem)}
    </ul>
  );
}
