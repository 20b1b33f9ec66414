import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
  '2xl': { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'] },
  '3xl': { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight['3xl'] },
});
