/**
 * The in-house VN lottery end to end (docs/architecture.md "Targets": "place a lottery bet and see it settled at the next
 * draw"), as a new player: register, deposit through the sandbox gateway, open the BGS lottery from the home page's
 * E-Lottery cards (/vnLottery, the games server's lottery page in the game frame), place a lô bet before the close,
 * see it open, and see it settled with the draw's numbers at the next draw, the balance moved by stake and win.
 *
 * Draw interval: the games server reads LOTTERY_INTERVAL_MS / LOTTERY_CLOSE_BEFORE_MS from its env (never a mock);
 * scripts/server-harness.mjs passes them through from the harness's environment. Run it as
 * `LOTTERY_INTERVAL_MS=20000 LOTTERY_CLOSE_BEFORE_MS=4000 node scripts/e2e.mjs tests/lottery.spec.ts` (about 50 s).
 * With the 5-minute default its timeouts still allow one full interval (not measured that way).
 */
import type { FrameLocator } from '@playwright/test';
import { expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';
import { axeViolations } from '../axe';

/** Seconds left on the lottery page's countdown ("m:ss"). */
async function secondsLeft(game: FrameLocator): Promise<number> {
  const text = (await game.locator('#countdown').textContent()) ?? '';
  const m = /^(\d+):(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
}

test('a new player bets on the VN lottery and sees the bet settled at the next draw', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(420_000);
  await newLoggedInPlayer(playwright, context);

  await sandboxDeposit(page);

  // The home page's E-Lottery cards: the in-house lottery is vendor BGS.
  await page.goto('/');
  // The hot tile shows the real jackpot pool (docs/decisions.md D9) as money.
  await expect(page.getByTestId('jackpot-counter')).toHaveText(/^Jackpot.*\d\.\d{2}$/);
  const cards = page.getByRole('region', { name: 'E-Lottery' });
  await cards.getByRole('button', { name: 'BGS', exact: true }).click();
  await expect(page).toHaveURL(/\/vnLottery\?.*vassalage=BGS/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByRole('heading', { level: 1, name: 'VN Lotto' })).toBeVisible({ timeout: 30_000 });
  await expect(game.getByRole('status')).toHaveText('Ready: pick a number and a stake.');
  // Money as the site shows it in English (Intl currency style; the site, hence the launch, is in English).
  await expect(game.locator('html')).toHaveAttribute('lang', 'en');
  await expect(game.getByTestId('lottery-balance')).toHaveText('BDT 500.00');

  // Bet with enough time left before the close (the page refuses late bets with DRAW_CLOSED anyway).
  await expect
    .poll(() => secondsLeft(game), { timeout: 330_000, intervals: [500] })
    .toBeGreaterThanOrEqual(3);
  await game.getByLabel('Bet type').selectOption('lo');
  await game.getByLabel('Number (00-99)').fill('7');
  await game.getByLabel('Stake').fill('10');
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByRole('status')).toContainText('Bet placed: Lô 07 for BDT 10.00 on draw');
  await expect(game.getByTestId('lottery-balance')).toHaveText('BDT 490.00');
  const drawId = (await game.locator('#draw-id').textContent())!.trim();
  const row = game.getByRole('row').filter({ hasText: drawId }).first();
  await expect(row).toContainText('Open');

  // At the draw: the row turns Settled with its win, the results list shows the draw, the balance moves by the win.
  await expect(row).toContainText('Settled', { timeout: 360_000 });
  const cells = row.getByRole('cell');
  // Intl separates the code from the amount with a no-break space.
  const win = (await cells.nth(5).textContent())!.trim().replace(/\u00a0/g, ' ');
  expect(win).toMatch(/^BDT \d+\.\d{2}$/);
  const result = game.locator(`#results li[data-draw-id="${drawId}"]`);
  await expect(result).toBeVisible();
  const numbers = await result.locator('.nums li').allTextContents();
  expect(numbers).toHaveLength(27);
  const hits = numbers.filter((n) => n === '07').length;
  expect(win).toBe(`BDT ${((1000 * hits * 7) / 2 / 100).toFixed(2)}`);
  const expected = (49_000 + (1000 * hits * 7) / 2) / 100;
  await expect(game.getByTestId('lottery-balance')).toHaveText(
    `BDT ${expected.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  // The lottery page in its frame passes axe.
  expect(await axeViolations(page)).toEqual([]);
});
