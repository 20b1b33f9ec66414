/**
 * The server's error catalogues (spec section 8): English and every catalogue file (Bengali, Hindi, ...) cover every
 * errorCode of packages/api-client/src/errors.ts with the same {placeholders}, and `message()` picks and fills them.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, type ErrorCode } from '@playdeck/api-client/errors';
import { bn } from './errors.bn.ts';
import { en } from './errors.en.ts';
import { hi } from './errors.hi.ts';
import { SERVER_LANGUAGES, errorCatalogue, message, normaliseLanguage } from './index.ts';

const codes = Object.keys(ErrorCodes) as ErrorCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const BENGALI = /[\u0980-\u09FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('error catalogues', () => {
  it('give an English and a Bengali text for every error code, and nothing else', () => {
    expect(Object.keys(en).sort()).toEqual([...codes].sort());
    expect(Object.keys(bn).sort()).toEqual([...codes].sort());
    for (const c of codes) {
      expect(en[c].trim(), c).not.toBe('');
      expect(bn[c].trim(), c).not.toBe('');
    }
  });

  it('are found from the catalogue files alone: every errors.<lang>.ts is a language, with each code', () => {
    expect(SERVER_LANGUAGES).toEqual(expect.arrayContaining(['bn', 'en', 'hi']));
    for (const lang of SERVER_LANGUAGES) {
      const table = errorCatalogue(lang)!;
      expect(Object.keys(table).sort(), lang).toEqual([...codes].sort());
      const differ = codes.filter(
        (c) => JSON.stringify(placeholders(en[c])) !== JSON.stringify(placeholders(table[c])),
      );
      expect(differ, `${lang}: ${differ.join(', ')}`).toEqual([]);
    }
    expect(errorCatalogue('hi')).toBe(hi);
  });

  it('write Hindi in Devanagari (no untranslated copies)', () => {
    expect(codes.filter((c) => !DEVANAGARI.test(hi[c]) || hi[c] === en[c])).toEqual([]);
    expect(message('ACCOUNT_LOCKED', 'hi', { minutes: 30 })).toBe(
      'बहुत अधिक असफल प्रयास, कृपया 30 मिनट बाद फिर से कोशिश करें।',
    );
    expect(normaliseLanguage('hi-IN')).toBe('hi');
  });

  it('use the same {placeholders} in both languages', () => {
    const differ = codes.filter(
      (c) => JSON.stringify(placeholders(en[c])) !== JSON.stringify(placeholders(bn[c])),
    );
    expect(differ, differ.map((c) => `${c}: "${en[c]}" / "${bn[c]}"`).join('\n')).toEqual([]);
  });

  it('write Bengali in Bengali script and English without it (no untranslated copies)', () => {
    const untranslated = codes.filter((c) => !BENGALI.test(bn[c]) || bn[c] === en[c]);
    expect(untranslated).toEqual([]);
    expect(codes.filter((c) => BENGALI.test(en[c]))).toEqual([]);
  });

  it('keep the texts of spec section 8 word for word in English', () => {
    expect(en.LOGIN_REQUIRED_FIELDS).toBe('Please enter the username and password');
    expect(en.PHONE_INVALID).toBe('Invalid phone number format.');
    expect(en.PHONE_MISSING).toBe('Please enter a valid phone number.');
    expect(en.SMS_TOO_MANY_REQUESTS).toBe('Too many requests, please try again after 5 minutes.');
    expect(en.SMS_CODE_INVALID).toBe('Verification code is not valid');
    expect(en.SMS_CODE_MISSING).toBe('Verification code is missing');
    expect(en.SMS_CODE_EXPIRED).toBe('Verification code has expired, please send again.');
    expect(en.SMS_NOT_ENABLED).toBe('Not enabled function, please contact customer service.');
    expect(en.NOT_LOGGED_IN).toBe('You are not logged in, please login');
    expect(en.DECRYPTION_FAILED).toBe('Network link is abnormal, please try again');
    expect(en.NOT_FOUND).toBe('Invalid URL, please contact customer service');
    expect(en.SYSTEM_MAINTENANCE).toBe('System maintenance');
    expect(en.ACCESS_RESTRICTED).toBe('Access restricted');
  });
});

describe('message()', () => {
  it('fills placeholders, numbers in the language digits (Bengali digits in Bengali)', () => {
    expect(message('ACCOUNT_LOCKED', 'en', { minutes: 30 })).toBe(
      'Too many failed attempts, please try again after 30 minutes.',
    );
    const b = message('ACCOUNT_LOCKED', 'bn', { minutes: 30 });
    expect(b).toContain('৩০ মিনিট');
    expect(b).not.toMatch(/[0-9]/);
    expect(message('FEEDBACK_CONTENT_LENGTH', 'bn', { min: 20, max: 200 })).toContain('২০ থেকে ২০০');
    // Amount limits arrive as decimal strings: exact, in Bengali digits in Bengali, as given in English.
    const range = { min: '100.00', max: '25000.50' };
    expect(message('AMOUNT_OUT_OF_RANGE', 'bn', range)).toContain('১০০.০০');
    expect(message('AMOUNT_OUT_OF_RANGE', 'bn', range)).toContain('২৫০০০.৫০');
    expect(message('AMOUNT_OUT_OF_RANGE', 'bn', range)).not.toMatch(/[0-9]/);
    expect(message('AMOUNT_OUT_OF_RANGE', 'en', range)).toBe(
      'Please enter an amount from 100.00 to 25000.50',
    );
    // Other strings are given as is; unknown placeholders stay visible rather than vanish.
    expect(message('FEEDBACK_CONTENT_LENGTH', 'bn', { min: 'x1' })).toContain('x1 থেকে {max}');
  });

  it('falls back to English for a language without a catalogue', () => {
    expect(message('UNKNOWN', 'th')).toBe(en.UNKNOWN);
    expect(message('UNKNOWN', undefined)).toBe(en.UNKNOWN);
    expect(normaliseLanguage('bn-BD')).toBe('bn');
    expect(normaliseLanguage('EN_us')).toBe('en');
    expect(normaliseLanguage('th')).toBeUndefined();
  });
});
