import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button, EmptyState, Spinner } from '@playdeck/ui';
import { popupMessages as m } from './messages';

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
 * while the first answer is awaited, the load error with a "Try again" button calling `mutate`, the `empty` state
 * without items, else the items.
 */
export function PopupContent({ query, count, label, empty, children }: PopupContentProps) {
  if (query.isLoading) return <Spinner label={label} />;
  if (query.error)
    return (
      <EmptyState
        title={<FormattedMessage {...m.loadError} />}
        action={
          <Button variant="secondary" onClick={() => void query.mutate()}>
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  if (!count) return <EmptyState title={<FormattedMessage {...empty} />} />;
  return <>{children()}</>;
}
