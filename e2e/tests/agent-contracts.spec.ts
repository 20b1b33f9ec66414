/**
 * Agent contracts end to end in Chromium against the real server (docs/architecture.md "Targets"): an agent logs in at /agent,
 * creates a downline agent in registerCenter, gets a daily-salary contract from the operator (`npm run ops --
 * grant-contract`), offers its downline a lower one; the downline, logged in in ANOTHER browser context, accepts it
 * from the live contract popup; a player of the downline deposits and plays 3 rounds of the demo slot (the signed
 * seamless wallet protocol); the operator runs the settlement (`npm run ops -- settle-now`, as at the next brand
 * midnight); both agents open the statement with its inputs and see the income in agentRevenueReport.
 *
 * Figures: the player stakes 3 x 1.00. Downline: 5.00 % of 3.00 = 0.15. Agent: 10.00 % of 3.00 = 0.30, less the
 * downline's 0.15 = 0.15 (the difference model).
 *
 * The agent is a registered member made an agent through the test hook POST /__test/member/type (as an operator
 * would); the downline and the player are created by their agents with one-time passwords changed at first login (D2).
 */
import type { APIRequestContext } from '@playwright/test';
import {
  agentLogin,
  apiLogin,
  baseURL,
  expect,
  freshUsername,
  ops,
  playDemoSlot,
  registerMember,
  sandboxDeposit,
  siteContext,
  test,
  useToken,
} from '../fixtures';

const money = (amount: string) => new RegExp(`BDT\\s${amount.replace('.', '\\.')}`);

/** First login of an account created by its agent: the one-time password is replaced (D2). Returns the new password. */
async function firstLogin(api: APIRequestContext, username: string, otp: string): Promise<string> {
  const password = `pw-${otp}-Zz9`;
  const token = await apiLogin(api, { username, password: otp });
  const c = await api.post(`${baseURL}/wps/member/password`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword: otp, newPassword: password, confirmNewPassword: password },
  });
  expect(c.ok(), await c.text()).toBe(true);
  return password;
}

/** The next midnight of the brand calendar (Asia/Dhaka, GMT+6, no DST) plus one minute, ISO. */
function afterNextBrandMidnight(): string {
  const day = 86_400_000;
  const offset = 6 * 3_600_000;
  const nextLocalMidnight = Math.floor((Date.now() + offset) / day) * day + day;
  return new Date(nextLocalMidnight - offset + 60_000).toISOString();
}

test('an agent offers a daily salary, the downline accepts it live, players bet, both see statement and income', async ({
  page,
  context,
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext();

  // The agent (A) logs in at /agent.
  const agent = await registerMember(api);
  const promote = await api.post(`${baseURL}/__test/member/type`, {
    data: { username: agent.username, type: 1 },
  });
  expect(promote.ok(), await promote.text()).toBe(true);
  await page.goto('/agent');
  await agentLogin(page, context, agent);
  await expect(page).toHaveURL(/\/agentHome/);

  // A creates a downline agent (B) in registerCenter; its one-time password is shown once.
  const downName = freshUsername('dag');
  await page.goto('/agentHome?page=registerCenter');
  await page.getByLabel('Username').fill(downName);
  await page.getByLabel('Account type').selectOption('agent');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Account ${downName} created` })).toBeVisible();
  const downOtp = (await page.getByLabel('One-time password').textContent())!.trim();
  const downPassword = await firstLogin(api, downName, downOtp);

  // The operator grants A a top-level daily salary contract: 10 % of team bets from 1.00 and 1 active member.
  const terms = { singleBetMin: '1.00', tiers: [{ minBets: '1.00', minActiveMembers: 1, rate: '10.00' }] };
  ops(['grant-contract', agent.username, '--type', 'daily', '--terms', JSON.stringify(terms)]);

  // B logs in, in another browser context, and waits on its agent center.
  const downContext = await siteContext(browser);
  const downPage = await downContext.newPage();
  await downPage.goto('/agent');
  await agentLogin(downPage, downContext, { username: downName, password: downPassword });
  await expect(downPage).toHaveURL(/\/agentHome/);

  // A offers B 5 % on the daily salary page.
  await page.goto('/agentHome?page=agentDailyWages2');
  const form = page.getByRole('form', { name: 'Offer a contract to a downline' });
  await expect(form.getByLabel('Downline agent')).toHaveValue(/\d+/);
  await form.getByLabel('Downline agent').selectOption({ label: downName });
  await form.getByLabel('Rate (%)').fill('5.00');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toHaveText(`Offer sent to ${downName}.`);

  // B's live contract popup: the offer, accepted from the popup.
  const popup = downPage.getByRole('dialog', { name: 'New contract offer' });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup).toContainText(`${agent.username} offers you a Daily salary contract (Daily).`);
  await expect(popup).toContainText('Tier 1: 5.00 %');
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();

  // B creates a player (P); P deposits and plays 3 rounds of the demo slot through the seamless wallet protocol.
  const downToken = await apiLogin(api, { username: downName, password: downPassword });
  const playerName = freshUsername('dpl');
  const created = await api.post(`${baseURL}/wps/agent/team/downlines`, {
    headers: { Authorization: `Bearer ${downToken}` },
    data: { username: playerName, kind: 'member' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const playerOtp = ((await created.json()) as { value: { oneTimePassword: string } }).value.oneTimePassword;
  const playerPassword = await firstLogin(api, playerName, playerOtp);
  const playerContext = await siteContext(browser);
  await useToken(playerContext, await apiLogin(api, { username: playerName, password: playerPassword }));
  const playerPage = await playerContext.newPage();
  await sandboxDeposit(playerPage);
  await playDemoSlot(playerPage, 3);
  await playerContext.close();

  // The operator runs the settlement as at the next brand midnight: today's daily period is paid.
  const settled = ops(['settle-now', '--type', 'daily', '--at', afterNextBrandMidnight(), '--json']);
  expect(JSON.parse(settled)).toMatchObject({ written: 2, paid: 2, paidMinor: '30' });

  // Both agents open the statement with its inputs and see the income.
  for (const [p, who, expectDeduction] of [
    [page, agent.username, true],
    [downPage, downName, false],
  ] as const) {
    await p.goto('/agentHome?page=agentDailyWages2');
    const statements = p.getByRole('region', { name: 'Statements' });
    const row = statements.getByRole('listitem').first();
    await expect(row).toContainText(money('0.15'));
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: 'Details' }).click();
    const details = row.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('heading', { name: `Statement of ${who}` })).toBeVisible();
    await expect(
      details
        .getByRole('definition')
        .filter({ hasText: money('3.00') })
        .first(),
    ).toBeVisible();
    if (expectDeduction) await expect(details).toContainText(`Less ${downName}: 5.00 % of BDT`);
    await expect(details).toContainText(/My income\s*BDT\s0\.15/);

    await p.goto('/agentHome?page=agentRevenueReport');
    await expect(p.getByRole('img', { name: 'Income per period, by source' })).toBeVisible();
    const total = p.getByRole('table').locator('tfoot');
    await expect(total).toContainText(money('0.15'));
  }
  await downContext.close();
  await api.dispose();
});
