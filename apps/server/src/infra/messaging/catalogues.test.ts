/**
 * The mail and SMS catalogues and the HTTP gateway templates (docs/architecture.md "Messaging"): every language of
 * every brand under config/ has a complete catalogue, found from the catalogue files alone (D31), SMS texts are
 * written in the member's language, and values land escaped where a template puts them.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { repoRoot } from '../../app.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { MAIL_CATALOGUES, mailLanguage, renderMail, renderSms } from './templates.ts';
import { buildRequest, jsonAt } from './smsHttp.ts';

const brands = loadBrandRegistry(join(repoRoot, 'config'));

/** Every string of a catalogue by path, to compare shapes. */
function paths(o: unknown, at = ''): string[] {
  if (typeof o === 'string') return [at];
  if (Array.isArray(o)) return o.flatMap((v, i) => paths(v, `${at}[${i}]`));
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => paths(v, `${at}.${k}`));
}

describe('mail catalogues', () => {
  it('cover every language of every brand, each with the same texts as English', () => {
    for (const b of brands.brands.values())
      for (const lang of b.languages) {
        const c = MAIL_CATALOGUES[lang.toLowerCase().split(/[-_]/)[0]!];
        expect(c, `${b.id}: ${lang}`).toBeDefined();
        expect(paths(c).sort()).toEqual(paths(MAIL_CATALOGUES.en).sort());
      }
  });

  it('write to a member in the language asked for only when the brand speaks it', () => {
    const desh = brands.get('deshplay')!;
    const nova = brands.get('nova')!;
    expect(mailLanguage(desh, 'en-US')).toBe('en');
    expect(mailLanguage(desh, undefined)).toBe(desh.defaultLanguage);
    expect(mailLanguage(nova, 'bn')).toBe('en');
  });

  it('are the templates.<lang>.ts files: Bengali and Hindi with every text of English', () => {
    expect(Object.keys(MAIL_CATALOGUES)).toEqual(expect.arrayContaining(['bn', 'en', 'hi']));
    for (const c of Object.values(MAIL_CATALOGUES))
      expect(paths(c).sort()).toEqual(paths(MAIL_CATALOGUES.en).sort());
    const hindi = renderMail(brands.get('nova')!, { kind: 'verifyCode', code: '123456', minutes: 5 }, 'hi');
    expect(hindi.subject).toBe('Nova Play: आपका सत्यापन कोड');
    expect(hindi.html).toContain('<html lang="hi">');
  });

  it('write the SMS code and the security notice in the language of the request when the brand speaks it', () => {
    const desh = brands.get('deshplay')!;
    const nova = brands.get('nova')!;
    expect(nova.languages).toEqual(['en', 'hi']);
    const code = { kind: 'code', code: '654321', minutes: 5 } as const;
    expect(renderSms(nova, code, 'hi')).toBe(
      'Nova Play: आपका सत्यापन कोड 654321 है। यह 5 मिनट में समाप्त हो जाएगा।',
    );
    expect(renderSms(nova, code, 'en')).toBe(
      'Nova Play: your verification code is 654321. It expires in 5 minute(s).',
    );
    expect(renderSms(desh, code, 'bn-BD')).toContain('যাচাইকরণ কোড হলো 654321');
    // A language the brand does not offer gets its default, whatever catalogues exist.
    expect(renderSms(desh, code, 'hi')).toBe(renderSms(desh, code, desh.defaultLanguage));
    expect(renderSms(nova, code, 'fr')).toBe(renderSms(nova, code, 'en'));
    // A message outside a request of the member's: the language the member registered in.
    expect(renderSms(nova, code, undefined, 'hi')).toContain('आपका सत्यापन कोड');
    const notice = renderSms(nova, { kind: 'notice', change: { kind: 'mobile', masked: '98****10' } }, 'hi');
    expect(notice).toContain('फ़ोन नंबर बदलकर 98****10 कर दिया गया है।');
    expect(notice.replaceAll('Nova Play', '')).not.toMatch(/[a-z]{3,}/);
  });

  it('escape a hostile value in the HTML part and keep it as written in the text part', () => {
    const b = brands.get('deshplay')!;
    const r = renderMail(b, { kind: 'newDevice', time: 0, ip: '<script>alert(1)</script>' }, 'en');
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.text).toContain('(<script>alert(1)</script>)');
  });
});

describe('HTTP gateway templates', () => {
  const values = { to: '+8801712345678', text: 'Say "hi" & go\nnow', senderId: 'Desh Play' };

  it('JSON-escapes values in a JSON body and URL-encodes them in the URL and a form body', () => {
    const json = buildRequest(
      {
        url: 'https://gw.example/send?from={senderId}&to={toDigits}',
        method: 'POST',
        body: '{"to":"{to}","text":"{text}"}',
        success: { status: [200] },
      },
      values,
      undefined,
    );
    expect(json.url).toBe('https://gw.example/send?from=Desh%20Play&to=8801712345678');
    expect(JSON.parse(json.init.body as string)).toEqual({ to: values.to, text: values.text });
    const form = buildRequest(
      {
        url: 'https://gw.example/send',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: 'm={text}',
        authHeader: { name: 'Authorization', prefix: 'Bearer ' },
        success: { status: [200] },
      },
      values,
      'k3y',
    );
    expect(new URLSearchParams(form.init.body as string).get('m')).toBe(values.text);
    expect((form.init.headers as Record<string, string>).authorization).toBe('Bearer k3y');
  });

  it('reads a JSON path of the answer', () => {
    expect(jsonAt({ a: { b: 'OK' } }, '$.a.b')).toBe('OK');
    expect(jsonAt({ a: 1 }, '$.a.b')).toBeUndefined();
    expect(jsonAt(undefined, '$.a')).toBeUndefined();
  });
});
