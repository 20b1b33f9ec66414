import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});

export const prizes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const prize = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceRaised,
  fontVariantNumeric: 'tabular-nums',
});

/** Numbers right-aligned in tabular figures. */
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The competition's state, a pill beside the title. */
export const state = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});

export const mine = style({ fontWeight: 600, background: vars.color.surfaceRaised });

export { card } from '../../shared/ui/cards.css';
