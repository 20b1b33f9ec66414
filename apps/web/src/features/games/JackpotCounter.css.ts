import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** One line, fixed height from the first paint (placeholder included), so nothing moves when the amount arrives. */
export const counter = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  minHeight: '1.5em',
  lineHeight: 1.5,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** Tabular digits: the width of the number does not jump as it changes. */
export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  minWidth: '8ch',
  textAlign: 'start',
});
