/**
 * The games server's languages without a server (docs/architecture.md "Games server"): the dictionaries (same keys and placeholders
 * in en and bn, Bengali text in bn, a text for every API error code the server sends), the language choice (lang
 * query, cookie, Accept-Language, English), the JSON block the scripts read, the page-side formats, and the
 * browser's formats (public/i18n.js) against the player site's money format (apps/web formatMoney).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../web/src/shared/format/money.ts';
import { createI18n } from '../public/i18n.js';
import { formatAmount, formatPercent, formatSeconds, formatTimes } from '../src/i18n/format.ts';
import {
  acceptLanguage,
  jsonForScript,
  LANGUAGES,
  messagesBlock,
  MESSAGES,
  pickLanguage,
  supportedLang,
  t,
  tHtml,
} from '../src/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z0-9]+)\}/g)].map((m) => m[1]).sort();

/** Keys whose translated text is rightly the same as the English one: brand names and a dash. */
const SAME_IN_BOTH = new Set(['game.name.bgs-slot', 'game.name.bgs-vnlotto', 'common.none']);

/** The script each translation is written in. */
const SCRIPTS: Record<string, RegExp> = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };

describe('dictionaries', () => {
  it('are English and every messages.<lang>.ts file: bn and hi among them', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(LANGUAGES).toEqual(expect.arrayContaining(['bn', 'hi']));
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('each has exactly the keys of en, with the same placeholders, and no empty text', () => {
    for (const lang of LANGUAGES) {
      const dict = MESSAGES[lang]!;
      expect(Object.keys(dict).sort(), lang).toEqual(Object.keys(MESSAGES.en).sort());
      for (const [key, en] of Object.entries(MESSAGES.en)) {
        const text = dict[key as keyof typeof MESSAGES.en];
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en));
        expect(en.trim(), key).not.toBe('');
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });

  it('translations are in their script (not English left in place), but for brand names', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const script = SCRIPTS[lang];
      expect(script, `a script for ${lang} in this test`).toBeDefined();
      for (const [key, text] of Object.entries(MESSAGES[lang]!)) {
        if (SAME_IN_BOTH.has(key)) {
          expect(text, key).toBe(MESSAGES.en[key as keyof typeof MESSAGES.en]);
          continue;
        }
        expect(text, `${lang} ${key}`).toMatch(script!);
        expect(text, `${lang} ${key}`).not.toBe(MESSAGES.en[key as keyof typeof MESSAGES.en]);
      }
    }
  });

  it('has a text for every error code the games server answers', () => {
    const src = new URL('../src/', import.meta.url);
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const codes = new Set<string>();
    for (const f of files) {
      const text = readFileSync(new URL(f, src), 'utf8');
      for (const m of text.matchAll(
        /(?:err|sendError)\(\s*reply,\s*[^,]+,\s*'([A-Z_]+)'|(?:GameInputError|PlayError)\(\s*'([A-Z_]+)'/g,
      ))
        codes.add((m[1] ?? m[2])!);
    }
    // The scan finds the codes of the core, lottery and sandbox routes and the engines.
    for (const c of ['NOT_LOGGED_IN', 'BAD_DICE_BET', 'DRAW_CLOSED', 'BAD_ROUND', 'TOKEN_INVALID'])
      expect(codes).toContain(c);
    for (const c of codes) expect(MESSAGES.en, c).toHaveProperty(`error.${c}`);
  });
});

describe('language choice', () => {
  it('knows bn and en by their primary subtag, in any case', () => {
    expect(supportedLang('bn')).toBe('bn');
    expect(supportedLang('bn-BD')).toBe('bn');
    expect(supportedLang('EN_us')).toBe('en');
    expect(supportedLang('hi-IN')).toBe('hi');
    expect(supportedLang('th')).toBeUndefined();
    expect(supportedLang('')).toBeUndefined();
    expect(supportedLang(['bn'])).toBeUndefined();
  });

  it('reads Accept-Language by q-value, skipping q=0, wildcards and languages it does not speak', () => {
    expect(acceptLanguage('bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('bn');
    expect(acceptLanguage('fr-FR, en;q=0.5, bn;q=0.4')).toBe('en');
    expect(acceptLanguage('en;q=0.2, bn;q=0.9')).toBe('bn');
    expect(acceptLanguage('bn;q=0, en;q=0.1')).toBe('en');
    expect(acceptLanguage('*')).toBeUndefined();
    expect(acceptLanguage('th-TH,th;q=0.9')).toBeUndefined();
    expect(acceptLanguage('th-TH,hi;q=0.5')).toBe('hi');
    expect(acceptLanguage(';;,q=,bn;q=abc')).toBe('bn');
    expect(acceptLanguage(undefined)).toBeUndefined();
  });

  it('takes the lang query, then the cookie, then Accept-Language, then English; an unknown lang gives English', () => {
    expect(pickLanguage({ query: 'bn', cookie: 'en', acceptLanguage: 'en' })).toEqual({
      lang: 'bn',
      source: 'query',
    });
    expect(pickLanguage({ query: 'xx', acceptLanguage: 'bn' })).toEqual({ lang: 'en', source: 'query' });
    expect(pickLanguage({ query: 'th', cookie: 'bn' })).toEqual({ lang: 'en', source: 'query' });
    expect(pickLanguage({ query: '', cookie: 'bn', acceptLanguage: 'en' })).toEqual({
      lang: 'bn',
      source: 'cookie',
    });
    expect(pickLanguage({ cookie: 'zz', acceptLanguage: 'bn-BD' })).toEqual({ lang: 'bn', source: 'header' });
    expect(pickLanguage({ acceptLanguage: 'fr' })).toEqual({ lang: 'en', source: 'default' });
    expect(pickLanguage({})).toEqual({ lang: 'en', source: 'default' });
  });
});

describe('texts and the scripts’ block', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('bn', 'common.won', { amount: '৳১০' })).toBe('আপনি ৳১০ জিতেছেন');
    expect(t('en', 'common.won')).toBe('You won {amount}');
  });

  it('escapes message text in HTML but not the markup it is given', () => {
    const html = tHtml('en', 'lottery.rules.draw', {}, { count: '<b>', min: '00', max: '99' });
    expect(html).toContain('&quot;vnlotto.&lt;draw id&gt;:0:&lt;block&gt;&quot;');
    expect(html).toContain('&lt;b&gt;');
    expect(tHtml('en', 'lottery.commitment', { hash: '<code id="h">…</code>' })).toBe(
      'Seed commitment (SHA-256): <code id="h">…</code>',
    );
  });

  it('writes JSON that cannot close its script element and still parses to the same value', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts only the requested messages of the page language in the block', () => {
    const html = messagesBlock('bn', ['lottery.', 'error.'], { timeZone: 'Asia/Dhaka' });
    const m = /^<script type="application\/json" id="pd-i18n">(.*)<\/script>$/s.exec(html);
    const data = JSON.parse(m![1]!) as { lang: string; timeZone: string; messages: Record<string, string> };
    expect(data.lang).toBe('bn');
    expect(data.timeZone).toBe('Asia/Dhaka');
    expect(data.messages['lottery.place']).toBe('বাজি ধরুন');
    expect(data.messages['error.DRAW_CLOSED']).toBe(MESSAGES.bn!['error.DRAW_CLOSED']);
    expect(Object.keys(data.messages).every((k) => k.startsWith('lottery.') || k.startsWith('error.'))).toBe(
      true,
    );
  });
});

