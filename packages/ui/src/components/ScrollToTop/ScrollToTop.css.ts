import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Bottom-right, clear of the phone's home indicator (safe-area inset), above page content but below overlays.
export const position = style({
  position: 'fixed',
  right: `calc(${vars.space[4]} + env(safe-area-inset-right, 0px))`,
  bottom: `calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.sticky,
  boxShadow: `0 2px 8px ${vars.color.overlay}`,
});
