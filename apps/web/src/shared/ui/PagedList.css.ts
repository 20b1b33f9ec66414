import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The rows of a paged member list: a plain list, one stacked card per row (each page styles its row). */
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});
