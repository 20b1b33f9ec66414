import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** The box and its label on one row; the label widens the tap area to the whole row (at least 44 px tall). */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3], minHeight: 44 });

/**
 * The native checkbox, sized to 22 px (plus its 11 px vertical centring margin inside the 44 px row) and painted in
 * the brand's primary colour; the native control keeps every platform behaviour (keyboard, forms, indeterminate).
 */
export const input = style([
  focusRing,
  {
    flexShrink: 0,
    width: 22,
    height: 22,
    margin: 0,
    marginTop: 11,
    accentColor: vars.color.primary,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const inputInvalid = style({ outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 });

export const label = style({
  flex: 1,
  paddingBlock: 10,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  cursor: 'pointer',
});

/**
 * A link inside the label (the register form's "terms and conditions") in the brand's link colour, which the theme
 * contract pairs with the surface for WCAG 2.2 AA contrast; the browser's default link blue is no brand's colour and
 * can fall under 4.5:1 on a dark surface.
 */
globalStyle(`${label} a`, { color: vars.color.link });

export const requiredMark = style({
  marginInlineStart: vars.space[1],
  color: vars.color.danger,
  '::after': { content: '"*"' },
});

/** Description and error line up under the label text, not under the box. */
export const below = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingInlineStart: `calc(22px + ${vars.space[3]})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const description = style({ color: vars.color.textMuted });

export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
