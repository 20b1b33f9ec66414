import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({ margin: 0 });

// "default" sets no colour: text inherits the colour of its surface (text on bg/surface, onX inside filled controls).
export const tone = styleVariants({
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
});

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
});

export const weight = styleVariants(vars.fontWeight, (v) => ({ fontWeight: v }));

export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
