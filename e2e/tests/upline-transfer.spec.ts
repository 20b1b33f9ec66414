/**
 * Member-center transfer to the upline in Chromium against the real server (spec 2 page transferUpline under
 * AGENTTRANSFER3; docs/decisions.md D12): a new downline of the seeded demo agent deposits through the sandbox
 * gateway, sends part of it to its agent with the login password, sees the success and the new balance and today's
 * use; a wrong password is refused with nothing moved. axe clean in light and dark at the project's width.
 */
import { expect, sandboxDeposit, test, useToken } from '../fixtures';
import { demoAgentDownline } from '../fixtures/social';
import { axeViolations } from '../axe';

test('a member sends money to its agent upline with its password', async ({ page, context, playwright }) => {
  test.slow();
  const api = await playwright.request.newContext();
  const member = await demoAgentDownline(api);
  await api.dispose();
  await useToken(context, member.token);
  await sandboxDeposit(page, '500');

  await page.goto('/member?page=transferUpline');
  const panel = page.getByRole('region', { name: 'Transfer to upline', exact: true });
  await expect(panel.getByText('To your agent: demoagent')).toBeVisible();
  await expect(panel.getByText(/Your balance: .*500\.00/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await panel.getByLabel('Amount').fill('120');
  await panel.getByLabel('Login password').fill('not-my-password');
  await panel.getByRole('button', { name: 'Send to agent' }).click();
  await expect(panel.getByRole('alert')).toContainText(/password/i);

  await panel.getByLabel('Login password').fill(member.password);
  await panel.getByRole('button', { name: 'Send to agent' }).click();
  await expect(panel.getByRole('status')).toContainText(
    /120\.00 sent to demoagent\. Your balance: .*380\.00/,
  );
  await expect(panel.getByText(/Your balance: .*380\.00/).first()).toBeVisible();
  await expect(panel.getByText(/Today: .*120\.00 of .* used/)).toBeVisible();

  for (const mode of ['light', 'dark'] as const) {
    await context.addInitScript((m) => localStorage.setItem('pd-color-mode', m), mode);
    await page.goto('/member?page=transferUpline');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expect(panel.getByLabel('Amount')).toBeVisible();
    expect(await axeViolations(page, { still: true }), mode).toEqual([]);
  }
});
