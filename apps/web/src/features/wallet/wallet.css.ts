import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { gridList, tile } from '../../shared/ui/cards.css';

/** A list of cards: one column on a 360 px phone, more where there is room. */
export const cards = style([
  gridList,
  { gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' },
]);

export const card = style([tile, { background: vars.color.surfaceRaised }]);

/** The total balance card spans the whole row. */
export const totalCard = style({ gridColumn: '1 / -1', background: vars.color.surfaceSunken });

/** Vendor wallets: small cards, two columns on a 360 px phone. */
export const compactCards = style([
  cards,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 128px), 1fr))', gap: vars.space['2'] },
]);
export const compactCard = style([card, { padding: vars.space['2'] }]);

/** A list of records: a stacked row per item, wrapping on phones. */
export const rows = style([gridList, { gap: vars.space['2'] }]);

export {
  recordRow as row,
  recordRowMain as rowMain,
  recordRowSide as rowSide,
} from '../../shared/ui/cards.css';

/** A line of details (time, wallet, account) separated by a middle dot; wraps on phones. */
export const meta = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space['1'] });
globalStyle(`${meta} > * + *::before`, { content: '"· "' });

/** Money: digits line up; long amounts wrap instead of overflowing a 360 px screen. */
export const money = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const credit = style({ color: vars.color.success });
export const debit = style({ color: vars.color.text });

/** Forms keep a readable width on wide screens and the full width on phones. */
export const form = style({ display: 'grid', gap: vars.space['3'], maxWidth: 480, width: '100%' });

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  alignItems: 'end',
});

/** The native radio group of the receipt dialog. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
});
export const radio = style({
  width: 18,
  height: 18,
  accentColor: vars.color.primary,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});

/** The proof picker: a native file input styled as a button-like drop area. */
export const fileInput = style({
  width: '100%',
  padding: vars.space['2'],
  borderRadius: vars.radius.control,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});
export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
});
