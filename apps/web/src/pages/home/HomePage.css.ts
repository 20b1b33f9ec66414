import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

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

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

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
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});
