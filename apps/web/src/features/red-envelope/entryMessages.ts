import { defineMessages } from 'react-intl';

/** The home page's link to the red envelopes (kept apart so the home chunk carries only this text). */
export const redEnvelopeEntryMessages = defineMessages({
  entry: {
    id: 'app.redEnvelope.entry',
    defaultMessage: 'Open a red envelope',
    description: 'Home page link to the red-envelope page',
  },
});
