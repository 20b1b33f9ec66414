import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({ maxWidth: 960, margin: '0 auto', padding: vars.space['4'] });
