/**
 * VIP and bonus bets end to end (docs/architecture.md "Loyalty"), real server and Chromium: a new player deposits
 * through the sandbox gateway and plays the demo slot until VIP 1 (500.00 deposited, 10.00 turnover), sees the level on
 * the VIP page and claims its level-up bonus once, then claims the day's rebate on the bonus bets page; both payouts
 * are listed in bonus details.
 */
import { expect, newLoggedInPlayer, test } from '../fixtures';
import { openRebatePage, openVipPage, reachVip1 } from '../fixtures/vip';

test('a player reaches VIP 1 by deposit and turnover, claims the level-up bonus and the day’s rebate', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(240_000);
  await newLoggedInPlayer(playwright, context);

  let vip = await openVipPage(page);
  await expect(vip.getByRole('heading', { level: 2 })).toHaveText('Your level: Member');
  await expect(vip.getByRole('progressbar', { name: 'Progress to VIP 1' })).toBeVisible();
  await expect(vip.getByRole('region', { name: 'Benefits' })).toContainText('VIP 1');

  await reachVip1(page);
  vip = await openVipPage(page);
  await expect(vip.getByRole('heading', { level: 2 })).toHaveText('Your level: VIP 1');
  await expect(vip.getByRole('progressbar', { name: 'Progress to VIP 2' })).toBeVisible();
  const claim = vip.getByRole('button', { name: 'Claim VIP 1 level-up bonus' });
  await claim.click();
  await expect(page.getByText(/Bonus of .*50\.00 paid to your wallet/)).toBeVisible();
  const bonuses = vip.getByRole('list', { name: 'VIP bonuses' });
  await expect(bonuses.getByRole('listitem').filter({ hasText: 'VIP 1 level-up bonus' })).toContainText(
    'Claimed',
  );
  await expect(claim).toHaveCount(0);

  const rebate = await openRebatePage(page);
  const today = rebate.getByRole('list', { name: 'Today’s rebate by category' });
  await expect(today.getByRole('listitem').filter({ hasText: 'Slots' })).toBeVisible();
  await rebate.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText(/Rebate of .* paid to your wallet/)).toBeVisible();
  await expect(today.getByRole('listitem').filter({ hasText: 'Slots' })).toContainText('Paid');
  await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  await page.goto('/member?page=bonusDetails');
  const list = page.getByRole('list', { name: 'Bonuses' });
  await expect(list.locator('[data-source="vip"]')).toHaveCount(1);
  await expect(list.locator('[data-source="vip"]')).toContainText('VIP bonus');
  await expect(list.locator('[data-source="rebate"]')).toHaveCount(1);
  await expect(list.locator('[data-source="rebate"]')).toContainText('Rebate (bonus bets)');
});
