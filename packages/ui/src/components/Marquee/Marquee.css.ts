import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The track holds two equal copies of the items, so moving it by half its width loops seamlessly. */
const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  paddingInlineStart: vars.space[3],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.primary });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // Lets each copy be at least as wide as the viewport (100cqi), so a short list still loops without a gap.
  containerType: 'inline-size',
  // Under reduced motion nothing moves: the items scroll by hand instead.
  '@media': { [reducedMotion]: { overflowX: 'auto' } },
});

export const track = style({ display: 'flex', width: 'max-content' });

/** Added once the duration is measured (the duration itself is set inline from content width and speed). */
export const running = style({
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': { [reducedMotion]: { animationName: 'none' } },
});

export const group = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space[6],
  minWidth: '100cqi',
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space[6],
  boxSizing: 'border-box',
  listStyle: 'none',
});

/** The copy exists only for the loop. */
export const duplicate = style({ '@media': { [reducedMotion]: { display: 'none' } } });

export const item = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: `0 ${vars.space[1]}`,
    border: 0,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      // The viewport clips, so draw the ring inside.
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
]);
