import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export { actions, axis, axisText, card, cardHead, chart, figure, legend, list, money } from '../agent.css';

/** Tiers: one line per tier; conditions wrap. */
export const tiers = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  display: 'grid',
  gap: vars.space['1'],
});

/** A statement's inputs, label and value per line; two columns from the first pixel (values end-aligned). */
export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});
globalStyle(`${lines} dt`, { minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${lines} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const total = style({
  fontWeight: 600,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['1'],
});

/** Filters and forms: one column on phones, side by side where there is room. */
export const fields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space['3'],
  margin: 0,
  display: 'grid',
  gap: vars.space['2'],
});

/** Legend swatches of the income chart. */
export const swatch = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineEnd: vars.space['1'],
  borderRadius: '2px',
});

/** Series colours of the income chart and its legend (theme roles only). */
export const series = {
  dividend: style({ fill: vars.color.primary, background: vars.color.primary }),
  daily: style({ fill: vars.color.secondary, background: vars.color.secondary }),
  hourly: style({ fill: vars.color.accent, background: vars.color.accent }),
  realtime: style({ fill: vars.color.success, background: vars.color.success }),
};
export const block = style({ display: 'block' });
