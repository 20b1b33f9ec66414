import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tokens } from '../../theme/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

// Full width above the bottom edge on phones; a 400 px column at the bottom right from the tablet breakpoint up.
export const region = style({
  position: 'fixed',
  left: vars.space[4],
  right: vars.space[4],
  bottom: `calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
  '@media': {
    [`screen and (min-width: ${tokens.breakpoints.tablet}px)`]: { left: 'auto', width: 400 },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  paddingLeft: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `0 4px 16px ${vars.color.overlay}`,
  pointerEvents: 'auto',
  animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.decelerate}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// The tone is a coloured edge, not a coloured background, so the text stays text-on-surface in every brand.
export const tone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  success: { borderLeftColor: vars.color.success },
  danger: { borderLeftColor: vars.color.danger },
});

export const body = style({ flex: 1, minWidth: 0, paddingTop: vars.space[1] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
