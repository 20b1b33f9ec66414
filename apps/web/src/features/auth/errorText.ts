import type { IntlShape } from 'react-intl';
import { ApiError } from '../../shared/api/client';
import { clientErrorMessage } from '../../shared/i18n/appMessages';

/** Text to show for a failed call: the server's localised message, else the client's message (spec 8 general). */
export function errorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return intl.formatMessage(clientErrorMessage(error));
}
