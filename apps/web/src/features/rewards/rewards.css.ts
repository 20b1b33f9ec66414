import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

/** A reward as a card; title and status (or amount) on one line (`head`); amounts with aligned digits. */
export { card as row, splitLine as head, figure as money } from '../../shared/ui/cards.css';

/** Terms separated by a middle dot; wraps on phones. */
export const meta = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space['1'] });
globalStyle(`${meta} > * + *::before`, { content: '"· "' });

export const form = style({ display: 'grid', gap: vars.space['3'] });
