import { defineMessages } from 'react-intl';

/** Strings of social login (login popup buttons and the /social completion page). */
export const socialMessages = defineMessages({
  or: {
    id: 'app.socialLogin.or',
    defaultMessage: 'or',
    description: 'Login popup: separator before the social login buttons',
  },
  google: {
    id: 'app.socialLogin.google',
    defaultMessage: 'Continue with Google',
    description: 'Login popup: social login button',
  },
  facebook: {
    id: 'app.socialLogin.facebook',
    defaultMessage: 'Continue with Facebook',
    description: 'Login popup: social login button',
  },
  title: {
    id: 'app.socialLogin.title',
    defaultMessage: 'Finish signing in',
    description: 'Social sign-in page: title',
  },
  failed: {
    id: 'app.socialLogin.failed',
    defaultMessage: 'Social sign-in did not complete. Please try again.',
    description: 'Social sign-in page: the provider or the check refused',
  },
  suspended: {
    id: 'app.socialLogin.suspended',
    defaultMessage: 'This account is suspended. Please contact customer service.',
    description: 'Social sign-in page: the linked account is locked by its agent',
  },
  expired: {
    id: 'app.socialLogin.expired',
    defaultMessage: 'This social sign-in has expired. Please start again.',
    description: 'Social sign-in page: no pending sign-in in this browser',
  },
  backHome: {
    id: 'app.socialLogin.backHome',
    defaultMessage: 'Back to home',
    description: 'Social sign-in page: button',
  },
  haveAccount: {
    id: 'app.socialLogin.haveAccount',
    defaultMessage: 'I already have an account',
    description: 'Social sign-in page: section to link an existing account',
  },
  haveAccountHint: {
    id: 'app.socialLogin.haveAccountHint',
    defaultMessage: 'Enter its username and password once; next time the button signs you in.',
    description: 'Social sign-in page: link section hint',
  },
  username: {
    id: 'app.socialLogin.username',
    defaultMessage: 'Username',
    description: 'Social sign-in page: username field',
  },
  password: {
    id: 'app.socialLogin.password',
    defaultMessage: 'Password',
    description: 'Social sign-in page: password field',
  },
  link: {
    id: 'app.socialLogin.link',
    defaultMessage: 'Link and sign in',
    description: 'Social sign-in page: submit of the link form',
  },
  newAccount: {
    id: 'app.socialLogin.newAccount',
    defaultMessage: 'Create a new account',
    description: 'Social sign-in page: section to register',
  },
  sections: {
    id: 'app.socialLogin.sections',
    defaultMessage: 'How to continue',
    description: 'Social sign-in page: label of the tabs',
  },
});

/** Its texts with arguments (typed values). */
export const socialValues = defineMessages<{
  signedInAs: { provider: string; email: string };
  provider: { provider: string };
}>({
  signedInAs: {
    id: 'app.socialLogin.signedInAs',
    defaultMessage: '{provider} account {email} is not linked to an account here yet.',
    description: 'Social sign-in page: the provider account, with its e-mail',
  },
  provider: {
    id: 'app.socialLogin.provider',
    defaultMessage: 'Your {provider} account is not linked to an account here yet.',
    description: 'Social sign-in page: the provider account without an e-mail',
  },
});

/** Display names of the providers (brand names, not translated). */
export const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
