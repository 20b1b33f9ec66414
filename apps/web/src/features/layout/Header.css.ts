import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { SESSION_HINT_ATTRIBUTE } from '../../shared/session/sessionHint';

const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1200px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 56,
  padding: `0 ${vars.space['3']}`,
});

export const menuButton = style({ '@media': { [desktop]: { display: 'none' } } });

export const logo = style({
  display: 'inline-flex',
  // The logo gives way first when the bar is tight (a 360 px phone, a long brand name): it never pushes controls out.
  minWidth: 0,
  flexShrink: 1,
  overflow: 'hidden',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const logoText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const logoImage = style({ maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' });

export const actions = style({
  marginLeft: 'auto',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'nowrap',
});

export const balance = style({ display: 'inline-flex', alignItems: 'center', gap: 0 });

export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const wideOnly = style({ display: 'none', '@media': { [tablet]: { display: 'inline-flex' } } });

export const nav = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  padding: `0 ${vars.space['3']}`,
  scrollbarWidth: 'none',
});

export const navItem = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

/** Holds the avatar menu's place (its 44 px trigger) while the menu's lazy chunk loads. */
export const menuPlaceholder = style({ display: 'inline-block', width: 44, height: 44, flexShrink: 0 });

/**
 * The visitor-only buttons (Log in, Register): hidden, their space kept, while `<html>` carries the session hint
 * (shared/session/sessionHint.ts), i.e. before the app knows whether this tab's token is a live session.
 */
export const visitorOnly = style({
  selectors: { [`html[${SESSION_HINT_ATTRIBUTE}] &`]: { visibility: 'hidden' } },
});
