/**
 * Header and avatar menu texts (ids `app.header.*`, `app.menu.*`); the side menu's, the footer's and the bottom bar's
 * are in sideMessages.ts, loaded with those lazy parts.
 */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const layoutMessages = defineMessages(catalogue.layoutMessages);

/** Messages with ICU arguments (typed values). */
export const layoutValueMessages = defineMessages<{
  homeNamed: { name: string };
}>(catalogue.layoutValueMessages);
