import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  padding: vars.space[2],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  fontFamily: vars.font.body,
});

export const compact = style({ gap: vars.space[1], padding: vars.space[1] });

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.control,
  // The neutral placeholder: visible while the icon loads, and instead of it when it fails.
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const imageLoaded = style({ opacity: 1 });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
});

export const placeholderIcon = style({ width: '40%', height: '40%' });

export const hot = style({
  position: 'absolute',
  insetBlockStart: vars.space[1],
  insetInlineStart: vars.space[1],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.hot,
  color: vars.color.onHot,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

// Controls sit above the name button's stretched hit area (see `name`).
const raised = { position: 'relative', zIndex: 1 } as const;

export const favourite = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: vars.space[1],
    insetInlineEnd: vars.space[1],
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // 36 px: above the 24 px WCAG 2.5.8 target while leaving the icon visible on 100 px phone tiles.
    width: 36,
    height: 36,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: '50%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { color: vars.color.hot } },
  },
]);

export const heart = style({ width: 20, height: 20 });

export const name = style({
  position: 'static',
  display: 'block',
  width: '100%',
  minHeight: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    // Stretched hit area: the whole tile launches the game without nesting controls (Inclusive Components "Cards").
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const actions = style({
  ...raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const action = style({ flex: '1 1 auto', minWidth: 0 });

/** Skeleton tile (TileSkeleton): the tile's boxes without content, so a loading grid already has its final size. */
export const skeleton = style({ pointerEvents: 'none' });

const skeletonBlock = {
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.control,
} as const;

/** One line of the name (its line height and the name button's 24 px minimum). */
export const skeletonName = style({
  ...skeletonBlock,
  width: '70%',
  height: `max(24px, calc(${vars.fontSize.sm} * ${vars.lineHeight.sm}))`,
});

/** The action row: one button of the variant's height (Button md 44 px, sm 32 px). */
export const skeletonAction = style({ ...skeletonBlock, flex: '1 1 auto', height: 44 });
export const skeletonActionCompact = style({ height: 32 });
