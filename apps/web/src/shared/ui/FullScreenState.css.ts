import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  background: vars.color.bg,
  color: vars.color.text,
});

export const card = style({
  maxWidth: 480,
  width: '100%',
  textAlign: 'center',
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
