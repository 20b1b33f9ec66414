import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({ display: 'grid', gap: vars.space['4'] });

/** Code, link and QR: stacked on phones (360 px first), QR beside from 600 px. */
export const share = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { '(min-width: 600px)': { gridTemplateColumns: '1fr auto', alignItems: 'start' } },
});

export const value = style({ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const qr = style({ width: 160, height: 160, background: '#fff', padding: 4, borderRadius: 4 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export { card as row, splitLine as head, figure as money } from '../../shared/ui/cards.css';

export const meta = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['3'] });
