import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useBrand } from '../../shared/brand/brand';
import { ApiError } from '../../shared/api/client';
import { clientErrorMessage } from '../../shared/i18n/appMessages';
import { formatMoney, type AmountProblem } from './money';
import { walletMessages as wm, walletValues as wv } from './messages';

/** The brand currency (ISO code, symbol, decimals) and a formatter of decimal strings in it for the UI language. */
export function useMoney() {
  const intl = useIntl();
  const { status } = useBrand();
  const { code, symbol, exponent } = status.info.currency;
  const format = useCallback(
    (value: string, currency = code, signed = false) =>
      formatMoney(value, currency, intl.locale, exponent, signed),
    [code, exponent, intl.locale],
  );
  return { currency: code, symbol, exponent, format };
}

/** Date and time options of the wallet lists. */
const DATE_TIME = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/**
 * Formats an ISO instant in the brand's timezone (CONVENTIONS "Dates are stored in UTC and shown in the brand's
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

/** The field error of an amount problem (see `amountProblem`), with limits formatted as money. */
export function amountProblemText(
  intl: IntlShape,
  problem: AmountProblem | null,
  o: { exponent: number; min?: string; max?: string; format: (v: string) => string },
): string | undefined {
  switch (problem) {
    case null:
      return undefined;
    case 'required':
      return intl.formatMessage(wm.amountRequired);
    case 'invalid':
      return intl.formatMessage(wm.amountInvalid);
    case 'precision':
      return intl.formatMessage(wv.amountPrecision, { decimals: o.exponent });
    case 'min':
      return intl.formatMessage(wv.amountMin, { min: o.format(o.min ?? '0') });
    case 'max':
      return intl.formatMessage(wv.amountMax, { max: o.format(o.max ?? '0') });
  }
}
