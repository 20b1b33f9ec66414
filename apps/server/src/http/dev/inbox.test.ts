import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { InboxMessage } from './inbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('development inbox', () => {
  it('lists the registration code a visitor asked for, newest first, on a page without scripts', async () => {
    const n = t.mobile();
    const sent = await t.req('POST', '/wps/verification/sms/register', {
      body: { mobileNo: n, countryDialingCode: '+880' },
      ip: t.ip(),
    });
    expect(sent.status).toBe(200);
    const code = t.sms.lastCode(`+880${n}`)!;

    const json = await t.req<{ messages: InboxMessage[] }>('GET', '/dev/inbox.json');
    expect(json.status).toBe(200);
    expect(json.body.value?.messages[0]).toMatchObject({ channel: 'sms', to: `+880${n}` });
    expect(json.body.value?.messages[0]?.text).toContain(code);

    const page = await t.app.inject({ method: 'GET', url: '/dev/inbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<strong class="code">${code}</strong>`);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('does not exist in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let prod: TestApp | undefined;
    try {
      prod = await createTestApp();
    } finally {
      process.env.NODE_ENV = before;
    }
    try {
      expect((await prod.req('GET', '/dev/inbox.json')).status).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/inbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
