/**
 * Missions end to end (spec sections 1 "missions", 2 `missionLeaderboard`, 4 statuses; docs/decisions.md D37), real
 * server and Chromium on the demo brand: a new player sees the daily deposit mission in progress, deposits through the
 * sandbox gateway, sees it complete, claims it, sees it Claimed and the bonus in the header balance. The page is axe
 * clean in light and dark.
 */
import { axeViolations } from '../axe';
import { expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';
import { DAILY_DEPOSIT, MISSIONS_PATH, dailyMission } from '../fixtures/missions';

test('a new player completes the daily deposit mission and claims its bonus', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(150_000);
  await newLoggedInPlayer(playwright, context);

  await page.goto(MISSIONS_PATH);
  await expect(page.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
  const mission = dailyMission(page, DAILY_DEPOSIT.title);
  await expect(mission).toContainText('In progress', { timeout: 30_000 });
  await expect(mission).toContainText('0.00');
  await expect(mission.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('pd-color-mode', m), mode);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expect(mission).toBeVisible();
    expect(await axeViolations(page, { still: true }), `missions in ${mode}`).toEqual([]);
  }

  await sandboxDeposit(page, DAILY_DEPOSIT.deposit);
  await page.goto(MISSIONS_PATH);
  await expect(mission).toContainText('Complete');
  await expect(mission.getByRole('progressbar')).toHaveAttribute('value', '100');
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Reward claimed');
  await expect(mission).toContainText('Claimed');
  await expect(mission.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  // 500.00 deposited (bKash, no fee) plus the 20.00 bonus.
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner')).toContainText('৳520.00');
  await page.reload();
  await expect(mission).toContainText('Claimed');
});
