import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { localDigits } from './digits';
import { formatMoney } from './money';
import bnCatalogue from '../../../../../locales/bn.json';
import enCatalogue from '../../../../../locales/en.json';

const LATIN = /[0-9]/;

describe('digits by language (Bengali in bn, Latin in en)', () => {
  it('writes an identifier digit by digit, exactly, without grouping', () => {
    expect(localDigits('10000042', 'bn')).toBe('১০০০০০৪২');
    expect(localDigits('ID 7-09', 'bn')).toBe('ID ৭-০৯');
    expect(localDigits('10000042', 'en')).toBe('10000042');
  });

  it('formats money exactly in Bengali digits in bn and Latin digits in en', () => {
    const bn = formatMoney('1234567.05', 'BDT', 'bn');
    expect(bn).toContain('১২,৩৪,৫৬৭.০৫');
    expect(bn).not.toMatch(LATIN);
    expect(formatMoney('1234567.05', 'BDT', 'en')).toMatch(/^BDT\s1,234,567\.05$/);
  });

  it('shows a unit that is not an ISO currency (points) after the number instead of throwing', () => {
    expect(formatMoney('1234.5', 'POINTS', 'en', 2, true)).toBe('+1,234.50 POINTS');
    expect(formatMoney('1234.5', 'POINTS', 'bn', 0)).toBe('১,২৩৫ POINTS');
  });

  it('formats a date and time through react-intl in Bengali digits in bn and Latin digits in en', () => {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Dhaka',
    } as const;
    const instant = '2025-03-09T14:05:00Z';
    const bn = createIntl({ locale: 'bn' }).formatDate(instant, options);
    expect(bn).toContain('০৯');
    expect(bn).toContain('২০:০৫');
    expect(bn).not.toMatch(LATIN);
    const en = createIntl({ locale: 'en' }).formatDate(instant, options);
    expect(en).toContain('20:05');
    expect(en).toContain('2025');
  });
});

describe('numbers filled into messages', () => {
  it('writes counts and levels in Bengali digits in bn and Latin digits in en', () => {
    const values = { limit: '৳১০০', used: '৳০', count: 12, countLimit: 40 };
    const bn = createIntl({ locale: 'bn', messages: bnCatalogue as Record<string, string> });
    expect(bn.formatMessage({ id: 'app.agentTeam.levelUpline' }, { depth: 3, upline: 'a1' })).toContain(
      'স্তর ৩',
    );
    const line = bn.formatMessage({ id: 'app.agentTeam.limitLine' }, values);
    expect(line).toContain('৪০টির মধ্যে ১২টি');
    expect(line).not.toMatch(LATIN);
    const en = createIntl({ locale: 'en', messages: enCatalogue as Record<string, string> });
    expect(en.formatMessage({ id: 'app.agentTeam.levelUpline' }, { depth: 3, upline: 'a1' })).toContain('3');
  });
});
