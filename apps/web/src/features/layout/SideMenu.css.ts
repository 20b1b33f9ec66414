import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const desktop = 'screen and (min-width: 1200px)';

export const scrim = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  '@media': { [desktop]: { display: 'none' } },
});

export const side = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  width: 280,
  maxWidth: '85vw',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  zIndex: vars.zIndex.modal,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, visibility 0s linear ${vars.motion.duration.normal}`,
  selectors: {
    '&[data-open]': { transform: 'none', visibility: 'visible', transitionDelay: '0s' },
  },
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: 0,
      height: '100dvh',
      transform: 'none',
      visibility: 'visible',
      zIndex: vars.zIndex.base,
      flex: 'none',
      width: 240,
      selectors: { '&[data-mini]': { width: 72 } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const top = style({ display: 'flex', justifyContent: 'flex-end', padding: vars.space['2'] });

export const collapse = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });
export const closeButton = style({
  transform: 'rotate(180deg)',
  '@media': { [desktop]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space['4']}`,
  color: vars.color.text,
  background: 'transparent',
  border: 0,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[aria-current="true"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const label = style({
  '@media': {
    [desktop]: {
      selectors: {
        [`${side}[data-mini] &`]: {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        },
      },
    },
  },
});

export const section = style({ padding: vars.space['4'], borderTop: `1px solid ${vars.color.border}` });

/** The light/dark switch row: phones only (from 768 px the header has it). */
export const colorModeItem = style({
  gap: vars.space['3'],
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

/** The promotion dropdown's chevron: points right while closed, down while open. */
export const groupChevron = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The promotion dropdown's links, indented under the group. */
export const subList = style({ paddingBlockEnd: vars.space['1'] });
export const subItem = style({
  minHeight: 40,
  paddingInlineStart: vars.space['8'],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
