/**
 * Styles the agent-center panels share (team and contract pages): lists of cards, money figures, and the charts'
 * frame, axes and legend. Data tables use shared/ui/DataTable.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { gridList, tile } from '../../shared/ui/cards.css';

/** Lists of cards (members, rounds, transactions, contracts, statements): stacked on a 360 px phone. */
export const list = style([gridList, { gap: vars.space['2'] }]);
export const card = style([tile, { gap: vars.space['2'] }]);
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `${vars.space['1']} ${vars.space['3']}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const money = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** Charts and their legend. */
export const figure = style({ margin: 0 });
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
