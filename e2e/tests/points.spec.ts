/**
 * Points end to end (spec 2 `/pointMall`, redeem history, points details; spec 7; docs/decisions.md D11, D24), real
 * server and Chromium: a player deposits through the sandbox gateway and plays the CQ9 demo slot; the points job turns
 * the credited deposit and the settled rounds into points, shown in the points details by category; the player redeems
 * the cash item with the withdraw password, sees it In process, the operator approves it through the operator API, and
 * the history shows Approved with the cash in the balance.
 */
import { axeViolations } from '../axe';
import { apiLogin, expect, playDemoSlot, registerMember, sandboxDeposit, test, useToken } from '../fixtures';
import { accruePoints, approveRedemptionOf, setWithdrawPassword } from '../fixtures/points';

test('rounds and a deposit earn points; a redeemed item is approved by the operator and shows Approved', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext();
  const player = await registerMember(api);
  const token = await apiLogin(api, player);
  await useToken(context, token);
  await setWithdrawPassword(api, token, player.password, 'wd-e2e-2468');

  // 5000.00 credited at 0.1 points per unit: 500 points; three 1.00 slot rounds: 1 point each.
  await sandboxDeposit(page, '5000');
  await playDemoSlot(page, 3);
  await accruePoints(api);

  // The avatar menu's Points entry leads to the points mall.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'My account menu' }).click();
  await page.getByRole('menuitem', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('503 points');
  await page.getByRole('tab', { name: 'Points details' }).click();
  const details = page.getByRole('list', { name: 'Points movements' });
  await expect(details.getByRole('listitem').filter({ hasText: 'Deposit' })).toHaveCount(1);
  await expect(details.getByRole('listitem').filter({ hasText: 'Slots' })).toHaveCount(3);

  await page.getByRole('tab', { name: 'Points mall' }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '50 cash to wallet' }) });
  await item.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem 50 cash to wallet' });
  await dialog.getByLabel('Withdraw password').fill('wd-e2e-2468');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('points-balance')).toHaveText('3 points');

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const history = page.getByRole('list', { name: 'Redemptions' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByTestId('redemption-status')).toHaveText('In process');

  await approveRedemptionOf(api, player.username);
  await page.reload();
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByRole('list', { name: 'Redemptions' }).getByTestId('redemption-status')).toHaveText(
    'Approved',
  );

  // The points pages are axe clean in light and dark, with content (the catalogue, the history, the details).
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('pd-color-mode', m), mode);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expect(page.getByRole('list', { name: 'Rewards' })).toBeVisible();
    expect(await axeViolations(page, { still: true }), `points mall in ${mode}`).toEqual([]);
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(page.getByRole('list', { name: 'Redemptions' })).toBeVisible();
    expect(await axeViolations(page, { still: true }), `redeem history in ${mode}`).toEqual([]);
    await page.getByRole('tab', { name: 'Points details' }).click();
    await expect(page.getByRole('list', { name: 'Points movements' })).toBeVisible();
    expect(await axeViolations(page, { still: true }), `points details in ${mode}`).toEqual([]);
  }
  await api.dispose();
});
