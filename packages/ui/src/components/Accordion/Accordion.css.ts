import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    width: '100%',
    minHeight: 48,
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: 0,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken },
      // The root clips its corners, so draw the ring inside.
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
]);

/** Title over meta on phones; side by side from tablet. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space[1],
  '@media': {
    'screen and (min-width: 768px)': {
      flexDirection: 'row',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: vars.space[4],
    },
  },
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexShrink: 0 });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  overflowWrap: 'anywhere',
});
