import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({ padding: vars.space['4'], maxWidth: 1200, margin: '0 auto', width: '100%' });
