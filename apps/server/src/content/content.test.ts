import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: string; type: string; title: string; execution: string };

describe('content', () => {
  it('lists announcements by type for platform W, localised', async () => {
    const all = await t.req<Item[]>('GET', '/wps/content/announcements?platform=W');
    expect(all.body.value!.length).toBeGreaterThan(0);
    const types = new Set(all.body.value!.map((a) => a.type));
    const one = [...types][0]!;
    const filtered = await t.req<Item[]>('GET', `/wps/content/announcements?type=${one}&platform=W`);
    expect(filtered.body.value!.every((a) => a.type === one)).toBe(true);
    const bad = await t.req('GET', '/wps/content/announcements?type=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION');
    const bn = await t.req<Item[]>('GET', '/wps/content/announcements', { headers: { language: 'bn' } });
    expect(bn.body.value![0]!.title).not.toBe(all.body.value![0]!.title);
  });

  it('shows popups B to visitors and A/F to members', async () => {
    const anon = await t.req<Item[]>('GET', '/wps/content/popups');
    expect(anon.body.value!.every((p) => p.execution === 'B')).toBe(true);
    const u = await t.register();
    const member = await t.req<Item[]>('GET', '/wps/content/popups', { token: u.token });
    expect(member.body.value!.length).toBeGreaterThan(0);
    expect(member.body.value!.every((p) => p.execution === 'A' || p.execution === 'F')).toBe(true);
  });

  it('lists notices and banners by group', async () => {
    expect((await t.req<Item[]>('GET', '/wps/content/notices')).body.value!.length).toBeGreaterThan(0);
    const home = await t.req<Array<{ groupName: string }>>('GET', '/wps/content/banners?group=w_home');
    expect(home.body.value!.length).toBeGreaterThan(0);
    expect(home.body.value!.every((b) => b.groupName === 'w_home')).toBe(true);
  });
});

describe('feedback', () => {
  const good = 'My withdrawal has been pending for two days.';
  it('stores feedback of each type with the sender from the session', async () => {
    const u = await t.register();
    for (const type of [1, 2, 3, 4, 6, 0]) {
      const ip = t.ip();
      const c = await t.captcha(ip);
      const r = await t.req('PUT', '/wps/feedback', {
        body: { content: `  ${good}  `, type, captcha: c.answer },
        cookies: c.cookies,
        ip,
        token: u.token,
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
    const { sql } = await import('drizzle-orm');
    const rows = await t.db.query<{ sender: string; content: string }>(
      sql`SELECT sender, content FROM feedback WHERE sender = ${u.username}`,
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]!.content).toBe(good);
  });

  it('refuses content outside 20-200 characters after trim, bad types and a missing captcha, writing nothing', async () => {
    const before = await t.count('feedback');
    const ip = t.ip();
    const c = await t.captcha(ip);
    const short = await t.req('PUT', '/wps/feedback', {
      body: { content: '   too short    ', type: 1, captcha: c.answer },
      cookies: c.cookies,
      ip,
    });
    expect(short.body.errorCode).toBe('FEEDBACK_CONTENT_LENGTH');
    expect(short.body.message).toBe('Please describe the problem in 20 to 200 characters');
    const long = await t.req('PUT', '/wps/feedback', {
      body: { content: 'x'.repeat(201), type: 1, captcha: c.answer },
      cookies: c.cookies,
      ip,
    });
    expect(long.body.errorCode).toBe('FEEDBACK_CONTENT_LENGTH');
    for (const type of [5, 7, '1', null]) {
      const r = await t.req('PUT', '/wps/feedback', { body: { content: good, type, captcha: 'abcd' }, ip });
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    const noCaptcha = await t.req('PUT', '/wps/feedback', { body: { content: good, type: 1 }, ip });
    expect(noCaptcha.body.errorCode).toBe('VALIDATION');
    expect(await t.count('feedback')).toBe(before);
  });
});
