/**
 * Styles of the player-protection screens: the reality check's figures, the statement (with its print stylesheet:
 * only the statement prints, in black on white) and the recall list.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const figures = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
});
globalStyle(`${figures} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['2'] });
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const rangeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
});
globalStyle(`${totals} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${totals} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The statement's own block; in print, everything else on the page is hidden. */
export const printable = style({});
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});
globalStyle('body', {
  '@media': { print: { background: '#fff', color: '#000' } },
});
globalStyle(`body:has(${printable}) *:not(:has(${printable})):not(${printable}):not(${printable} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${printable}, ${printable} *`, {
  '@media': { print: { color: '#000', background: '#fff', boxShadow: 'none', overflow: 'visible' } },
});
