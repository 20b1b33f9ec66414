import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The game page: a bar with the way back, then the frame filling the rest of the viewport. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['2'],
  width: '100%',
  minHeight: 'calc(100vh - 120px)',
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

export const frame = style({
  flex: 1,
  width: '100%',
  minHeight: 480,
  border: 0,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
