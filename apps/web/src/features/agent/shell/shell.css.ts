import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { sectionMenu, sectionMenuLink } from '../../../shared/ui/sectionMenu.css';

/** The agent-only layout (spec 2: no main layout): header, then menu + panel. Full height, phone first. */
export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brandName = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const headerTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

/** Offset and clock: fixed-width digits and a reserved width, so the ticking clock never moves its neighbours. */
export const clock = style({
  display: 'inline-flex',
  gap: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const clockTime = style({ display: 'inline-block', minWidth: '19ch' });

export const nickname = style({
  fontWeight: vars.fontWeight.semibold,
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const body = style({
  flex: 1,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: vars.space['4'],
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

/** The menu's grid cell: may shrink below its content, so the phone scroller scrolls instead of widening the page. */
export const nav = style({ minWidth: 0 });

/** The menu: a horizontal scroller on phones, a side column from 1024 px. */
export const menu = sectionMenu;

export const menuLink = style([
  sectionMenuLink,
  {
    // Contains the link's visually hidden note, which would otherwise widen the page from the scroller's far end.
    position: 'relative',
    selectors: {
      '&:hover': { background: vars.color.surfaceRaised },
      '&[aria-current="page"]:hover': { background: vars.color.primaryHover },
    },
  },
]);

export const panel = style({
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

/** Landing page (/agent): copy and the login form side by side from 960 px. */
export const landing = style({
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
});

export const landingGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 400px' } },
});

export const card = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const prose = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const announcementList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});
