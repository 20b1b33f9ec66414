import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The widget box: ALTCHA's CSS variables (altcha/altcha.css) set from the brand's theme roles, so the checkbox,
 * spinner, text and border follow the brand and its colour mode like every other field.
 */
export const widget = style({
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.border,
    '--altcha-color-neutral-content': vars.color.textMuted,
    '--altcha-color-primary': vars.color.primary,
    '--altcha-color-primary-content': vars.color.onPrimary,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-success-content': vars.color.onSuccess,
    '--altcha-color-error': vars.color.danger,
    '--altcha-color-error-content': vars.color.onDanger,
    '--altcha-checkbox-outline-color': vars.color.focusRing,
    '--altcha-border-radius': vars.radius.control,
    '--altcha-checkbox-border-color': vars.color.borderStrong,
    '--altcha-spinner-color': vars.color.primary,
    '--altcha-max-width': '100%',
  },
  minHeight: 44,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});
