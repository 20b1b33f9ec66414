import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Tile grid: 2 columns on phones (360 px), 3 from 560 px, 4 from 768 px, 6 from 1200 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const centered = style({ display: 'grid', placeItems: 'center', minHeight: 160 });

/** A horizontally scrolling row of chips (vendors, filters) that stays one line on phones. */
export const chips = style({
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['1']} 0`,
});

export const chip = style({
  flex: '0 0 auto',
  minHeight: 36,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&[aria-pressed="true"], &[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const vendorCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const vendorCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  padding: vars.space['2'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const vendorLogo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.control,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const moreLink = style({
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const alert = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
