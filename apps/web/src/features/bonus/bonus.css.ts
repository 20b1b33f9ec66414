import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** A bonus as a card; name and amount on one line (`head`); amounts with aligned digits. */
export { card as row, splitLine as head, figure as money } from '../../shared/ui/cards.css';

/** The native progress element, full width, themed. */
export const bar = style({
  width: '100%',
  height: 8,
  accentColor: vars.color.primary,
});

/** Time and status separated by a middle dot; wraps on phones. */
export const meta = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space['1'] });
globalStyle(`${meta} > * + *::before`, { content: '"· "' });
