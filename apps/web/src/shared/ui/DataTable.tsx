import type { ReactNode } from 'react';
import * as styles from './DataTable.css';

/**
 * A data table in a horizontally scrollable region named `label` (member records, agent reports). The region is
 * focusable so keyboard users can scroll a table wider than a phone screen (axe scrollable-region-focusable).
 * `children` are the table's caption, head, body and foot.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
    <div className={styles.tableBox} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
