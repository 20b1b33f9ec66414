/**
 * Texts of the side menu, the footer and the phone bottom bar (ids `app.side.*`, `app.footer.*`, `app.social.*`,
 * `app.bottom.*`, `app.menu.feedback`): apart from the header's (messages.ts) because those parts are lazy chunks, so
 * their texts stay out of the home page's initial JS.
 */
import { defineMessages } from 'react-intl';
import * as catalogue from './sideMessages.json';

export const sideMessages = defineMessages(catalogue.sideMessages);

/** Messages with ICU arguments (typed values). */
export const sideValueMessages = defineMessages<{
  qrAlt: { platform: string };
}>(catalogue.sideValueMessages);
