/**
 * A transfer-wallet sports vendor played end to end (docs/architecture.md "Games server"; docs/decisions.md D20), as a
 * new player: deposit through the sandbox gateway, move 300.00 into the sports vendor's game wallet (member center
 * wallet page), open the vendor from the /sports lobby (its sandbox sports book on the games server, in the site's
 * frame), see the 300.00 there, put a match's odds on the slip, stake 50.00, place the bet and see the game balance
 * drop to 250.00, play the match to settle it, and find the wallet page's game wallet at the book's balance.
 */
import type { Page } from '@playwright/test';
import { expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';

/** The member center wallet panel. */
const walletPanel = (page: Page) => page.getByRole('region', { name: 'Wallet', exact: true });

test('a player moves money to a sports vendor, bets in its sports book and sees the game wallet change @desktop', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);
  await sandboxDeposit(page, '500');

  // Transfer 300.00 in to the first sports vendor the lobby shows.
  await page.goto('/sports');
  const card = page
    .getByRole('main')
    .getByRole('button', { name: /^(IBC|SBT|UG|BTI)$/ })
    .first();
  const vendor = (await card.textContent())!.trim();
  await page.goto('/member?page=transferFund');
  const wallet = walletPanel(page);
  await wallet.getByLabel('Game wallet', { exact: true }).selectOption(vendor);
  await wallet.getByLabel('Amount').fill('300');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transferred BDT 300.00')).toBeVisible();

  // Open it from the lobby: its sports book, on the vendor-side balance.
  await page.goto('/sports');
  await page.getByRole('main').getByRole('button', { name: vendor, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?.*vassalage=${vendor}`));
  const book = page.frameLocator('[data-testid="game-frame"]');
  await expect(book.getByTestId('game-balance')).toHaveText('BDT 300.00');
  const fixtures = book.getByTestId('fixture');
  await expect(fixtures.first()).toBeVisible();
  expect(await fixtures.count()).toBeGreaterThan(3);
  // Kickoff times are given in the brand's zone (Dhaka, GMT+6).
  await expect(fixtures.first().locator('time')).toHaveText(/^\d{2}:\d{2}\sGMT\+6$/);

  // Home win of the first match on the slip, stake 50.00: the potential return is shown, then the bet placed.
  await fixtures.first().getByRole('button').first().click();
  await book.getByLabel('Stake').fill('50');
  await expect(book.getByTestId('potential')).toHaveText(/^BDT\s\d{2,3}\.\d{2}$/);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/sports/bet'));
  await book.getByRole('button', { name: 'Place bet', exact: true }).click();
  expect((await placed).status()).toBe(200);
  await expect(book.getByTestId('game-balance')).toHaveText('BDT 250.00');
  const bets = book.getByTestId('bets');
  await expect(bets.getByRole('listitem')).toHaveCount(1);
  await expect(bets).toContainText('open');

  // Play the match: the bet settles; a win is added to the game balance.
  const settled = page.waitForResponse((r) => r.url().endsWith('/api/sports/settle'));
  await bets.getByRole('button', { name: 'Play the match' }).click();
  const answer = (await (await settled).json()) as { bet: { win: string } };
  await expect(bets).toContainText('settled');
  const win = BigInt(answer.bet.win);
  const after = 25_000n + win;
  const shown = `BDT ${(after / 100n).toLocaleString('en-US')}.${String(after % 100n).padStart(2, '0')}`;
  await expect(book.getByTestId('game-balance')).toHaveText(shown);

  // The site's wallet page shows the game wallet at the book's balance.
  await page.goto('/member?page=transferFund');
  await expect(
    walletPanel(page).getByRole('list', { name: 'Game wallets' }).locator(`[data-wallet="${vendor}"]`),
  ).toContainText(shown);
});

test("the home page's hot matches come from the sports vendor's book; pressing one opens the book on that match @desktop", async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);
  const hot = page.getByRole('region', { name: 'Hot matches' });
  const first = hot.getByTestId('hot-match').first();
  // The platform reads the matches from the games server (3 s per call); a loaded machine may miss the first read, and
  // the page then shows no carousel until a later load: load the home page until the matches show.
  await expect(async () => {
    await page.goto('/');
    await expect(first).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // Time as day, month abbreviation, hour and minute; the title (league); home team with its crest, away team.
  await expect(first).toContainText(/\b(\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2})\b.*\d{2}:\d{2}/);
  await expect(first).toContainText(/League|Cup/);
  await expect(first.locator('img')).toHaveAttribute('src', /^\/lgw\/games\/team\/[a-z0-9-]+\.svg$/);
  const teams = (await first.textContent())!.match(/([^\d:]+?) vs (.+)$/);
  expect(teams, 'home vs away').toBeTruthy();
  const home = teams![1]!.replace(/^.*(League|Cup)/, '').trim();

  await first.click();
  await expect(page).toHaveURL(/\/seamless\?.*vassalage=IBC.*gameCode=\d{4}-\d{2}-\d{2}-\d+/);
  const book = page.frameLocator('[data-testid="game-frame"]');
  const launched = book.locator('[data-testid="fixture"][aria-current="true"]');
  await expect(launched).toBeVisible();
  await expect(launched).toContainText(home);
  await expect(book.getByTestId('fixture').first()).toHaveAttribute('aria-current', 'true');
});
