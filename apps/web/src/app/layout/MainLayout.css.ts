import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const content = style({ flex: 1, minWidth: 0 });
