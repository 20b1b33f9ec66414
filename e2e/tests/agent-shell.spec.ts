/**
 * The agent shell in Chromium against the real server (docs/architecture.md "Agents", agent center; spec 2 "/agent", "/agentHome", spec 4
 * "Logout", spec 6 "'Non-agents cannot log in'"): a player is refused at /agent with the server's message and gets no
 * session; an agent (a fresh registered member made an agent through the test hook POST /__test/member/type, as an
 * operator would) logs in at /agent, lands on /agentHome in the agent-only layout with the brand's GMT offset, a
 * ticking clock, its nickname and the menu, reads the seeded agent announcements, and signs out back to /agent.
 * axe finds nothing on /agent and /agentHome.
 */
import type { Page } from '@playwright/test';
import { agentLogin, baseURL, expect, registerMember, test } from '../fixtures';
import { axeViolations } from '../axe';

const violations = (page: Page) => axeViolations(page, { still: true });

test('a player is refused at /agent with "Non-agents cannot log in" and gets no session', async ({
  page,
  context,
  playwright,
}) => {
  // A player of its own (not the shared member of .cache/e2e/member.json, which a concurrent run may rewrite).
  const api = await playwright.request.newContext({ baseURL });
  const member = await registerMember(api);
  await api.dispose();
  await page.goto('/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Become our agent' })).toBeVisible();
  await expect(page.getByTestId('agent-consultation-hours')).toHaveText('Monday to Friday 12:00 to 21:00');
  await agentLogin(page, context, member);
  await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The layout is not reachable either: /agentHome sends the visitor back to /agent.
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('an agent logs in, sees the agent layout, clock, nickname and menu, and signs out back to /agent', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  const api = await playwright.request.newContext({ baseURL });
  const agent = await registerMember(api);
  const promote = await api.post('/__test/member/type', { data: { username: agent.username, type: 1 } });
  expect(promote.ok(), await promote.text()).toBe(true);
  await api.dispose();

  await page.goto('/agent');
  await agentLogin(page, context, agent);
  await expect(page).toHaveURL(/\/agentHome$/);

  // Agent-only layout: its own header and menu, no side menu or footer of the main layout. The first panel is the
  // default page (agentTeamOverview once registered, else the first registered page).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const header = page.getByRole('banner', { name: 'Agent center header' });
  await expect(header.getByTestId('agent-gmt')).toHaveText('GMT+06:00');
  await expect(header.getByTestId('agent-nickname')).not.toBeEmpty();
  const clock = header.getByTestId('agent-clock');
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  const box = await clock.boundingBox();
  await expect(clock).not.toHaveText(first!, { timeout: 3000 });
  expect((await clock.boundingBox())?.width).toBe(box?.width);

  const menu = page.getByRole('navigation', { name: 'Agent center menu' });
  for (const name of ['Announcements', 'Deposit', 'Withdraw', 'Platform messages'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Customer service/ })).toBeVisible();

  await menu.getByRole('link', { name: 'Announcements', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome\?page=agentAnnouncement$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the agent center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salary settlement schedule' })).toBeVisible();
  // Phone first: the menu scrolls sideways inside its own strip; the page itself never scrolls sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/agentHome\?page=agentAnnouncement$/);

  // Sign out from /agentHome?page=agentAnnouncement: that entry becomes /agent (replaced, not pushed).
  const historyLength = await page.evaluate(() => history.length);
  await header.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: /confirm|ok/i }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become our agent' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The agent center entry was replaced (Forward has nothing), and Back reaches the earlier /agentHome entry, which
  // cannot show the agent center to the signed-out browser: it sends it to /agent.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.goBack();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('navigation', { name: 'Agent center menu' })).toHaveCount(0);
});

test('axe finds nothing on /agent and /agentHome @desktop', async ({ page, context, playwright }) => {
  test.slow();
  await page.goto('/agent');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Become our agent' })).toBeVisible();
  expect(await violations(page), '/agent').toEqual([]);

  const api = await playwright.request.newContext({ baseURL });
  const agent = await registerMember(api);
  await api.post('/__test/member/type', { data: { username: agent.username, type: 41 } });
  await api.dispose();
  await agentLogin(page, context, agent);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(
    page.getByRole('navigation', { name: 'Agent center menu' }).getByRole('link').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page), '/agentHome').toEqual([]);
  await page.goto('/agentHome?page=agentAnnouncement');
  await expect(page.getByRole('heading', { name: 'Welcome to the agent center' })).toBeVisible();
  expect(await violations(page), '/agentHome?page=agentAnnouncement').toEqual([]);
});
