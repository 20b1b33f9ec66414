import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});
