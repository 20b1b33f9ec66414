import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** A full-width strip under the header bar: wraps on a 360 px phone instead of crowding the bar. */
export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
