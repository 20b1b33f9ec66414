import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { EmptyState, Spinner } from '@playdeck/ui';
import { LoadFailure } from '../../shared/ui/LoadState';

/** Props of {@link PopupContent}. */
export interface PopupContentProps {
  /** The content's query (an SWR response): loading, its error, and `mutate` to retry. */
  query: { isLoading: boolean; error?: unknown; mutate: () => unknown };
  /** How many items the content has once loaded (0 shows `empty`). */
  count: number;
  /** Label of the spinner while loading (the popup's title). */
  label: string;
  /** Title of the empty state when there is no item. */
  empty: MessageDescriptor;
  /** The items, rendered only once loaded and not empty. */
  children: () => ReactNode;
}

/**
 * The states of a content popup's list (announcements, notices, help centre; spec 2): a spinner labelled `label`
 * while the first answer is awaited, the shared load failure (shared/ui/LoadState `LoadFailure`, retry calls `mutate`), the `empty` state
 * without items, else the items.
 */
export function PopupContent({ query, count, label, empty, children }: PopupContentProps) {
  if (query.isLoading) return <Spinner label={label} />;
  if (query.error) return <LoadFailure retry={() => void query.mutate()} />;
  if (!count) return <EmptyState title={<FormattedMessage {...empty} />} />;
  return <>{children()}</>;
}
