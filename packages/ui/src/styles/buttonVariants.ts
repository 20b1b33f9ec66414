import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The colour variants every button shape shares (Button, IconButton): the theme's role colour with its `on*`
 * text colour, and the role's hover colour while enabled. Plain style rules, for a recipe's `variants.variant`.
 */
export const buttonColourVariants = {
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.onSecondary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
} satisfies Record<string, StyleRule>;
