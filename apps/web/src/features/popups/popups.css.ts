import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Banner image on top of a popup (w_forget): full width, fixed ratio so nothing shifts while it loads. */
export const banner = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
});

/** Multi-line text from the server, kept as written. */
export const prose = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** Announcement layout: titles above the detail on phones, side by side from 768 px. */
export const split = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(180px, 2fr) 3fr' } },
});

export const titleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const titleButton = style({
  display: 'block',
  width: '100%',
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const detail = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  minHeight: 120,
});

export const popupImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
});
