import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// A raised disc behind the spinner keeps it visible on any overlay and brand.
export const disc = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});
