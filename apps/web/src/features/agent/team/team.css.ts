import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { gridList, tile } from '../../../shared/ui/cards.css';

export { actions, axis, axisText, card, cardHead, chart, figure, legend, list, money } from '../agent.css';

/** Filters and form fields: one column on a 360 px phone, side by side where there is room. */
export const fields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  alignItems: 'end',
});

/** Stat cards: two per row on a phone. */
export const stats = style([
  gridList,
  { gap: vars.space['2'], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))' },
]);
export const stat = tile;

/** The one-time password of a created account. */
export const secret = style({
  fontFamily: 'monospace',
  fontSize: '1.25rem',
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});
export const qr = style({ width: 160, height: 160, display: 'block' });

/** Chart bars and legend swatches. */
export const barBets = style({ fill: vars.color.primary, background: vars.color.primary });
export const barWin = style({ fill: vars.color.success, background: vars.color.success });
export const barLoss = style({ fill: vars.color.danger, background: vars.color.danger });
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space['1'],
  borderRadius: '2px',
});
