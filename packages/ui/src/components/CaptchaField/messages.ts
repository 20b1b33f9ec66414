import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** The strings the proof-of-work widget shows (ALTCHA i18n keys), in the site's catalogues. */
export const messages = defineMessages(catalogue.messages);
