/**
 * The header balance follows the ledger live (docs/architecture.md "Live events"): the tab's one stream (GET /wps/events)
 * brings the balance after a deposit an operator confirms while the player looks at the home page, and after every
 * round of a game, with no reload, no refresh click and no balance polling; and a session that ends elsewhere logs
 * the tab out once, with no stream of 401s after it.
 */
import type { Page, Request } from '@playwright/test';
import { baseURL, expect, newLoggedInPlayer, opsURL, playDemoSlot, test } from '../fixtures';

/** The bootstrap token of the e2e servers (scripts/e2e.mjs sets it and passes it to them). */
function bootstrapToken(): string {
  const t = process.env.OPS_BOOTSTRAP_TOKEN;
  if (!t) throw new Error('OPS_BOOTSTRAP_TOKEN is not set: run the e2e tests through scripts/e2e.mjs');
  return t;
}

/** `minor` (integer string, minor units) as the English header writes BDT: ৳1,000.00. */
function headerMoney(minor: bigint): string {
  const major = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `৳${major.toLocaleString('en-US')}.${cents}`;
}

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test('the header balance follows a deposit and every game round without a reload or polling', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await newLoggedInPlayer(playwright, context);
  const balanceCalls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/v2/wallets/balance') balanceCalls.push(r);
  });
  const streams: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/events') streams.push(r);
  });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toContainText(headerMoney(0n));
  await expect.poll(() => streams.length, { message: 'the live stream opened' }).toBe(1);

  // A manual deposit, confirmed by the operator while the player stays on the home page.
  const auth = { Authorization: `Bearer ${await token(page)}`, Merchant: 'DESHPLAY' };
  const d = await page.request.post(`${baseURL}/wps/payments/deposits`, {
    headers: auth,
    data: { methodId: 'bank', amount: '1000' },
  });
  expect(d.ok(), await d.text()).toBe(true);
  const id = ((await d.json()) as { value: { id: string } }).value.id;
  const calls = balanceCalls.length;
  const confirmed = await page.request.post(`${opsURL}/ops/api/deposits/${id}/confirm`, {
    headers: { Authorization: `Bootstrap ${bootstrapToken()}` },
    data: {},
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await expect(header).toContainText(headerMoney(100_000n));
  expect(balanceCalls.length, 'the balance arrived on the stream, not by asking').toBe(calls);
  expect(streams.length, 'one stream for the page, kept open').toBe(1);

  // Rounds of a game (CQ9's sandbox game on the games server: a signed bet and win each): the header shows the
  // game's balance after each.
  const answers: bigint[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/sandbox/CQ9/api/play' && r.ok())
      void r.json().then((j: { balance: string }) => answers.push(BigInt(j.balance)));
  });
  const before = balanceCalls.length;
  for (let i = 0; i < 3; i++) {
    await playDemoSlot(page, 1);
    await expect.poll(() => answers.length).toBe(i + 1);
    await expect(header).toContainText(headerMoney(answers[i]!));
  }
  // Each round here loads the lobby and the game page afresh (playDemoSlot): the header may read the balance once
  // per page load (SWR on mount), never on a timer.
  expect(balanceCalls.length - before).toBeLessThanOrEqual(3);
});

test('a session ended elsewhere logs the tab out once', async ({ page, context, playwright }) => {
  await newLoggedInPlayer(playwright, context);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toContainText(headerMoney(0n));
  // The session ends on the server (as a logout from another device would end it).
  const out = await page.request.delete(`${baseURL}/wps/session/logout`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(out.ok()).toBe(true);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(new URL(r.url()).pathname);
  });
  // The tab learns it from the stream's session event or from its next call's 401, whichever comes first: the refresh
  // button may already be gone (logged out) when it is clicked.
  await page
    .getByRole('button', { name: 'Refresh balance' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  // Logged out: the header shows Log in again (behind the visitor's welcome popup, if the brand has one: a modal hides
  // the rest of the page from the accessibility tree, not from the eye).
  await expect(
    page
      .getByRole('banner', { includeHidden: true })
      .getByRole('button', { name: 'Log in', includeHidden: true }),
  ).toBeVisible();
  expect(await token(page)).toBeNull();
  // Nothing keeps asking with the dead token.
  const seen = refused.length;
  await page.waitForTimeout(3000);
  expect(refused.length).toBe(seen);
  expect(seen).toBeLessThanOrEqual(2);
});
