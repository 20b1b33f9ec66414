import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Dialing code and number share one box; a divider separates them. */
export const codeWrap = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  flexShrink: 0,
  gap: vars.space[1],
  paddingInlineEnd: vars.space[2],
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

/** Narrow native select: its text ("BD +880") sets its width, the chevron sits over its end padding. */
export const code = style({
  flex: 'none',
  width: 'auto',
  appearance: 'none',
  WebkitAppearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space[5],
  marginInlineEnd: `calc(-1 * ${vars.space[5]})`,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({ display: 'inline-flex', pointerEvents: 'none', color: vars.color.textMuted });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

globalStyle(`${code} option`, { backgroundColor: vars.color.surface, color: vars.color.text });
