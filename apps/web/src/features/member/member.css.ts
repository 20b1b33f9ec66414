import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { sectionMenu, sectionMenuLink } from '../../shared/ui/sectionMenu.css';

/** Menu above the panel on phones; a side column from 1024 px. */
export const frame = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space['4'],
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const menu = sectionMenu;

/** A menu link: its label left, its badge right. */
export const menuLink = style([sectionMenuLink, { justifyContent: 'space-between' }]);

export const panel = style({
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const rows = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

/** The trusted devices list of the security centre: rows without bullets. */
export const deviceList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textMuted, margin: 0 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const prose = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** The unread dot before a message title (with a visually hidden "Unread" text). */
export const unreadDot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  marginInlineEnd: vars.space['2'],
  borderRadius: '50%',
  background: vars.color.badge,
  verticalAlign: 'middle',
});

/** A bound value and its verified state side by side. */
export const bound = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
});

/** An open bind form under its row. */
export const bindForm = style({
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  maxWidth: 480,
});
