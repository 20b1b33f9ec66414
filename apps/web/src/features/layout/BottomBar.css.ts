import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const tablet = 'screen and (min-width: 768px)';

/** Height of the bar without the safe-area inset; MainLayout pads the page by as much (nothing is covered). */
export const BAR_HEIGHT = 60;

// Fixed at the bottom of phones, above page content and the scroll-to-top control, below the header's overlays
// (side menu drawer, popups). From the tablet breakpoint the header and the side menu carry these entries.
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  '@media': { [tablet]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const itemWrap = style({ flex: '1 1 0', minWidth: 0 });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: BAR_HEIGHT,
  padding: `${vars.space['1']} 2px`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.link, fontWeight: vars.fontWeight.semibold },
  },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
