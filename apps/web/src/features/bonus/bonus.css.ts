import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const row = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});

/** Name and amount on one line, wrapping on a 360 px phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space['1']} ${vars.space['3']}`,
});

export const money = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** The native progress element, full width, themed. */
export const bar = style({
  width: '100%',
  height: 8,
  accentColor: vars.color.primary,
});

/** Time and status separated by a middle dot; wraps on phones. */
export const meta = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space['1'] });
globalStyle(`${meta} > * + *::before`, { content: '"· "' });
