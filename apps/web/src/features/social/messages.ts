import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Strings of social login (login popup buttons and the /social completion page). */
export const socialMessages = defineMessages(catalogue.socialMessages);

/** Its texts with arguments (typed values). */
export const socialValues = defineMessages<{
  signedInAs: { provider: string; email: string };
  provider: { provider: string };
}>(catalogue.socialValues);

/** Display names of the providers (brand names, not translated). */
export const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
