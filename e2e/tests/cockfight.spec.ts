/**
 * The cockfight center end to end (spec 2 route /cockfight; spec 3 "Category to game type: cockfight COCKFIGHT";
 * spec 4: COCKFIGHT launches at vendor level), on a phone, as a new player: deposit through the sandbox gateway, open
 * /cockfight (axe clean in light and dark), launch the demo cockfight vendor SV388 from its card (the games server's
 * sandbox cockfight in the site's frame, played through the signed seamless wallet protocol), back Meron for 1.00, see
 * the fight's result and the game balance, then the site's header balance moved by the round's net.
 */
import { expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';
import { axeCleanInBothModes } from '../axe';

/** The demo cockfight vendor (apps/server/src/domain/games/demo.ts DEMO_VENDORS.COCKFIGHT). */
const VENDOR = 'SV388';

/** BDT amount text from minor units, under 1,000 (no grouping): "499.00". */
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

test('a player opens the cockfight center, backs Meron in the SV388 fight and sees the balance move by the result', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);
  await sandboxDeposit(page, '500');
  await expect(page.getByRole('banner')).toContainText('৳500.00');

  // The cockfight center lists the vendor's card; the page is axe clean in both colour modes.
  await page.goto('/cockfight');
  const card = page.getByRole('main').getByRole('button', { name: VENDOR, exact: true });
  await expect(card).toBeVisible();
  await axeCleanInBothModes(page, 'the cockfight center');

  // The card launches the vendor (no game code): its sandbox cockfight on the games server, in the site's frame.
  const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await card.click();
  const url = new URL(((await (await launched).json()) as { value: { url: string } }).value.url);
  expect(url.pathname).toBe(`/sandbox/${VENDOR}`);
  expect(url.searchParams.get('gameType')).toBe('COCKFIGHT');
  await expect(page).toHaveURL(new RegExp(`/seamless\\?.*vassalage=${VENDOR}`));
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-balance')).toHaveText(`BDT ${money(50_000n)}`);

  // Back Meron with the smallest stake (1.00) and start the fight.
  const meron = game.getByRole('button', { name: 'Meron (red)', exact: true });
  await meron.click();
  await expect(meron).toHaveAttribute('aria-pressed', 'true');
  await expect(game.getByRole('button', { name: 'Wala (blue)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const fight = game.getByRole('button', { name: 'Start the fight', exact: true });
  await expect(fight).toBeEnabled();
  const played = page.waitForResponse((r) => new URL(r.url()).pathname === `/sandbox/${VENDOR}/api/play`);
  await fight.click();
  const answer = await played;
  expect(answer.status()).toBe(200);
  const round = (await answer.json()) as {
    stake: string;
    win: string;
    balance: string;
    outcome: { kind: string; winner: 'meron' | 'wala' | 'draw'; pick: string };
  };
  expect(round.outcome).toMatchObject({ kind: 'cockfight', pick: 'meron' });
  expect(round.stake).toBe('100');
  // Meron's win pays 2x the stake; Wala's win or a draw loses it.
  expect(round.win).toBe(round.outcome.winner === 'meron' ? '200' : '0');

  // The result is shown, and the game balance moves by the round's net.
  const result =
    round.outcome.winner === 'draw'
      ? 'Draw'
      : `${round.outcome.winner === 'meron' ? 'Meron (red)' : 'Wala (blue)'} wins`;
  await expect(game.getByText(result, { exact: true })).toBeVisible();
  const after = 50_000n - 100n + BigInt(round.win);
  expect(round.balance).toBe(after.toString());
  await expect(game.getByTestId('game-balance')).toHaveText(`BDT ${money(after)}`);

  // Seamless wallet: the site's header balance (refreshed by its button) is the main wallet the round moved.
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner')).toContainText(`৳${money(after)}`);
});
