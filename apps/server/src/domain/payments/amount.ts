/**
 * Money typed by a member (a decimal string in the currency's major unit) to bigint minor units, never through a
 * float. Bad input (docs/architecture.md "Targets"): negative, zero, fractional beyond the exponent, huge and non-numeric amounts are refused.
 */
import { fail } from '../../infra/errors.ts';
import { formatMinor } from '../money.ts';

const DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Parses `text` ("500", "500.5", "500.50") as minor units of a currency with `exponent` decimals and checks it lies in
 * `[min, max]` (minor units).
 * @throws AMOUNT_INVALID (not a plain positive decimal number: empty, signs, spaces, exponents, commas, zero),
 *   AMOUNT_PRECISION `{decimals}` (more decimals than the currency has), AMOUNT_OUT_OF_RANGE `{min, max}` (decimal
 *   strings of the limits; also for huge numbers)
 */
export function parseAmount(text: string, exponent: number, min: bigint, max: bigint): bigint {
  const m = DECIMAL.exec(text);
  if (!m) throw fail('AMOUNT_INVALID');
  const [, int = '', frac = ''] = m;
  if (frac.length > exponent) throw fail('AMOUNT_PRECISION', undefined, { decimals: exponent });
  const range = { min: formatMinor(min, exponent), max: formatMinor(max, exponent) };
  // A number with more integer digits than any limit is out of range without building a huge bigint.
  const intDigits = int.replace(/^0+/, '');
  if (intDigits.length > 18) throw fail('AMOUNT_OUT_OF_RANGE', undefined, range);
  const minor = BigInt((intDigits || '0') + frac.slice(0, exponent).padEnd(exponent, '0'));
  if (minor <= 0n) throw fail('AMOUNT_INVALID');
  if (minor < min || minor > max) throw fail('AMOUNT_OUT_OF_RANGE', undefined, range);
  return minor;
}
