import { style } from '@vanilla-extract/css';

/** Visually hidden text (screen readers only); absolutely placed, so it takes no cell of a grid or flex row. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
