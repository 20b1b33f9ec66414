/**
 * App-wide messages (ids `app.*`). English is the source; `node scripts/i18n.mjs extract` copies them into
 * locales/en.json; Bengali is translated in locales/bn.json.
 */
import { defineMessages } from 'react-intl';
import * as catalogue from './appMessages.json';

export const appMessages = defineMessages(catalogue.appMessages);

/** The message for an error without a server message (network, timeout, unknown). */
export function clientErrorMessage(error: unknown) {
  const code = (error as { errorCode?: string } | null)?.errorCode;
  if (code === 'NETWORK') return appMessages.networkError;
  if (code === 'TIMEOUT') return appMessages.timeoutError;
  return appMessages.unknownError;
}

/** Messages with ICU arguments (typed values). */
export const appValueMessages = defineMessages<{ regionIp: { ip: string } }>(catalogue.appValueMessages);
