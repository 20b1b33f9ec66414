import { defineMessages } from 'react-intl';
import * as catalogue from './entryMessages.json';

/** The home page's link to the red envelopes (kept apart so the home chunk carries only this text). */
export const redEnvelopeEntryMessages = defineMessages(catalogue.redEnvelopeEntryMessages);
