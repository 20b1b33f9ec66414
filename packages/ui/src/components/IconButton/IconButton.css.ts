import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';
import { buttonColourVariants } from '../../styles/buttonVariants';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.control,
      fontFamily: 'inherit',
      lineHeight: 1,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  ],
  variants: {
    variant: buttonColourVariants,
    // Square; sm stays above the 24 px WCAG 2.5.8 minimum, md is the 44 px touch target.
    size: {
      sm: { width: 32, height: 32, fontSize: vars.fontSize.sm },
      md: { width: 44, height: 44, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const icon = style({ display: 'inline-flex', pointerEvents: 'none' });

// Icons scale with the button's font size unless the caller sizes them.
globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });
