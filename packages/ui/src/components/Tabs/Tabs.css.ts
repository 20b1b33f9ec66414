import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** One row of tabs that scrolls sideways on phones instead of wrapping; the bottom rule is the underline's track. */
export const list = style({
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const trigger = style([
  focusRing,
  {
    flexShrink: 0,
    minHeight: 44,
    padding: `0 ${vars.space[4]}`,
    border: 0,
    // The underline: transparent until selected, so selecting does not shift the layout.
    borderBottom: '2px solid transparent',
    marginBottom: -1,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      // Inside the scrolling list an outer ring would be clipped.
      '&:focus-visible': { outlineOffset: -2 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const content = style([focusRing, { paddingTop: vars.space[4] }]);
