import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Decorative illustration or icon (inline SVG); hidden from assistive technology. Sized 48 px when an SVG. */
  icon?: ReactNode;
  /** What is empty, e.g. "No betting records yet" (caller's localised content). */
  title: ReactNode;
  /** Optional help text under the title (muted). */
  description?: ReactNode;
  /** Optional next step, usually a Button ("Deposit now", "Browse games"). */
  action?: ReactNode;
  /**
   * Renders the title as a heading of this level (h2 to h4) when the empty state stands for a whole section;
   * by default the title is a paragraph, so it does not break the page's heading outline.
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names. */
  className?: string;
}

/** What a list or page shows when it has no items: an icon, a title, a hint and an optional action. */
export function EmptyState({ icon, title, description, action, headingLevel, className }: EmptyStateProps) {
  const TitleTag = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <TitleTag className={styles.title}>{title}</TitleTag>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
