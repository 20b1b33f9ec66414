import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The native select fills the box; it runs under the chevron (negative end margin) so the whole box opens the
 * picker, and the chevron does not catch taps.
 */
export const select = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space[6],
  marginInlineEnd: `calc(-1 * ${vars.space[6]})`,
});

// Some platforms draw the option list from the select's own colours; keep them the field's pair.
globalStyle(`${select} option`, { backgroundColor: vars.color.surface, color: vars.color.text });

export const placeholderShown = style({ color: vars.color.textMuted });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
