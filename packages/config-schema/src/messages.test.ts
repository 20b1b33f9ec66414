import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { allMessages } from './messages';

const ids = Object.keys(allMessages);

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('registration messages', () => {
  it('carry an explicit id, an English default and a description each', () => {
    for (const [id, m] of Object.entries(allMessages)) {
      expect(m.id).toBe(id);
      expect(m.defaultMessage.length).toBeGreaterThan(0);
      expect(m.description.length).toBeGreaterThan(10);
    }
  });

  it('have the spec section 5 texts', () => {
    const texts = ids.map((id) => allMessages[id]!.defaultMessage);
    for (const text of [
      'Please fill in your password with {min} - {max} characters',
      'Please enter a valid verification code',
      'Please enter a valid mobile number',
      'Incorrect confirmation input',
      'Real name format is incorrect',
      'Phone number format is incorrect',
      'Invalid invitation code',
      'Input cannot be empty',
      'Items marked with * are required',
      'Please agree to the {terms}',
      'Please confirm you are 21 years old',
      'Please enter your {digits} digit phone number',
    ])
      expect(texts).toContain(text);
  });

  it('appear in locales/en.json with their English default text', () => {
    for (const id of ids) expect(en[id as keyof typeof en], id).toBe(allMessages[id]!.defaultMessage);
  });

  it('appear in locales/bn.json in Bengali, with the same ICU arguments as English', () => {
    for (const id of ids) {
      const text = bn[id as keyof typeof bn];
      expect(text, id).toBeTypeOf('string');
      expect(text, id).toMatch(/[\u0980-\u09FF]/);
      expect(argumentsOf(text), id).toEqual(argumentsOf(allMessages[id]!.defaultMessage));
    }
  });

  it('keep both catalogs sorted by key', () => {
    for (const catalog of [en, bn]) {
      const keys = Object.keys(catalog);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('format in both languages with min and max values', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['bn', bn],
    ] as const) {
      const intl = createIntl({ locale, messages, onError: (e) => expect.fail(String(e)) });
      for (const id of ids)
        expect(intl.formatMessage({ id }, { min: 6, max: 16, digits: 10, terms: 'T' })).not.toContain('{');
    }
  });
});
