// @vitest-environment node
// The brand's payment settings (`/payments`: deposit methods, withdrawal limits, receipt minutes): the shipped
// data, server-only visibility, and the precise problems config:validate prints for them.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { toFrontend } from '../visibility';
import { loadBrands } from './loadBrands';
import { configCopies, configDir } from '../test/configCopies';

const copies = configCopies('payments');

function variant(name: string, payments: unknown) {
  const dir = copies.variant(name, (brand) => {
    brand.payments = payments;
  });
  return loadBrands(dir, { relativeTo: dir });
}

const method = (over: Record<string, unknown> = {}) => ({
  id: 'bkash',
  name: 'bKash',
  provider: 'sandbox',
  minMinor: '20000',
  maxMinor: '2500000',
  feeMinor: '0',
  enabled: true,
  ...over,
});

describe('payment settings', () => {
  const shipped = loadBrands(configDir);
  const byId = (id: string) => shipped.brands.find((b) => b.id === id)!.config;

  it('ship bKash, Nagad, Rocket and bank transfer for the default brand and INR methods for nova', () => {
    expect(shipped.problems).toEqual([]);
    expect(byId('deshplay').payments.depositMethods.map((m) => m.name)).toEqual([
      'bKash',
      'Nagad',
      'Rocket',
      'Bank transfer',
    ]);
    expect(byId('deshplay').payments.receiptConfirmMinutes).toBe(30);
    expect(byId('nova').payments.depositMethods.map((m) => m.id)).toEqual(['upi', 'imps']);
    expect(byId('nova').payments.depositExpiryMinutes).toBe(30);
  });

  it('stay on the server', () => {
    expect(toFrontend(byId('deshplay'))).not.toHaveProperty('payments');
  });

  it('refuse amounts that are not minor-unit digit strings and unknown providers', () => {
    const r = variant('schema', {
      depositMethods: [method({ minMinor: 200, provider: 'paypal' })],
    });
    const lines = r.problems.map(formatProblem);
    expect(lines.some((l) => l.includes('/payments/depositMethods/0/minMinor'))).toBe(true);
    expect(lines.some((l) => l.includes('/payments/depositMethods/0/provider'))).toBe(true);
  });

  it('check duplicate ids, min above max and a fee as large as the maximum', () => {
    const r = variant('semantic', {
      depositMethods: [method(), method({ minMinor: '900', maxMinor: '800', feeMinor: '800' })],
      withdrawal: { minMinor: '5', maxMinor: '1' },
    });
    expect(r.problems.map(formatProblem)).toEqual([
      'brands/deshplay/brand.json:/payments/depositMethods/1/id expected a method id not listed before (already at /payments/depositMethods/0), found "bkash"',
      'brands/deshplay/brand.json:/payments/depositMethods/1/maxMinor expected at least minMinor (900), found "800"',
      'brands/deshplay/brand.json:/payments/depositMethods/1/feeMinor expected less than maxMinor (800), found "800"',
      'brands/deshplay/brand.json:/payments/withdrawal/maxMinor expected at least minMinor (5), found "1"',
    ]);
  });
});
