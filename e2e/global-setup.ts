/**
 * Runs once per suite run: registers the two shared members (the one the login/logout, guard and axe tests use, and
 * one for the wrong-password test) through the real
 * API and the test hooks, see fixtures.ts `registerMember`) and writes it to .cache/e2e/member.json.
 *
 * Why once, not per worker: each registration sends an SMS, and the brand caps SMS per client IP per hour (spec 9
 * anti-pumping; deshplay: 10). Every browser test comes from 127.0.0.1, and Playwright restarts a worker after a
 * failure, so per-worker members would exhaust the cap and turn one failure into many.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { request } from '@playwright/test';
import { baseURL, memberFile, registerMember } from './fixtures';

export default async function globalSetup() {
  const ctx = await request.newContext({ baseURL });
  try {
    const members = [await registerMember(ctx), await registerMember(ctx)];
    mkdirSync(dirname(memberFile), { recursive: true });
    writeFileSync(memberFile, JSON.stringify(members));
  } finally {
    await ctx.dispose();
  }
}