describe('page formats', () => {
  it('formats amounts, percentages, multiples and seconds with the language’s digits', () => {
    expect(formatAmount('en', 100000n)).toBe('1,000.00');
    expect(formatAmount('bn', 100000n)).toBe('১,০০০.০০');
    expect(formatAmount('bn', 100000n, false)).toBe('১০০০.০০');
    expect(formatAmount('en', -5n)).toBe('-0.05');
    expect(formatPercent('en', 96.611)).toBe('96.611%');
    expect(formatPercent('bn', 98.7649)).toBe('৯৮.৭৬৪৯%');
    expect(formatTimes('bn', '3.5')).toBe('৩.৫×');
    expect(formatSeconds('en', 300_000)).toBe('300 seconds');
    expect(formatSeconds('bn', 15_000)).toBe('১৫ সেকেন্ড');
  });
});

describe('the page scripts’ formats (public/i18n.js)', () => {
  const en = createI18n({ lang: 'en', messages: MESSAGES.en, timeZone: 'Asia/Dhaka' });
  const bn = createI18n({ lang: 'bn', messages: MESSAGES.bn!, timeZone: 'Asia/Dhaka' });

  it('formats money like the player site, in both languages', () => {
    for (const [minor, decimal] of [
      ['123450', '1234.50'],
      ['5', '0.05'],
      ['-1050', '-10.50'],
      ['99999999999999999', '999999999999999.99'],
    ] as const) {
      expect(en.money(minor, 'BDT')).toBe(formatMoney(decimal, 'BDT', 'en'));
      expect(bn.money(minor, 'BDT')).toBe(formatMoney(decimal, 'BDT', 'bn'));
      expect(bn.money(minor, 'INR')).toBe(formatMoney(decimal, 'INR', 'bn'));
    }
    expect(bn.money('123450', 'BDT')).toBe('১,২৩৪.৫০৳');
    expect(en.money('123450', 'BDT')).toMatch(/^BDT\s1,234\.50$/);
  });

  it('names trial and demo money, which Intl cannot, and shows a bare amount before the currency is known', () => {
    expect(en.money('100000', 'DEMO')).toBe('1,000.00 DEMO');
    expect(bn.money('100000', 'TRIAL')).toBe('১,০০০.০০ ট্রায়াল');
    expect(bn.money('100', '')).toBe('১.০০');
  });

  it('reads stakes typed with Latin or Bengali digits', () => {
    expect(bn.parseMinor('১০.৫০')).toBe('1050');
    expect(bn.parseMinor('১,০০০')).toBe('100000');
    expect(en.parseMinor(' 1,000.5 ')).toBe('100050');
    expect(en.parseMinor('10,50')).toBe('1050');
    expect(en.parseMinor('7')).toBe('700');
    for (const bad of ['', 'abc', '1.234', '-1', '1,00,0.00', '1e3'])
      expect(en.parseMinor(bad), bad).toBeNull();
  });

  it('shows draw times in the page’s zone, naming it', () => {
    expect(en.time('2026-11-21T14:35:00Z')).toBe('20:35 GMT+6');
    expect(bn.time('2026-11-21T14:35:00Z')).toMatch(/^২০:৩৫ GMT\s?\+৬$/);
    expect(bn.two(7)).toBe('০৭');
    expect(en.percent(49.5)).toBe('49.5%');
  });

  it('words an API error by scope, then by code, then by the server, then generically', () => {
    expect(bn.errorText({ code: 'NOT_LOGGED_IN' }, 'lottery')).toBe(
      MESSAGES.bn!['error.lottery.NOT_LOGGED_IN'],
    );
    expect(bn.errorText({ code: 'NOT_LOGGED_IN' }, 'play')).toBe(MESSAGES.bn!['error.NOT_LOGGED_IN']);
    expect(en.errorText({ code: 'BAD_STAKE' }, 'lottery', { min: '1.00', max: '10.00' })).toBe(
      'The stake must be from 1.00 to 10.00.',
    );
    expect(bn.errorText({ code: 'SOMETHING_NEW', message: 'server text' })).toBe('server text');
    expect(bn.errorText({})).toBe(MESSAGES.bn!['error.UNKNOWN']);
  });
});
