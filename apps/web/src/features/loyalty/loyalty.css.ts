import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** A page section: stacked, 360 px first. */
export const section = style({ display: 'grid', gap: vars.space['3'] });

/** A level or rebate card; label and value on one line (`line`); amounts with aligned digits. */
export { card, splitLine as line, figure as money } from '../../shared/ui/cards.css';

/** The native progress element, full width, themed. */
export const bar = style({ width: '100%', height: 10, accentColor: vars.color.primary });

/** The level emblem: the badge picture, or the level number in a circle. */
export const emblem = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  flexShrink: 0,
});

export const badgeImage = style({ width: 48, height: 48, objectFit: 'contain', flexShrink: 0 });

export const levelHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
