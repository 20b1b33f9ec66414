/**
 * Money and dates as the member's lists show them (wallet, records): the brand currency formatter, instants in the
 * brand timezone, and the text of a failed call. Shared by feature folders (docs/architecture.md "Web").
 */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useBrand } from '../brand/brand';
import { ApiError } from '../api/client';
import { clientErrorMessage } from '../i18n/appMessages';
import { formatMoney } from './money';

/**
 * The brand currency (ISO code, symbol, decimals) and a formatter of decimal strings in it for the UI language:
 * `format(value, currency?, signed?, narrow?)` as {@link formatMoney}.
 */
export function useMoney() {
  const intl = useIntl();
  const { status } = useBrand();
  const { code, symbol, exponent } = status.info.currency;
  const format = useCallback(
    (value: string, currency = code, signed = false, narrow = false) =>
      formatMoney(value, currency, intl.locale, exponent, signed, narrow),
    [code, exponent, intl.locale],
  );
  return { currency: code, symbol, exponent, format };
}

/** Date and time options of the money and record lists. */
const DATE_TIME = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/**
 * Formats an ISO instant in the brand's timezone (docs/architecture.md "Conventions": "Dates are stored in UTC and shown in the brand's
 * timezone"), explicitly, whatever the IntlProvider was given. `seconds` adds the seconds (account record).
 */
export function useBrandDateTime() {
  const intl = useIntl();
  const { status } = useBrand();
  const timeZone = status.info.timezone ?? 'UTC';
  const format = useCallback(
    (iso: string, seconds = false) =>
      intl.formatDate(iso, { ...DATE_TIME, ...(seconds ? { second: '2-digit' } : {}), timeZone }),
    [intl, timeZone],
  );
  return { timeZone, format };
}

/** The text of a failed call: the server's localised message, else the client's own (network, timeout, unknown). */
export function errorText(intl: IntlShape, err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return intl.formatMessage(clientErrorMessage(err));
}

/**
 * A formatter of calendar days (`YYYY-MM-DD` of the brand calendar, as the server's daily rows give them) in the UI
 * language, shown as that very date: formatted at UTC noon in UTC, so no timezone shifts it. `short` leaves out the
 * year (chart axis labels).
 */
export function useCalendarDayLabel() {
  const intl = useIntl();
  return useCallback(
    (day: string, short = false) =>
      intl.formatDate(`${day}T12:00:00Z`, {
        ...(short ? {} : { year: 'numeric' }),
        month: '2-digit',
        day: '2-digit',
        timeZone: 'UTC',
      }),
    [intl],
  );
}
