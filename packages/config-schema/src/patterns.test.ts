// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allMessages, patternMessages } from './messages';
import { getPattern, isPatternId, matchesPattern, normalizeDigits, patternRegistry } from './patterns';
import { createAjv } from './node/ajv';
import { reference } from './test/patternReference';

/** Accepted and rejected values per pattern id, across scripts (length bounds aside). */
const table: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['', 'a b c', 'পাসওয়ার্ড ১২৩', '密码 123', '😀\t\n'], reject: [] },
  1: {
    accept: ['a', 'player01', 'রহিম১২', 'ক্ষিতিশ', 'สมชาย9', '김민수7', '王小明88', 'Ωmega', 'Łukasz'],
    reject: ['', '1player', '১রহিম', 'ি্ক', 'play er', 'user_1', 'user.1', 'a\u200Db', '😀abc'],
  },
  2: {
    accept: ['', '王小明', '張三123', '𠀀字', '漢字１２'],
    reject: ['王 小明', 'abc', 'ひらがな', '王-明', '王。'],
  },
  3: {
    accept: [
      'a@b.co',
      'first.last+tag@example.com',
      "o'neil@mail.example.org",
      'রহিম@উদাহরণ.বাংলা',
      '用户@例子.中国',
      'x@mail.xn--p1ai',
      'a-b@sub-domain.example.com',
    ],
    reject: [
      '',
      'a@b',
      'a@b.c',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a b@example.com',
      '@example.com',
      'a@-x.com',
      'a@x-.com',
      'a@@example.com',
      'a@example.com.',
      'a@example.1com',
    ],
  },
  4: {
    accept: ['', 'abc', '123', 'রহিম১২', 'ทดสอบ', '김민수', 'abc１２'],
    reject: ['ab c', 'a-b', 'a_b', 'a@b', 'রহিম!'],
  },
  5: {
    accept: ['abc123', '1a', 'রহিম১', '9ก', '김7'],
    reject: ['', 'abcdef', '123456', '০১২', 'abc 123', 'abc-123'],
  },
  6: { accept: ['', '0', '01712345678'], reject: ['০১৭১২', '๑๒', '１２', '12 34', '+8801', '12a', '1.5'] },
  7: {
    accept: ['Player1', 'ÉCOLE', 'Ωmega', 'aB১'],
    reject: ['', 'player1', 'রহিম', 'Play er', 'Pass!1', '১২৩'],
  },
  8: { accept: ['', 'John Smith', 'abc', '  '], reject: ['José', 'John1', 'রহিম', 'John-Smith', 'a\tb'] },
  9: {
    accept: ['', 'any-thing_1!', 'রহিম', '王小明', 'a\u200Bb'],
    reject: ['a b', 'a\tb', 'a\nb', 'a\u3000b', 'a\u00A0b', 'a\u2003b', 'a\u0085b'],
  },
  10: {
    accept: ['', '你好，世界！', '《三国演义》', '王·明', '“你好”', '好…', '𠀀'],
    reject: ['你好, world', 'abc', '你好1', '你好 世界', 'ひらがな', 'Ａ'],
  },
  11: {
    accept: ['2000-02-29', '1999-12-31', '2024-02-29', '0000-02-29', '2023-04-30', '1600-02-29'],
    reject: [
      '',
      '1900-02-29',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-32',
      '2024-04-31',
      '2024-01-00',
      '২০২৪-০১-০১',
      '24-01-01',
      '2024/01/01',
      '2024-1-01',
    ],
  },
  12: {
    accept: ['', 'Md Rahim', 'মোঃ রহিম', 'র‍্যাব', 'สมชาย ใจดี', '김 민수', 'José'],
    reject: ['Rahim1', 'Md. Rahim', 'a\tb', 'রহিম১', "O'Neil"],
  },
  13: {
    accept: ['02-29-2000', '12-31-1999', '02-29-2024'],
    reject: ['02-29-1900', '13-01-2024', '01-32-2024', '04-31-2024', '2024-01-01', '1-01-2024'],
  },
  14: { accept: ['', 'abc123', 'ABC'], reject: ['রহিম', 'abc_1', 'ａｂｃ', '১২৩', 'ab c', 'é'] },
  15: { accept: ['', '김민수', 'ㄱㄴㄷ', '한글'], reject: ['김 민수', '김민수1', 'kim', '金'] },
  16: { accept: ['', 'สมชาย', 'ทดสอบ๑๒', 'กิ่ง'], reject: ['สมชาย ใจดี', 'abc', 'สมชาย1', 'রহিম'] },
  17: {
    accept: ['', 'สมชาย Smith', 'John', 'กิ่ง แก้ว'],
    reject: ['สมชาย๑', 'José', 'রহিম', 'John1', 'สมชาย\tใจดี'],
  },
  18: {
    accept: ['JOHN SMITH', 'ÉLODIE', 'ΩMEGA', 'A', ' A '],
    reject: ['', 'John', '   ', 'রহিম', 'JOHN1', 'JOHN-SMITH'],
  },
  19: {
    accept: ['', 'P@ss-word_1', 'রহিম@১২', '¥100', '你好！'],
    reject: ['has space', 'tab\t', 'a\u3000b'],
  },
  20: {
    accept: ['Passw0rd!', 'Aa1 ৳', 'Zz9-', 'Éé১।'],
    reject: ['', 'password1!', 'PASSWORD1!', 'Password!', 'Password1', 'রহিম১!'],
  },
  21: {
    accept: [
      'John Smith',
      'মোহাম্মদ আব্দুল করিম',
      "Mary O'Neil-Jones",
      'สมชาย ใจดี',
      '김 민수',
      'Anne Mc’Donald',
    ],
    reject: [
      'John',
      'John  Smith',
      ' John Smith',
      'John Smith ',
      'John 2',
      'John -Smith',
      "John O''Neil",
      'ি রহিম',
    ],
  },
};

