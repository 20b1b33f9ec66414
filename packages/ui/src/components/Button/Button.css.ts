import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';
import { buttonColourVariants } from '../../styles/buttonVariants';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      border: '1px solid transparent',
      borderRadius: vars.radius.control,
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.semibold,
      lineHeight: 1.2,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      userSelect: 'none',
      transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    variant: buttonColourVariants,
    // Heights keep every size at or above the 24 px WCAG 2.5.8 target; md and lg meet the 44 px touch target.
    size: {
      sm: { minHeight: 32, padding: `0 ${vars.space[3]}`, fontSize: vars.fontSize.sm },
      md: { minHeight: 44, padding: `0 ${vars.space[4]}`, fontSize: vars.fontSize.md },
      lg: { minHeight: 52, padding: `0 ${vars.space[6]}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
