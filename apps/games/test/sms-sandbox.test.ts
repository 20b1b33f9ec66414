/**
 * The sandbox SMS gateway of the games server (src/sms-sandbox/routes.ts; docs/architecture.md "Messaging") with the
 * platform sending to it as `npm start` wires them: the default brand's `integrations.sms` is `sandbox`, the platform's
 * SMS_SANDBOX_URL points at this games server. A code asked for on the platform arrives in the gateway's inbox (JSON
 * and page) and in the platform's development inbox, which reads it from the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGames, startPlatform, type GamesTestServer } from './helpers/games.ts';

let games: GamesTestServer;
let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  // The gateway needs no platform: the wallet URL is never called here.
  games = await startGames({ platformUrl: 'http://127.0.0.1:9' });
  process.env.SMS_SANDBOX_URL = `${games.url}/sms-sandbox`;
  // The per-brand providers of the platform (the repository's config: sandbox SMS), not the harness's memory one.
  platform = await startPlatform({ sms: undefined });
}, 120_000);

afterAll(async () => {
  delete process.env.SMS_SANDBOX_URL;
  await platform?.t.close();
  await games?.close();
});

interface Listed {
  messages: Array<{ id: string; at: number; from: string; to: string; text: string }>;
}

describe('sandbox SMS gateway', () => {
  it('receives the code the platform sends and lists it by number, as JSON and on its inbox page', async () => {
    const mobile = platform.t.mobile();
    const r = await platform.t.req('POST', '/wps/verification/sms/register', {
      body: { mobileNo: mobile, countryDialingCode: '+880' },
      ip: platform.t.ip(),
    });
    expect(r.status).toBe(200);
    const listed = (await (await fetch(`${games.url}/sms-sandbox/messages?to=${mobile}`)).json()) as Listed;
    expect(listed.messages).toHaveLength(1);
    const m = listed.messages[0]!;
    expect(m.to).toBe(`+880${mobile}`);
    expect(m.from).toBe('DeshPlay');
    const code = m.text.match(/verification code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const page = await fetch(`${games.url}/sms-sandbox/inbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`+880${mobile}`);
    expect(html).toContain(`<strong>${code}</strong>`);
    // The platform's development inbox reads the gateway.
    const inbox = await platform.t.req<{ messages: Array<{ channel: string; to: string; text: string }> }>(
      'GET',
      '/dev/inbox.json',
    );
    expect(inbox.body.value!.messages.find((x) => x.to === `+880${mobile}`)).toMatchObject({
      channel: 'sms',
      text: m.text,
    });
  });

  it('refuses a malformed message with 400 and accepted false, listing nothing', async () => {
    const r = await fetch(`${games.url}/sms-sandbox/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'not-a-number', text: 'x' }),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ accepted: false });
    const listed = (await (await fetch(`${games.url}/sms-sandbox/messages`)).json()) as Listed;
    expect(listed.messages.some((x) => x.to === 'not-a-number')).toBe(false);
  });

  it('is not there in production', async () => {
    const prod = await startGames({ platformUrl: 'http://127.0.0.1:9', config: { production: true } });
    try {
      expect((await fetch(`${prod.url}/sms-sandbox/inbox`)).status).toBe(404);
      const post = await fetch(`${prod.url}/sms-sandbox/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: '+8801712345678', text: 'x' }),
      });
      expect(post.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
