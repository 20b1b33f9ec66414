import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });
const sinkOut = keyframes({ to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

/** Tablet breakpoint (tokens/breakpoints.json): below it md and lg dialogs take the full width. */
const tablet = 'screen and (min-width: 768px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

/*
 * The overlay is also the positioning box of the content (the content is rendered inside it, as in Radix's
 * "scrollable overlay" recipe), so one fixed layer centres the dialog. Radix Presence waits for the closing
 * animation to end before unmounting, so the fade-out plays; reduced motion turns both animations off.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.duration.modalFade} ${vars.motion.easing.decelerate}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.duration.modalFade} ${vars.motion.easing.accelerate}`,
    },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  maxHeight: `calc(100dvh - ${vars.space[8]})`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.modal,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': {
      animation: `${riseIn} ${vars.motion.duration.modalFade} ${vars.motion.easing.decelerate}`,
    },
    '&[data-state="closed"]': {
      animation: `${sinkOut} ${vars.motion.duration.modalFade} ${vars.motion.easing.accelerate}`,
    },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

/** Widths per size. `small` is the spec's fixed 200 x 200 px box (section 9). */
export const size = styleVariants({
  small: { width: 200, height: 200, maxWidth: `calc(100vw - ${vars.space[8]})` },
  sm: { width: `calc(100vw - ${vars.space[8]})`, maxWidth: 360 },
  md: {
    width: '100vw',
    maxHeight: '100dvh',
    borderRadius: 0,
    '@media': {
      [tablet]: {
        width: `calc(100vw - ${vars.space[8]})`,
        maxWidth: 520,
        maxHeight: `calc(100dvh - ${vars.space[16]})`,
        borderRadius: vars.radius.modal,
      },
    },
  },
  lg: {
    width: '100vw',
    maxHeight: '100dvh',
    borderRadius: 0,
    '@media': {
      [tablet]: {
        width: `calc(100vw - ${vars.space[8]})`,
        maxWidth: 800,
        maxHeight: `calc(100dvh - ${vars.space[16]})`,
        borderRadius: vars.radius.modal,
      },
    },
  },
  full: { width: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[2]} 0 ${vars.space[4]}`,
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space[2],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[4]} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

/** The close button: icon only, 44 px touch target, pushed to the end of the header. */
export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 44,
    height: 44,
    marginInlineStart: 'auto',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

/** The body scrolls when the content is taller than the dialog, so the header and close button stay visible. */
export const body = style([
  focusRing,
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space[4],
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.md,
  },
]);

/** A row of dialog actions (AlertDialog, forms in a modal): stacked full width on phones, end-aligned from tablet. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  '@media': { [tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
