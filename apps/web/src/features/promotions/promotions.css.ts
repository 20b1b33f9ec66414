import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Phone first: one column at 360 px, two from 768 px, three from 1280 px. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The promotion pictures are 2:1 (960 x 480); the box keeps that ratio before the file arrives, so nothing shifts. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/**
 * A picture in the details dialog: the width/height attributes reserve a 2:1 box until it loads, then its own ratio
 * applies (`aspect-ratio: auto w / h`), so a picture of another shape is shown whole, not cropped.
 */
export const dialogImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
});

export const body = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
});

export const starts = style({
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The card's "Details" button sits at the bottom of the card, whatever the length of the title. */
export const detailsButton = style({ alignSelf: 'flex-start', marginTop: 'auto' });

export const content = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
