import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { BAR_HEIGHT } from '../../features/layout/BottomBar.css';

export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const content = style({ flex: 1, minWidth: 0 });

const phone = 'screen and (max-width: 767.98px)';
const barRoom = `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`;

/** With the phone bottom bar: the page ends above it, so the bar never covers content (footer included). */
export const withBottomBar = style({ '@media': { [phone]: { paddingBottom: barRoom } } });

/** The scroll-to-top control sits above the bottom bar on phones. */
export const scrollTop = style({
  selectors: {
    [`${withBottomBar} &`]: {
      '@media': { [phone]: { bottom: `calc(${barRoom} + ${vars.space['4']})` } },
    },
  },
});