const ajv = createAjv();
const compiled = new Map(
  patternRegistry.map((p) => [p.id, ajv.compile({ type: 'string', pattern: p.source })]),
);

describe('pattern registry', () => {
  it('has exactly the ids 0 to 21, in order, each with message reg_pattern_<id>', () => {
    expect(patternRegistry.map((p) => p.id)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    for (const p of patternRegistry) {
      expect(p.messageId).toBe(`reg_pattern_${p.id}`);
      expect(patternMessages[p.messageId].id).toBe(p.messageId);
    }
  });

  it('anchors every expression and compiles it with the u flag', () => {
    for (const p of patternRegistry) {
      expect(p.source.startsWith('^') && p.source.endsWith('$')).toBe(true);
      expect(() => new RegExp(p.source, 'u')).not.toThrow();
    }
  });

  it('uses {min} and {max} in every pattern message except the fixed-length dates', () => {
    for (const p of patternRegistry) {
      const text = allMessages[p.messageId]!.defaultMessage;
      const dated = p.id === 11 || p.id === 13;
      expect(text.includes('{min}') && text.includes('{max}')).toBe(!dated);
    }
  });

  it.each(Object.keys(table).map(Number))(
    'pattern %i accepts and rejects its table in every script',
    (id) => {
      const { accept, reject } = table[id]!;
      const validate = compiled.get(id as never)!;
      for (const value of [...accept, ...getPattern(id).accepted]) {
        expect.soft(matchesPattern(id, value), `accept ${JSON.stringify(value)}`).toBe(true);
        expect.soft(validate(value), `AJV accept ${JSON.stringify(value)}`).toBe(true);
        expect.soft(reference[id]!(value), `reference accept ${JSON.stringify(value)}`).toBe(true);
      }
      for (const value of [...reject, ...getPattern(id).rejected]) {
        expect.soft(matchesPattern(id, value), `reject ${JSON.stringify(value)}`).toBe(false);
        expect.soft(validate(value), `AJV reject ${JSON.stringify(value)}`).toBe(false);
        expect.soft(reference[id]!(value), `reference reject ${JSON.stringify(value)}`).toBe(false);
      }
    },
  );

  it('covers every pattern id in the table', () => {
    expect(Object.keys(table).map(Number)).toEqual(patternRegistry.map((p) => p.id));
  });

  it('refuses unknown pattern ids', () => {
    expect(isPatternId(21)).toBe(true);
    for (const bad of [22, -1, 1.5, '3', null]) expect(isPatternId(bad)).toBe(false);
    expect(() => getPattern(22)).toThrow(/unknown patternId 22/);
    expect(() => matchesPattern(-1, 'x')).toThrow(RangeError);
  });
});

describe('normalizeDigits', () => {
  it('turns Bengali, Devanagari, Thai, fullwidth and mathematical digits into ASCII and leaves the rest', () => {
    expect(normalizeDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(normalizeDigits('४२ ๑๒ ０９ 𝟗𝟘')).toBe('42 12 09 90');
    expect(normalizeDigits('রহিম abc 12')).toBe('রহিম abc 12');
  });

  it('lets a Bengali-keyboard mobile number pass the ASCII digits-only pattern', () => {
    expect(matchesPattern(6, '০১৭১২')).toBe(false);
    expect(matchesPattern(6, normalizeDigits('০১৭১২'))).toBe(true);
  });
});

describe('README', () => {
  it('shows every pattern expression as the registry has it', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const p of patternRegistry)
      expect(readme, `pattern ${p.id}`).toContain(p.source.replace(/\|/g, '\\|'));
  });
});
