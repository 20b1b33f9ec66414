import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Base surface and text for a themed subtree (a page, or one pane of Storybook's side-by-side view). */
export const root = style({
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});
