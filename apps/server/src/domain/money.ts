/** Money as text: integer minor units (bigint) inside, decimal strings outside; never a JS float (docs/architecture.md "Money"). */

/**
 * Formats integer minor units as a decimal string: (1250n, 2) -> "12.50". Never goes through a float.
 */
export function formatMinor(minor: bigint | string | number, exponent: number): string {
  const v = BigInt(minor);
  const neg = v < 0n;
  const abs = (neg ? -v : v).toString().padStart(exponent + 1, '0');
  const int = abs.slice(0, abs.length - exponent) || '0';
  const frac = exponent > 0 ? '.' + abs.slice(abs.length - exponent) : '';
  return (neg ? '-' : '') + int + frac;
}
