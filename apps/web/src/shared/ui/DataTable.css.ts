import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The box of a data table: scrolls sideways when the table is wider than the screen. */
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
/** A data table: first column start-aligned, figures end-aligned with tabular digits, no wrapping. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
