/**
 * The in-house games inside a cross-site frame (Chromium): the player site is reached as `localhost` while the games
 * server stays on 127.0.0.1, so the game frame is another site than its parent, and framed pages are refused
 * sessionStorage as under third-party storage blocking. The game must exchange its launch token, connect and play.
 */
import { expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';
import { blockFramedStorage, crossSiteBase, openInHouseGame } from '../fixtures/game';

/** The Lucky Lines slot of the demo catalogue (apps/games resolveGame: BGS-BGS-<n>, n mod 3 = 0). */
const SLOT = 'BGS-BGS-0003';

test('an in-house game framed by another site connects and plays a round @desktop', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);
  await blockFramedStorage(context);
  await sandboxDeposit(page, '200');
  const site = crossSiteBase(baseURL);

  const launch = await openInHouseGame(page, site, SLOT);
  expect(launch.pathname).toBe('/play');
  // Two sites: the page is on localhost, the game on 127.0.0.1.
  expect(new URL(page.url()).hostname).toBe('localhost');
  expect(launch.hostname).toBe('127.0.0.1');

  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-balance')).toHaveText('BDT 200.00');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  const played = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/play');
  await spin.click();
  const round = await played;
  expect(round.status()).toBe(200);
  const { balance } = ((await round.json()) as { round: { balance: string } }).round;
  const minor = BigInt(balance);
  await expect(game.getByTestId('game-balance')).toHaveText(
    `BDT ${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`,
  );
});
