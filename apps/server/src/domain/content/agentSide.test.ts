/**
 * The agent side (docs/architecture.md "Agents", agent center) on the server: the agent-side login refusal (spec 6 'Non-agents cannot log
 * in'), GET /wps/content/agentLanding (copy, consultation hours, agent-center menu) and
 * GET /wps/content/agentAnnouncements (type AG, agents only, never in the public announcement list).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = { token: string; mustChangePassword: boolean };

async function setType(username: string, type: number) {
  await t.db.query(sql`UPDATE members SET type = ${type} WHERE username = ${username}`);
}

async function sessionCount(username: string): Promise<number> {
  const [row] = await t.db.query<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username = ${username}`,
  );
  return Number(row!.n);
}

async function lastLogin(username: string): Promise<string | null> {
  const [row] = await t.db.query<{ at: string | null }>(
    sql`SELECT last_login_at::text AS at FROM members WHERE username = ${username}`,
  );
  return row!.at;
}

describe('agent-side login (spec 6)', () => {
  it('refuses a player with the right password: AGENT_ONLY, localised, and no session or last-login written', async () => {
    const u = await t.register();
    const sessionsBefore = await sessionCount(u.username);
    const loginBefore = await lastLogin(u.username);
    const en = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, agentSide: true },
      ip: t.ip(),
    });
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({
      success: false,
      errorCode: 'AGENT_ONLY',
      message: 'Non-agents cannot log in',
    });
    expect((en.body as { value?: { token?: string } }).value?.token).toBeUndefined();
    const bn = await t.req('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password, agentSide: true },
      headers: { language: 'bn' },
      ip: t.ip(),
    });
    expect(bn.body.errorCode).toBe('AGENT_ONLY');
    expect(bn.body.message).not.toBe('Non-agents cannot log in');
    expect(bn.body.message).toMatch(/[\u0980-\u09FF]/);
    expect(await sessionCount(u.username)).toBe(sessionsBefore);
    expect(await lastLogin(u.username)).toBe(loginBefore);
  });

  it('answers a wrong password or an unknown name on the agent side with the generic LOGIN_FAILED, agent or not', async () => {
    const player = await t.register();
    const agent = await t.register();
    await setType(agent.username, 41);
    const answers = await Promise.all(
      [player.username, agent.username, 'nosuchagent77'].map((username) =>
        t.req('POST', '/wps/session/login', {
          body: { username, password: 'wrong-password-9', agentSide: true },
          ip: t.ip(),
        }),
      ),
    );
    for (const r of answers) {
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe('LOGIN_FAILED');
    }
    expect(answers[0]!.body).toEqual(answers[2]!.body);
  });

  it('logs an agent in on the agent side (every agent type of the brand) and keeps the forced password change', async () => {
    for (const type of [1, 2, 41, 42]) {
      const u = await t.register();
      await setType(u.username, type);
      const r = await t.req<Login>('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password, agentSide: true },
        ip: t.ip(),
      });
      expect(r.status, `type ${type}`).toBe(200);
      expect(r.body.value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const created = await t.register();
    await setType(created.username, 1);
    await t.db.query(
      sql`UPDATE members SET must_change_password = true WHERE username = ${created.username}`,
    );
    const r = await t.req<Login>('POST', '/wps/session/login', {
      body: { username: created.username, password: created.password, agentSide: true },
      ip: t.ip(),
    });
    expect(r.status).toBe(200);
    expect(r.body.value!.mustChangePassword).toBe(true);
  });

  it('still lets players log in on the player side (no flag)', async () => {
    const u = await t.register();
    const r = await t.req<Login>('POST', '/wps/session/login', {
      body: { username: u.username, password: u.password },
      ip: t.ip(),
    });
    expect(r.status).toBe(200);
  });
});

describe('agent content', () => {
  it('serves the landing copy in the request language, the consultation hours and the agent-center menu', async () => {
    type Landing = {
      landing: { title: string; intro: string; sections: { id: string; title: string }[] } | null;
      consultation: { days: string[]; open: string; close: string } | null;
      timezone: string;
      menu: { route: string; modId?: string; labelId?: string }[];
    };
    const en = await t.req<Landing>('GET', '/wps/content/agentLanding');
    const bn = await t.req<Landing>('GET', '/wps/content/agentLanding', { headers: { language: 'bn' } });
    expect(en.status).toBe(200);
    expect(en.body.value!.landing!.title).toBe('Become our agent');
    expect(bn.body.value!.landing!.title).toBe('আমাদের এজেন্ট হন');
    expect(en.body.value!.landing!.sections.map((s) => s.id)).toEqual(['team', 'income', 'support']);
    expect(en.body.value!.consultation).toEqual({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      open: '12:00',
      close: '21:00',
    });
    expect(en.body.value!.timezone).toBe('Asia/Dhaka');
    const menu = en.body.value!.menu;
    expect(menu[0]).toEqual({ route: 'agentAnnouncement', modId: 'agentAnnouncement' });
    expect(menu.find((m) => m.route === 'personalHistoryCopy')).toEqual({
      route: 'personalHistoryCopy',
      modId: 'agentPersonalHistoryCopy',
      labelId: 'agent.menu.teamBetting',
    });
    expect(menu.map((m) => m.route)).toContain('customerService');
  });

  it('lists the agent announcements to agents only and never in the public announcement list', async () => {
    const agent = await t.register();
    await setType(agent.username, 2);
    const player = await t.register();
    type Ann = { title: string; type: string };
    const forAgent = await t.req<Ann[]>('GET', '/wps/content/agentAnnouncements', { token: agent.token });
    expect(forAgent.status).toBe(200);
    expect(forAgent.body.value!.map((a) => a.title)).toEqual([
      'Welcome to the agent center',
      'Salary settlement schedule',
    ]);
    const bn = await t.req<Ann[]>('GET', '/wps/content/agentAnnouncements', {
      token: agent.token,
      headers: { language: 'bn' },
    });
    expect(bn.body.value![0]!.title).toBe('এজেন্ট সেন্টারে স্বাগতম');

    const forPlayer = await t.req('GET', '/wps/content/agentAnnouncements', { token: player.token });
    expect(forPlayer.status).toBe(403);
    expect(forPlayer.body.errorCode).toBe('AGENT_ONLY');
    const anonymous = await t.req('GET', '/wps/content/agentAnnouncements');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('NOT_LOGGED_IN');

    for (const token of [agent.token, player.token, undefined]) {
      const pub = await t.req<Ann[]>('GET', '/wps/content/announcements', { token });
      expect(pub.status).toBe(200);
      expect(pub.body.value!.some((a) => a.type === 'AG')).toBe(false);
      expect(pub.body.value!.some((a) => a.title === 'Welcome to the agent center')).toBe(false);
    }
    const byType = await t.req('GET', '/wps/content/announcements?type=AG', { token: player.token });
    expect(byType.status).toBe(400);
  });
});

describe('test hook POST /__test/member/type (e2e only)', () => {
  it('makes a registered member an agent when PLAYDECK_TEST_HOOKS=1, and answers NOT_FOUND for an unknown name', async () => {
    const saved = { hooks: process.env.PLAYDECK_TEST_HOOKS, env: process.env.NODE_ENV };
    process.env.PLAYDECK_TEST_HOOKS = '1';
    process.env.NODE_ENV = 'test';
    const h = await createTestApp();
    try {
      const u = await h.register();
      const refused = await h.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password, agentSide: true },
        ip: h.ip(),
      });
      expect(refused.body.errorCode).toBe('AGENT_ONLY');
      const set = await h.req('POST', '/__test/member/type', { body: { username: u.username, type: 1 } });
      expect(set.status).toBe(200);
      const r = await h.req('POST', '/wps/session/login', {
        body: { username: u.username, password: u.password, agentSide: true },
        ip: h.ip(),
      });
      expect(r.status).toBe(200);
      const none = await h.req('POST', '/__test/member/type', {
        body: { username: 'nosuchmember1', type: 1 },
      });
      expect(none.status).toBe(404);
    } finally {
      await h.close();
      if (saved.hooks === undefined) delete process.env.PLAYDECK_TEST_HOOKS;
      else process.env.PLAYDECK_TEST_HOOKS = saved.hooks;
      if (saved.env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved.env;
    }
  });
});
