import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePage } from '@playdeck/api-client/messages';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertMessages } from './store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string, query = '', lang = 'en') =>
  t.req<MessagePage>('GET', `/wps/messages${query}`, { token, headers: { language: lang } });
const unread = async (token: string) =>
  (await t.req<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', { token })).body.value!.count;
const receipts = async () =>
  Number((await t.db.query<{ n: string }>(sql`SELECT count(*)::text AS n FROM message_reads`))[0]!.n);
const memberId = async (token: string) =>
  (await t.req<{ id: string }>('GET', '/wps/member/info', { token })).body.value!.id;

describe('platform messages', () => {
  it('gives a new member demo messages (own and brand broadcast), all unread, in their language', async () => {
    const u = await t.register();
    const r = await list(u.token);
    expect(r.status).toBe(200);
    const page = r.body.value!;
    expect(page.total).toBe(3);
    expect(page.unread).toBe(3);
    expect(page.content.filter((m) => m.broadcast)).toHaveLength(1);
    expect(page.content.every((m) => !m.read)).toBe(true);
    expect(page.content.some((m) => m.title === 'Welcome to DeshPlay')).toBe(true);
    const bn = await list(u.token, '', 'bn');
    expect(bn.body.value!.content.some((m) => m.title === 'DeshPlay-এ স্বাগতম')).toBe(true);
    // Seeding is idempotent: a second read does not add more.
    expect((await list(u.token)).body.value!.total).toBe(3);
  });

  it('answers the unread count on the relay path (GET and POST) and the messages path', async () => {
    const u = await t.register();
    expect(await unread(u.token)).toBe(3);
    const post = await t.req<{ count: number }>('POST', '/wps/relay/CSP_unreadCount', {
      token: u.token,
      body: {},
    });
    expect(post.body.value!.count).toBe(3);
    const own = await t.req<{ count: number }>('GET', '/wps/messages/unreadCount', { token: u.token });
    expect(own.body.value!.count).toBe(3);
  });

  it('pages newest first and filters unread', async () => {
    const u = await t.register();
    const id = await memberId(u.token);
    await list(u.token); // demo messages first, so the next one is the newest
    await insertMessages(t.db, [
      { brand: 'deshplay', memberId: id, category: 'wallet', title: { en: 'Newest' }, content: { en: 'x' } },
    ]);
    const p1 = (await list(u.token, '?pageNo=1&pageSize=2')).body.value!;
    expect(p1).toMatchObject({ pageNum: 1, pageSize: 2, total: 4, totalPages: 2 });
    expect(p1.content).toHaveLength(2);
    expect(p1.content[0]!.title).toBe('Newest');
    const p2 = (await list(u.token, '?pageNo=2&pageSize=2')).body.value!;
    expect(p2.content).toHaveLength(2);
    expect(new Set([...p1.content, ...p2.content].map((m) => m.id)).size).toBe(4);
    const r = await t.req<{ updated: number; unread: number }>('POST', '/wps/messages/read', {
      token: u.token,
      body: { ids: [p1.content[0]!.id] },
    });
    expect(r.body.value).toEqual({ updated: 1, unread: 3 });
    const only = (await list(u.token, '?status=unread')).body.value!;
    expect(only.total).toBe(3);
    expect(only.content.map((m) => m.id)).not.toContain(p1.content[0]!.id);
    const again = await t.req('POST', '/wps/messages/read', {
      token: u.token,
      body: { ids: [p1.content[0]!.id] },
    });
    expect(again.body.value).toEqual({ updated: 0, unread: 3 });
  });

  it('keeps read receipts per member: a broadcast read by one stays unread for another', async () => {
    const a = await t.register();
    const b = await t.register();
    const broadcast = (await list(a.token)).body.value!.content.find((m) => m.broadcast)!;
    await t.req('POST', '/wps/messages/read', { token: a.token, body: { ids: [broadcast.id] } });
    expect((await list(a.token)).body.value!.content.find((m) => m.id === broadcast.id)!.read).toBe(true);
    expect((await list(b.token)).body.value!.content.find((m) => m.id === broadcast.id)!.read).toBe(false);
    const all = await t.req<{ unread: number }>('POST', '/wps/messages/read', {
      token: b.token,
      body: { all: true },
    });
    expect(all.body.value!.unread).toBe(0);
    expect(await unread(b.token)).toBe(0);
    expect(await unread(a.token)).toBe(2);
  });

  it("refuses another member's message with NOT_FOUND and writes no receipt", async () => {
    const a = await t.register();
    const b = await t.register();
    const own = (await list(a.token)).body.value!.content.find((m) => !m.broadcast)!;
    await list(b.token);
    const before = await receipts();
    const r = await t.req('POST', '/wps/messages/read', { token: b.token, body: { ids: [own.id, '1'] } });
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('NOT_FOUND');
    expect(await receipts()).toBe(before);
  });

  it('hides expired messages and broadcasts of other brands', async () => {
    const u = await t.register();
    await insertMessages(t.db, [
      {
        brand: 'deshplay',
        memberId: null,
        category: 'system',
        title: { en: 'Expired' },
        content: { en: 'x' },
        expiresAt: new Date(Date.now() - 60_000),
      },
      {
        brand: 'nova',
        memberId: null,
        category: 'system',
        title: { en: 'Other brand' },
        content: { en: 'x' },
      },
    ]);
    const titles = (await list(u.token, '?pageSize=50')).body.value!.content.map((m) => m.title);
    expect(titles).not.toContain('Expired');
    expect(titles).not.toContain('Other brand');
  });

  it('refuses bad input with 4xx envelopes and writes nothing', async () => {
    const u = await t.register();
    await list(u.token);
    const before = await receipts();
    for (const q of ['?pageSize=51', '?pageSize=0', '?pageNo=0', '?pageNo=abc', '?status=read']) {
      const r = await list(u.token, q);
      expect(r.status, q).toBe(400);
      expect(r.body.errorCode, q).toBe('VALIDATION');
    }
    for (const body of [{}, { ids: [] }, { ids: ['abc'] }, { ids: ['-1'] }, { all: 'yes' }]) {
      const r = await t.req('POST', '/wps/messages/read', { token: u.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    const big = await t.req('POST', '/wps/messages/read', {
      token: u.token,
      body: { ids: ['99999999999999999'] },
    });
    expect(big.status).toBe(404);
    expect(await receipts()).toBe(before);
    expect((await t.req('GET', '/wps/messages')).status).toBe(401);
    expect((await t.req('GET', '/wps/relay/CSP_unreadCount')).body.errorCode).toBe('NOT_LOGGED_IN');
  });

  it('refuses trial members (spec 6: trial skips unread-message loading)', async () => {
    const r = await t.req<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: '3' },
    });
    const token = r.body.value!.token;
    for (const res of [
      await list(token),
      await t.req('GET', '/wps/relay/CSP_unreadCount', { token }),
      await t.req('POST', '/wps/messages/read', { token, body: { all: true } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('TRIAL_FORBIDDEN');
    }
  });
});
