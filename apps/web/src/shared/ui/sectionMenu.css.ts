import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/**
 * The menu of a center (member center, agent center): a horizontal scroller on phones, a side column from 1024 px.
 * Used as is for the `<ul>`.
 */
export const sectionMenu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'column', overflowX: 'visible' } },
});

/**
 * A link of {@link sectionMenu}: a 44 px touch target (WCAG 2.5.5) on the surface colour, the current page
 * (`aria-current="page"`) in the primary colour, a focus ring. Each center composes its own additions.
 */
export const sectionMenuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.control,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
