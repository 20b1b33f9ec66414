import { forwardRef, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../TextField/Field';
import * as field from '../TextField/TextField.css';
import { messages } from './messages';
import * as styles from './PhoneField.css';

/**
 * A country the site accepts phone numbers from (spec 3 "Country entry"), e.g.
 * `{ countryCode: 'BD', countryDialingCode: '+880' }` as the server's status sends it.
 */
export interface CountryEntry {
  /** ISO 3166-1 alpha-2 code, shown beside the dialing code. */
  countryCode: string;
  /** Dialing code with or without the leading "+" ("+880" or "880"); the field shows exactly one "+". */
  countryDialingCode: string;
}

/** A phone number as the server takes it (spec 3 sms-code request: mobileNum + countryDialingCode). */
export interface PhoneValue {
  /**
   * Dialing code, e.g. "880" or "+880". A value passed in selects its country with or without the "+"; the field
   * reports a chosen country's code exactly as `countries` spells it (so the server's "+880" round-trips).
   */
  countryDialingCode: string;
  /** National number, ASCII digits only. */
  nationalNumber: string;
}

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children'
> {
  /** Visible label of the whole group; also names the number input. */
  label: ReactNode;
  /** Dialing codes offered, in order; the first is the default. */
  countries: readonly CountryEntry[];
  /** Controlled value. */
  value?: PhoneValue;
  /** Initial value when uncontrolled (default: first country, empty number). */
  defaultValue?: PhoneValue;
  /** Called with the whole value whenever the code or the number changes; the number is digits only. */
  onChange?: (value: PhoneValue) => void;
  /** Help text under the field (e.g. "Please enter your 10 digit phone number", spec 5). */
  hint?: ReactNode;
  /** Error text; sets aria-invalid on the number input, which it describes. */
  error?: string;
  /** `name` of the dialing-code select, for plain form posts (the number input takes `name`). */
  dialingCodeName?: string;
  /** Class of the outer wrapper (layout). */
  className?: string;
}

/** Code points of "0" in the digit sets players may type: ASCII, Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width. */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];

/** Keeps digits only, turning Bengali (০-৯), Thai and other native digits into ASCII ones. */
function digitsOnly(text: string): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
    if (zero !== undefined) out += String(cp - zero);
  }
  return out;
}

/** A dialing code without its leading "+" (and surrounding spaces): the server's status sends "+880". */
const plain = (code: string) => code.trim().replace(/^\+/, '');

/**
 * A phone number field: a dialing-code select and a national-number input in one labelled group. The number
 * input drops anything but digits (native digits are converted), and a pasted "+880 1712…" picks the code and keeps
 * the rest. No validation here: forms check numbers (libphonenumber). The ref points at the number input; other
 * input props (name, required, maxLength, onBlur, ...) go to it too.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    label,
    countries,
    value,
    defaultValue,
    onChange,
    hint,
    error,
    dialingCodeName,
    className,
    id,
    required,
    disabled,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const [own, setOwn] = useState<PhoneValue>(
    () =>
      defaultValue ?? {
        countryDialingCode: plain(countries[0]?.countryDialingCode ?? ''),
        nationalNumber: '',
      },
  );
  const given = value ?? own;
  // Codes are compared and shown in one form (no "+"), whichever form the caller passed.
  const current: PhoneValue = { ...given, countryDialingCode: plain(given.countryDialingCode) };
  const invalid = Boolean(error);
  const known = countries.some((c) => plain(c.countryDialingCode) === current.countryDialingCode);

  const optionText = (countryCode: string, dialingCode: string) =>
    intl.formatMessage(messages.option, { countryCode, dialingCode }).trim();

  // Reports the code in the caller's own spelling (the `countries` entry), whatever form is used inside.
  const spelled = (code: string) =>
    countries.find((c) => plain(c.countryDialingCode) === code)?.countryDialingCode.trim() ?? code;
  const emit = (next: PhoneValue) => {
    const out = { ...next, countryDialingCode: spelled(next.countryDialingCode) };
    if (value === undefined) setOwn(out);
    onChange?.(out);
  };

  const handleNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    let nationalNumber = digitsOnly(raw);
    let { countryDialingCode } = current;
    if (raw.trimStart().startsWith('+')) {
      // An international number (paste, autofill): take its code when we offer it, longest match first.
      const match = countries
        .map((c) => plain(c.countryDialingCode))
        .filter((code) => nationalNumber.startsWith(code))
        .sort((a, b) => b.length - a.length)[0];
      if (match) {
        countryDialingCode = match;
        nationalNumber = nationalNumber.slice(match.length);
      }
    }
    emit({ countryDialingCode, nationalNumber });
  };

  return (
    <div
      role="group"
      aria-labelledby={ids.label}
      className={className ? `${field.root} ${className}` : field.root}
    >
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <div className={invalid ? `${field.box} ${field.boxInvalid}` : field.box}>
        <span className={styles.codeWrap}>
          <select
            name={dialingCodeName}
            value={current.countryDialingCode}
            disabled={disabled}
            aria-label={intl.formatMessage(messages.dialingCode)}
            onChange={(event) => emit({ ...current, countryDialingCode: event.target.value })}
            className={`${field.control} ${styles.code}`}
          >
            {known || !current.countryDialingCode ? null : (
              <option value={current.countryDialingCode}>{optionText('', current.countryDialingCode)}</option>
            )}
            {countries.map((country) => (
              <option key={country.countryCode} value={plain(country.countryDialingCode)}>
                {optionText(country.countryCode, plain(country.countryDialingCode))}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className={styles.chevron}>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </span>
        <input
          autoComplete="tel-national"
          {...rest}
          ref={ref}
          id={ids.control}
          type="tel"
          inputMode="numeric"
          value={current.nationalNumber}
          required={required}
          disabled={disabled}
          onChange={handleNumber}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(describedByProp, hint ? ids.hint : null, invalid && ids.error)}
          className={`${field.control} ${styles.number}`}
        />
      </div>
      <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} />
    </div>
  );
});
