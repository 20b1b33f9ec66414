import { globalStyle, style } from '@vanilla-extract/css';

/** Digits of equal width so the button does not jitter every second. */
export const counting = style({ fontVariantNumeric: 'tabular-nums' });

/** Always on the button: it keeps its own width rather than shrinking below its text. */
export const root = style({ flexShrink: 0 });

/**
 * The field just before the button in a row (the verification code beside "Send code"): it grows to fill the line and
 * never gets narrower than 9rem, room for a 6-digit code and its label, so the "Resend in 59 s" text never squeezes it
 * on a 360 px phone; a wrapping row then moves the button below the field.
 */
globalStyle(`:has(+ ${root})`, { flex: '1 1 9rem', minWidth: '9rem' });
