/**
 * App-wide messages (ids `app.*`). English is the source; `node scripts/i18n.mjs extract` copies them into
 * locales/en.json; Bengali is translated in locales/bn.json.
 */
import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  retry: { id: 'app.retry', defaultMessage: 'Try again', description: 'Retry button after a failed load' },
  listLoading: {
    id: 'app.list.loading',
    defaultMessage: 'Loading…',
    description: 'Member lists (wallet, records): label of a spinner while data loads',
  },
  listLoadError: {
    id: 'app.list.loadError',
    defaultMessage: 'This could not be loaded.',
    description: 'Member lists (wallet, records): a list or balance failed to load',
  },
  loadFailedTitle: {
    id: 'app.loadFailed.title',
    defaultMessage: 'The page could not be loaded',
    description: 'Title of the error state when the site configuration or a page failed to load',
  },
  networkError: {
    id: 'app.error.network',
    defaultMessage: 'Network link is abnormal, please try again',
    description: 'Spec 8 general error: no answer from the server (offline, DNS, connection reset)',
  },
  timeoutError: {
    id: 'app.error.timeout',
    defaultMessage: 'The page took longer time to load, please check your network connectivity',
    description: 'Spec 8 general error: a request or page chunk timed out',
  },
  unknownError: {
    id: 'app.error.unknown',
    defaultMessage: 'Unknown error',
    description: 'Spec 8 general error: an error without a more precise message',
  },
  customerService: {
    id: 'app.customerService',
    defaultMessage: 'Customer service',
    description: 'Button or link opening the brand customer service chat',
  },
  maintenanceTitle: {
    id: 'app.maintenance.title',
    defaultMessage: 'System maintenance',
    description: 'Spec 8 key game_maintenance: title of the full-screen maintenance page',
  },
  maintenanceInfo: {
    id: 'app.maintenance.info',
    defaultMessage: 'We are upgrading the site to serve you better. Please come back a little later.',
    description: 'Spec 8 key info_maintenance: text of the full-screen maintenance page',
  },
  regionTitle: {
    id: 'app.region.title',
    defaultMessage: 'Access restricted',
    description: 'Spec 8 key blockip: title of the full-screen region-blocked page',
  },
  regionInfo: {
    id: 'app.region.info',
    defaultMessage: 'Sorry, our service is not available in your region.',
    description: 'Spec 8 key info_ip_block: text of the full-screen region-blocked page',
  },
});

/** The message for an error without a server message (network, timeout, unknown). */
export function clientErrorMessage(error: unknown) {
  const code = (error as { errorCode?: string } | null)?.errorCode;
  if (code === 'NETWORK') return appMessages.networkError;
  if (code === 'TIMEOUT') return appMessages.timeoutError;
  return appMessages.unknownError;
}

/** Messages with ICU arguments (typed values). */
export const appValueMessages = defineMessages<{ regionIp: { ip: string } }>({
  regionIp: {
    id: 'app.region.ip',
    defaultMessage: 'Your IP address: {ip}',
    description:
      'Region-blocked page: the visitor IP address as the server saw it. ip: an IPv4 or IPv6 address',
  },
});
