import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/shared.css';

/** Positioning context: the popup hangs below the trigger. */
export const root = style({ position: 'relative', display: 'inline-block' });

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    minWidth: 44,
    minHeight: 44,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space[1]})`,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  minWidth: 200,
  maxWidth: `calc(100vw - ${vars.space[4]})`,
  maxHeight: '70vh',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space[1],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const alignStart = style({ left: 0 });
export const alignEnd = style({ right: 0 });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: 44,
    padding: `0 ${vars.space[3]}`,
    border: 0,
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:focus': { backgroundColor: vars.color.surfaceSunken },
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
]);

export const danger = style({ color: vars.color.danger });

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 20, justifyContent: 'center' });

export const separator = style({
  height: 1,
  margin: `${vars.space[1]} 0`,
  border: 0,
  backgroundColor: vars.color.border,
});
