import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Filters: one column on a 360 px phone, side by side where there is room. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowMain = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, flex: '1 1 12rem' });
export const rowSide = style({
  display: 'grid',
  gap: vars.space['1'],
  justifyItems: 'end',
  textAlign: 'end',
});

/** Details separated by a middle dot; wraps on phones; long round ids break anywhere. */
export const meta = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space['1'],
  overflowWrap: 'anywhere',
  minWidth: 0,
});
globalStyle(`${meta} > * + *::before`, { content: '"· "' });

/** Money: digits line up; long amounts wrap instead of overflowing a 360 px screen. */
export const money = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const gain = style({ color: vars.color.success });
export const loss = style({ color: vars.color.text });

/** The totals of the period: small cards, two columns on a 360 px phone. */
export const totals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
});
export const totalCard = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

/** A second line inside a table header cell (the number of bets under a day). */
export const subline = style({ display: 'block' });
