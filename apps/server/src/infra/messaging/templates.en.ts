/**
 * English e-mail and SMS texts (docs/architecture.md "Messaging"). `{name}` arguments are filled, escaped, by
 * templates.ts.
 */
import type { MailCatalogue } from './templates.ts';

export const en: MailCatalogue = {
  greeting: 'Hello,',
  footer: 'This message was sent by {brand}. If you did not expect it, contact customer service.',
  verifyCode: {
    subject: '{brand}: your verification code',
    lines: [
      'Your {brand} verification code is {code}.',
      'It expires in {minutes} minute(s). Never share this code with anyone, not even customer service.',
    ],
  },
  passwordReset: {
    subject: '{brand}: password reset',
    lines: [
      'Someone asked to reset the password of your {brand} account.',
      'Open this link within {minutes} minutes to choose a new password. If it was not you, ignore this message.',
    ],
    action: 'Choose a new password',
  },
  resetTooSoon: {
    subject: '{brand}: password reset',
    lines: [
      'This address was added to your {brand} account less than 24 hours ago, so it cannot reset the password yet.',
      'Please try again later or contact customer service.',
    ],
  },
  newDevice: {
    subject: '{brand}: new sign-in to your account',
    lines: [
      'Your {brand} account was signed in to from a new device or network at {time} ({ip}).',
      'If this was you, nothing needs to be done. If not, change your password at once and contact customer service.',
    ],
  },
  channelChanged: {
    subject: '{brand}: security notice',
    lines: ['{what}', 'If this was not you, contact customer service at once and change your password.'],
  },
  changedMobile: 'The phone number of your {brand} account was changed to {masked}.',
  changedEmail: 'The e-mail address of your {brand} account was changed to {masked}.',
  payoutAdded: 'A payout account ending {masked} was added to your {brand} account.',
  payoutRemoved: 'The payout account ending {masked} was removed from your {brand} account.',
  withdrawalPaid: {
    subject: '{brand}: your withdrawal was paid',
    lines: [
      'Your withdrawal of {amount} {currency} (reference {id}) was paid.',
      'Please confirm in the member center whether you received it. Without an answer within {minutes} minutes it counts as received.',
    ],
  },
  smsCode: '{brand}: your verification code is {code}. It expires in {minutes} minute(s).',
  smsNotice:
    '{brand}: {what} If this was not you, contact customer service at once and change your password.',
};
