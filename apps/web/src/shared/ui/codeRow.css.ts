import { style } from '@vanilla-extract/css';

/**
 * A verification-code field beside its send-code countdown button (registration, binding a mobile or email), in a
 * wrapping row: the field grows to fill the line and keeps room for a 6-digit code and its label (never squeezed by
 * the button's "Resend in 59 s" on a 360 px phone); when both do not fit on one line the button wraps below it.
 */
export const codeField = style({ flex: '1 1 9rem', minWidth: '9rem' });
