import type { ReactNode } from 'react';
import { EmptyState, Heading, Stack } from '@playdeck/ui';
import * as styles from './PlaceholderPage.css';

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  /** The page heading (h1). */
  title: ReactNode;
  /** Empty-state title under the heading. */
  emptyTitle: ReactNode;
  /** Empty-state explanation. */
  emptyDescription?: ReactNode;
  /** Optional action (e.g. back home). */
  action?: ReactNode;
  children?: ReactNode;
}

/**
 * A page that a later issue fills in: a real h1 and an EmptyState, so every route of spec 2 is navigable and
 * accessible now.
 */
export function PlaceholderPage({
  title,
  emptyTitle,
  emptyDescription,
  action,
  children,
}: PlaceholderPageProps) {
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      {children}
      <EmptyState title={emptyTitle} description={emptyDescription} action={action} />
    </Stack>
  );
}
