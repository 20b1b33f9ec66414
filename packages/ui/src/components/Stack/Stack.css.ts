import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tokens } from '../../theme/tokens';

const tablet = `screen and (min-width: ${tokens.breakpoints.tablet}px)`;

export const base = style({
  display: 'flex',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
  // Mobile first: a column on phones, a row from the tablet breakpoint (tokens/breakpoints.json) up.
  responsive: { flexDirection: 'column', '@media': { [tablet]: { flexDirection: 'row' } } },
});

export const gap = styleVariants(vars.space, (v) => ({ gap: v }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
  around: { justifyContent: 'space-around' },
});

export const wrap = style({ flexWrap: 'wrap' });
