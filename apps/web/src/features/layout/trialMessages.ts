/** Texts of the trial state strip (ids `app.trialState.*`); only the lazy TrialState chunk imports them. */
import { defineMessages } from 'react-intl';
import * as catalogue from './trialMessages.json';

export const trialMessages = defineMessages(catalogue.trialMessages);
