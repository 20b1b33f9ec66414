import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { gridList, tile } from '../../shared/ui/cards.css';

/** Filters: one column on a 360 px phone, side by side where there is room. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
});

export {
  recordRow as row,
  recordRowMain as rowMain,
  recordRowSide as rowSide,
} from '../../shared/ui/cards.css';

/** Details separated by a middle dot; wraps on phones; long round ids break anywhere. */
export const meta = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space['1'],
  overflowWrap: 'anywhere',
  minWidth: 0,
});
globalStyle(`${meta} > * + *::before`, { content: '"· "' });

/** Money: digits line up; long amounts wrap instead of overflowing a 360 px screen. */
export const money = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const gain = style({ color: vars.color.success });
export const loss = style({ color: vars.color.text });

/** The totals of the period: small cards, two columns on a 360 px phone. */
export const totals = style([
  gridList,
  { gap: vars.space['2'], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))' },
]);
export const totalCard = style([tile, { background: vars.color.surfaceRaised }]);

/** A second line inside a table header cell (the number of bets under a day). */
export const subline = style({ display: 'block' });
