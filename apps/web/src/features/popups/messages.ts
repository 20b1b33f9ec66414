/** Texts of the forgot-password, change-password, feedback, help, announcement, notice, public and trial popups. */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const popupMessages = defineMessages(catalogue.popupMessages);

/** Messages with ICU arguments (typed values). */
export const popupValueMessages = defineMessages<{
  feedbackHint: { min: number; max: number };
  feedbackLength: { min: number; max: number };
  isEmpty: { fields: string };
}>(catalogue.popupValueMessages);
