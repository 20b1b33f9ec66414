import { style } from '@vanilla-extract/css';

/** Digits of equal width so the button does not jitter every second. */
export const counting = style({ fontVariantNumeric: 'tabular-nums' });
