/**
 * Betting record end to end (docs/architecture.md "Records"; docs/architecture.md "Targets"), as a new player on a 360 px phone: register,
 * deposit through the sandbox gateway, open a slot from the lobby (the built-in demo game in /seamless, which plays
 * through the signed seamless wallet protocol), play 3 rounds, then find those rounds by id in the betting record
 * (personalHistoryCopy) and the same 3 bets in profit and loss (personalProfit).
 */
import type { Page } from '@playwright/test';
import { expect, newLoggedInPlayer, playDemoSlot, sandboxDeposit, test } from '../fixtures';
import { axeViolations } from '../axe';

const ROUNDS = 3;

/** The member-center panel (a region named by the page title). */
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Nothing scrolls sideways at the phone width, and axe finds no WCAG 2.2 AA violation in what is shown. */
async function expectFitsWidth(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeViolations(page)).toEqual([]);
}

test('a new player plays rounds of the demo slot and finds them in the betting record', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);

  // Fund: 500 through the sandbox gateway; its signed webhook credits the wallet.
  await sandboxDeposit(page);

  // Open a CQ9 slot (seamless wallet) from the lobby and play ROUNDS rounds in its frame.
  const roundIds = await playDemoSlot(page, ROUNDS);

  // The betting record lists today's rounds, newest first, each with its round id, stake and time.
  await page.goto('/member?page=personalHistoryCopy');
  const record = panel(page, 'Betting record');
  const list = record.getByRole('list', { name: 'Bets' });
  await expect(list.getByRole('listitem')).toHaveCount(ROUNDS);
  for (const [i, id] of [...roundIds].reverse().entries()) {
    const item = list.getByRole('listitem').nth(i);
    await expect(item).toContainText(`Round ${id}`);
    await expect(item).toContainText('Stake: BDT 1.00');
    await expect(item).toContainText('CQ9');
    await expect(item).toContainText('Settled');
  }
  await expectFitsWidth(page);

  // Filtering by another provider's game type empties the list.
  await record.getByLabel('Game type').selectOption('LIVE');
  await expect(record.getByText('No bets in this period')).toBeVisible();

  // Profit and loss counts the same settled rounds.
  await page.goto('/member?page=personalProfit');
  const profit = panel(page, 'Profit and loss');
  await expect(profit.getByRole('region', { name: 'Total' })).toContainText(`${ROUNDS} bets`);
  await expect(profit.getByRole('table', { name: 'By game type' })).toContainText('Slots');
  await expectFitsWidth(page);
});
