import { defineMessages } from 'react-intl';

/** The strings the proof-of-work widget shows (ALTCHA i18n keys), in the site's catalogues. */
export const messages = defineMessages({
  label: {
    id: 'ui.captchaField.label',
    defaultMessage: "I'm not a robot",
    description: 'Checkbox label of the automatic verification widget (proof of work, no puzzle)',
  },
  verifying: {
    id: 'ui.captchaField.verifying',
    defaultMessage: 'Verifying...',
    description: 'Verification widget: the device is working on the check',
  },
  verified: {
    id: 'ui.captchaField.verified',
    defaultMessage: 'Verified',
    description: 'Verification widget: the check is done and the form may be sent',
  },
  error: {
    id: 'ui.captchaField.error',
    defaultMessage: 'Verification failed. Try again later.',
    description: 'Verification widget: the check could not be completed',
  },
  expired: {
    id: 'ui.captchaField.expired',
    defaultMessage: 'Verification expired. Try again.',
    description: 'Verification widget: the check is too old and must be done again',
  },
  required: {
    id: 'ui.captchaField.required',
    defaultMessage: 'Verification required!',
    description: 'Verification widget: the form was sent before the check was done',
  },
  wait: {
    id: 'ui.captchaField.wait',
    defaultMessage: 'Verifying... please wait.',
    description: 'Verification widget: alert while the check is still running',
  },
  loading: {
    id: 'ui.captchaField.loading',
    defaultMessage: 'Loading...',
    description: 'Verification widget: the check is being loaded',
  },
  reload: {
    id: 'ui.captchaField.reload',
    defaultMessage: 'Reload',
    description: 'Verification widget: button that starts the check again',
  },
  verify: {
    id: 'ui.captchaField.verify',
    defaultMessage: 'Verify',
    description: 'Verification widget: button that starts the check',
  },
});
