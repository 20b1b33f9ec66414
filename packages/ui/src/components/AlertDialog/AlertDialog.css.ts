import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Icon, title and message side by side; the frame (overlay, box, actions) comes from Modal.css. */
export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
});

export const text = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  marginTop: vars.space[1],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  overflowWrap: 'anywhere',
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
});

/** Tone of the icon disc: each a background/foreground pair from the contract. */
export const icon = styleVariants({
  warning: [iconBase, { backgroundColor: vars.color.warning, color: vars.color.onWarning }],
  danger: [iconBase, { backgroundColor: vars.color.danger, color: vars.color.onDanger }],
});
