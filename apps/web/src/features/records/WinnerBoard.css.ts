import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Holds some room while the list loads (the board is below the fold: nothing in view moves when it fills). */
export const body = style({ minHeight: 120 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const rank = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const who = style({ display: 'grid', minWidth: 0 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const game = style([ellipsis, { fontSize: vars.fontSize.sm, color: vars.color.textMuted }]);

export const amount = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
