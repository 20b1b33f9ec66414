import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** An unstyled list laid out as a grid; each use adds its gap and columns. */
export const gridList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** A bordered card of stacked lines (a stat, a balance, a total); may shrink inside a narrow grid cell. */
export const tile = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** A record as a bordered row: main details left, amounts right, wrapping to two lines on a 360 px phone. */
export const recordRow = style({
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
export const recordRowMain = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, flex: '1 1 12rem' });
export const recordRowSide = style({
  display: 'grid',
  gap: vars.space['1'],
  justifyItems: 'end',
  textAlign: 'end',
});

/** A bordered card of stacked parts, a little more spaced than `tile` (a bonus, a VIP level, a rebate line). */
export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});

/** A name and its figure on one line, wrapping on a 360 px phone. */
export const splitLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space['1']} ${vars.space['3']}`,
});

/** Money and counts: aligned digits, long numbers wrap instead of overflowing. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
