/** Login and register popup texts (ids `app.login.*`, `app.reg.*`). */
import { defineMessages, type MessageTag } from 'react-intl';
import * as catalogue from './messages.json';

export const authMessages = defineMessages(catalogue.authMessages);

/** Labels of the registration fields (spec 3 "Registration user"). */
export const fieldLabels = defineMessages(catalogue.fieldLabels);

/** Messages with ICU arguments; `<link>` is a rich-text tag rendered as a link or link button. */
export const authValueMessages = defineMessages<{
  noAccount: { link: MessageTag };
  terms: { link: MessageTag };
  agree: { age: number; link: MessageTag };
  haveAccount: { link: MessageTag };
  invalidFields: { fields: string; count: number };
  registeredUsername: { username: string };
}>(catalogue.authValueMessages);

/** The new-address two-factor step of the login popup (spec 4 "Two-factor step"; ids `app.login.twoFactor.*`). */
export const twoFactorMessages = defineMessages(catalogue.twoFactorMessages);

/** Labels of the two-factor channels with their masked destination. */
export const twoFactorChannelMessages = defineMessages<{
  sms: { to: string };
  email: { to: string };
  channelOnly: { channel: string };
}>(catalogue.twoFactorChannelMessages);
