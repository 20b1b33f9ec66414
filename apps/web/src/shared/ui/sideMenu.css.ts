import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/**
 * The section menu shared by the member centre and the agent back office: a horizontal scroller on phones, a side
 * column from 1024 px (the site's one wide breakpoint). Each area composes these with its own extras.
 */
export const sideMenu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  '@media': { 'screen and (min-width: 1024px)': { flexDirection: 'column', overflowX: 'visible' } },
});

/** One entry of {@link sideMenu}: a 44 px touch target (WCAG 2.5.5), the current page in the primary colour. */
export const sideMenuLink = style({
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
