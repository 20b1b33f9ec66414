import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});

export const size = styleVariants({
  sm: { width: 14, height: 14, borderWidth: 2 },
  md: { width: 20, height: 20, borderWidth: 2 },
  lg: { width: 36, height: 36, borderWidth: 3, color: vars.color.primary },
});
