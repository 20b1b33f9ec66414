/**
 * Agent team pages in Chromium against the real server (docs/architecture.md "Agents", agent center; spec 2 agent center): the seeded demo
 * agent (apps/server/src/domain/agent/team/seed.ts: demoagent -> demosubagent -> demoplayer2, demoagent -> demoplayer1)
 * opens /agentHome on a 360 px phone, creates a member downline in registerCenter and reads its one-time password
 * (shown once, D2), finds it in downlineManagmentView, and sees the team in agentTeamOverview. The demo agent's
 * password is random and only logged once by the server at seeding (D2), so it is read from the server's log.
 */
import { baseURL, demoAgentToken, expect, freshUsername, test, useToken } from '../fixtures';

test('the demo agent creates a downline, finds it in team management and sees its team overview', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await playwright.request.newContext();
  await useToken(context, await demoAgentToken(api));
  await api.dispose();

  // registerCenter: create a member; its one-time password is shown once.
  const username = freshUsername('dl');
  await page.goto('/agentHome?page=registerCenter');
  await expect(page.getByRole('heading', { level: 2, name: 'Create account' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Account ${username} created` })).toBeVisible();
  const otp = (await page.getByLabel('One-time password').textContent())!.trim();
  expect(otp).toMatch(/^[A-Za-z2-9]{12}$/);
  await expect(page.getByText(/^Code DEMOAG$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the link .*affiliateCode=DEMOAG/ })).toBeVisible();

  // downlineManagmentView: the new member is a direct downline, active, never logged in.
  await page.goto('/agentHome?page=downlineManagmentView');
  const list = page.getByRole('list', { name: 'Team management' });
  const card = list.getByRole('listitem').filter({ hasText: username });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Last login: Never');
  await page.getByLabel('Show').selectOption('all');
  await expect(list.getByRole('listitem').filter({ hasText: 'demoplayer2' })).toContainText(
    'upline demosubagent',
  );

  // The new member logs in with the one-time password and must change it (D2).
  const login = await page.request.post(`${baseURL}/wps/session/login`, {
    data: { username, password: otp, type: 'username' },
  });
  expect(((await login.json()) as { value: { mustChangePassword: boolean } }).value.mustChangePassword).toBe(
    true,
  );

  // agentTeamOverview (the default page): the demo tree and the new member.
  await page.goto('/agentHome');
  await expect(page.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Team overview' });
  const figure = async (label: string) =>
    Number((await cards.getByRole('listitem').filter({ hasText: label }).textContent())!.replace(/\D/g, ''));
  await expect(cards).toBeVisible();
  expect(await figure('Team size')).toBeGreaterThanOrEqual(4);
  expect(await figure('New members')).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('img', { name: 'Bets and team profit/loss per day' })).toBeVisible();
  // Phone first: the figures, the chart and the daily table (scrolling inside its own box) fit the 360 px screen.
  for (const part of [
    cards,
    page.getByRole('img', { name: 'Bets and team profit/loss per day' }),
    page.getByRole('region', { name: 'Bets and team profit/loss per day' }),
  ])
    expect((await part.boundingBox())!.width).toBeLessThanOrEqual(360);
});
