import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * Field anatomy shared by TextField, Select, PhoneField and CaptchaField (they import these by relative path):
 * label row, control box, then hint / error / counter lines.
 */

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const label = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[1],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The visible "*" of required fields; aria-hidden in the markup (the control's `required` tells assistive tech). */
export const requiredMark = style({
  color: vars.color.danger,
  '::after': { content: '"*"' },
});

/**
 * The bordered box around the native control and its adornments. 44 px tall (primary touch target), 16 px text so
 * iOS does not zoom on focus. borderStrong keeps the 3:1 non-text contrast of WCAG 1.4.11.
 */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  paddingInline: vars.space[3],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(:disabled)': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const boxInvalid = style({
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
});

export const boxMultiline = style({ alignItems: 'stretch', paddingBlock: vars.space[2] });

/** The native input / textarea / select, stripped so the box draws the frame. */
export const control = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: 96 });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Hint, error and counter share one line under the box; the counter sits at the end. */
export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2] });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
});

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({ color: vars.color.danger });

/** The password reveal toggle: 36 px square inside the 44 px box (above the 24 px minimum target). */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
