import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Visible focus indicator for keyboard users (WCAG 2.4.7); apply to any focusable element. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
