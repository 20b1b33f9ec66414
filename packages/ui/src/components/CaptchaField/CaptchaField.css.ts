import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The image button: 96 x 36 px inside the 44 px field box, the whole image is the tap target. */
export const refresh = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 96,
  height: 36,
  marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const imageLoading = style({ opacity: 0.35 });

/** Spinner centred over the old image while a new one loads. */
export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text,
});
