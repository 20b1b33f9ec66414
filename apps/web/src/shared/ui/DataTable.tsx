import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
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

/**
 * A table's head: one row of column headings (`<th scope="col">`), `lead` (already formatted, e.g. a caption-like
 * label) first when given, then one heading per message of `columns`.
 */
export function ColumnHeads({ lead, columns }: { lead?: ReactNode; columns: readonly MessageDescriptor[] }) {
  return (
    <thead>
      <tr>
        {lead === undefined ? null : <th scope="col">{lead}</th>}
        {columns.map((c) => (
          <th key={String(c.id)} scope="col">
            <FormattedMessage {...c} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
