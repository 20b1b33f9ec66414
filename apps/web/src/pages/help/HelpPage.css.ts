import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({ maxWidth: 960, margin: '0 auto', padding: vars.space['4'] });

/** Credit links: the brand's link colour, underlined (a link in running text is told apart by more than colour). */
export const link = style({ color: vars.color.link, textDecoration: 'underline' });
