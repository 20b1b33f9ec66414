import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space[4],
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });
export const swatch = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});
export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[3],
});
export const heading = style({ fontFamily: vars.font.heading, margin: 0 });
export const bar = style({ height: 12, background: vars.color.primary, borderRadius: vars.radius.pill });
export const brands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space[4],
});
export const link = style({ color: vars.color.link });
