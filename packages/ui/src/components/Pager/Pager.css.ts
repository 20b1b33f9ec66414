import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  // No gap: the buttons' own width spaces the numbers, so the longest row (9 entries and 2 arrows) fits 328 px.
  gap: vars.space[0],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

// 28 x 32 px: above the 24 px WCAG 2.5.8 target, and nine entries plus the arrows fit a 360 px phone (328 px inside
// the page padding).
export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 28,
    height: 32,
    padding: `0 ${vars.space[1]}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled):not([aria-current="page"])': { backgroundColor: vars.color.surfaceSunken },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: vars.fontWeight.semibold,
        cursor: 'default',
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const arrow = style({ minWidth: 32, marginInline: vars.space[1], borderColor: vars.color.border });

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 16,
  height: 32,
  color: vars.color.textMuted,
});

export const icon = style({ width: 16, height: 16 });
