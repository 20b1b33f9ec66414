import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@playdeck/ui';
import * as styles from './FullScreenState.css';

/** Props of {@link FullScreenState}. */
export interface FullScreenStateProps {
  /** Page title (rendered as the page's h1). */
  title: ReactNode;
  /** Explanation under the title. */
  children?: ReactNode;
  /** Buttons (customer service, retry). */
  actions?: ReactNode;
  /** Decorative icon or illustration. */
  icon?: ReactNode;
}

/**
 * A centred full-viewport page that replaces the app: maintenance, region blocked and boot failure (spec 2
 * "Full-screen states"). Renders a `main` landmark with an h1.
 */
export function FullScreenState({ title, children, actions, icon }: FullScreenStateProps) {
  return (
    <main className={styles.page}>
      <Stack gap={4} align="center" className={styles.card}>
        {icon ? <div aria-hidden="true">{icon}</div> : null}
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {children ? (
          <Text as="div" tone="muted">
            {children}
          </Text>
        ) : null}
        {actions ? (
          <Stack direction="row" gap={3} justify="center" wrap>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </main>
  );
}
