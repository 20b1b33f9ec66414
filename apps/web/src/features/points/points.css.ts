import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** One column on a 360 px phone, more as the width allows. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});

export const picture = style({
  width: '100%',
  aspectRatio: '10 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.border,
});

/** A mall item or points movement as a card; name and figure on one line (`head`); aligned digits. */
export { tile as row, splitLine as head, figure as number } from '../../shared/ui/cards.css';

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const form = style({ display: 'grid', gap: vars.space['3'], maxWidth: 420 });
