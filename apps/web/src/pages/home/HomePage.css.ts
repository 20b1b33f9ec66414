import { style } from '@vanilla-extract/css';
import { mediaMinWidth, vars } from '@playdeck/ui/theme';

export const tile = style({
  flex: '1 1 calc(50% - 12px)',
  minHeight: 64,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  '@media': { 'screen and (min-width: 768px)': { flexBasis: 'calc(25% - 12px)' } },
});

export const page = style({ padding: vars.space['4'], maxWidth: 1400, margin: '0 auto', width: '100%' });

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const more = style({
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const match = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  width: '100%',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** The kickoff time of a hot match, muted above its title. */
export const matchTime = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

/** The teams line of a hot match: the home team's crest beside the names. */
export const matchTeams = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

/**
 * Stands in for the banner carousel while w_home loads: one slide's box (3:1, the full width on phones and tablets,
 * a third of it less the 20 px spacing from 1200 px where 3 are in view) plus the dots row the carousel shows below
 * it when the banners outnumber the slides in view (8 px gap + 24 px dots), so nothing moves when they arrive.
 */
export const bannerPlaceholder = style({
  width: '100%',
  aspectRatio: '3 / 1',
  marginBottom: `calc(${vars.space['2']} + 24px)`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  '@media': {
    'screen and (min-width: 1200px)': { width: 'calc((100% + 20px) / 3 - 20px)', marginBottom: 0 },
  },
});

/** Stands in for the notice marquee while the notices load: its height (40 px row and a 1 px border) and frame. */
export const marqueePlaceholder = style({
  boxSizing: 'border-box',
  height: 42,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

/**
 * The home sections below the first screen (every game section but the first, the vendor cards, the winner board) are
 * laid out and painted only when they come near the viewport (`content-visibility: auto`; Lighthouse target, docs/architecture.md "Targets": the
 * first layout and the style and layout work after it, e.g. when the public popup opens). Each holds its place with
 * the height it has per breakpoint (measured with the demo catalogue; `auto` keeps the real height once rendered), so
 * the page's length, and the scroll bar, hardly change when they render. Their content stays in the accessibility
 * tree and in find-in-page.
 */
const belowFold = (phone: number, tablet: number, desktop: number) =>
  style({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${phone}px`,
    '@media': {
      [mediaMinWidth('tablet')]: { containIntrinsicSize: `auto ${tablet}px` },
      [mediaMinWidth('desktop')]: { containIntrinsicSize: `auto ${desktop}px` },
    },
  });

/** A game section of 6 tiles below the first screen (2, 3 or 6 tiles a row). */
export const belowFoldGames = belowFold(880, 610, 320);
/** A vendor-card section below the first screen. */
export const belowFoldVendors = belowFold(300, 380, 211);
/** The winner board (its list loads when it comes near, in a box of fixed height). */
export const belowFoldWinners = belowFold(160, 160, 160);
