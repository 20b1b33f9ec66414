import type { IntlShape } from 'react-intl';
import { ApiError } from '../../shared/api/client';
import { clientErrorMessage } from '../../shared/i18n/appMessages';

/** Text for a failed call: the server's localised message, else the client's own (spec 8 "General"). */
export function errorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return intl.formatMessage(clientErrorMessage(error));
}
