import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export { card as row, splitLine as head, figure as money } from '../../shared/ui/cards.css';

export const bar = style({ width: '100%', height: 8, accentColor: vars.color.primary });

export const meta = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['3'] });

/** Reward and the Claim button on one line, wrapping on narrow phones. */
export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'space-between',
});
