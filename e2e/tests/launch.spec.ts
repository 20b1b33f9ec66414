/**
 * Game launch as a player does it (docs/architecture.md "Game launch"): a logged-in player plays a slot from the lobby, lands on
 * /seamless with the game frame (CQ9's sandbox game on the games server, opened with a one-time launch token), sees
 * the balance the game got from the wallet, goes back, and finds the game under /recent. A visitor pressing Play gets the login
 * popup. Every step waits for the answer or screen state the previous one produced.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, useToken } from '../fixtures';
import { axeViolations } from '../axe';

const LIST = '/wps/relay/GCSGAME_gameList';

function slotList(page: Page, vassalage: string): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === LIST && url.searchParams.get('vassalage') === vassalage;
  });
}

test.describe('game launch', () => {
  test('a player launches a slot from the lobby, sees the balance in the game, goes back, finds it under /recent @desktop', async ({
    page,
    context,
    memberToken,
  }) => {
    await useToken(context, memberToken);
    // CQ9 speaks the seamless wallet protocol (config/vendors.json), so its game authenticates the launch token.
    const listed = slotList(page, 'CQ9');
    await page.goto('/rng?vassalage=CQ9');
    const games = (
      (await (await listed).json()) as { value: { games: { gameName: string; gameCode: string }[] } }
    ).value.games;
    const game = games[0]!;
    const tile = page.getByRole('main').getByRole('article').filter({ hasText: game.gameName }).first();

    const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await tile.getByRole('button', { name: 'Play', exact: true }).click();
    const launch = await launched;
    expect(launch.status()).toBe(200);
    const { url } = ((await launch.json()) as { value: { url: string } }).value;
    expect(new URL(url, 'http://x.invalid').searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(memberToken);
    await expect(page).toHaveURL(/\/seamless\?.*vassalage=CQ9/);

    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    const game$ = page.frameLocator('[data-testid="game-frame"]');
    await expect(game$.getByTestId('game-balance')).toHaveText(/^BDT\s\d+\.\d{2}$/);
    // A slot (game type RNG): the stake chips, 1.00 chosen, and the Spin button.
    await expect(game$.getByRole('button', { name: '1.00', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(game$.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
    // The game page and the game in its frame pass axe.
    expect(await axeViolations(page)).toEqual([]);
    // The token was used up by the game and removed from the frame's address (the frame is the games server's
    // origin, so its address is read through the browser, not the page).
    const gameFrame = page.frames().find((f) => f.url().includes('/sandbox/CQ9'));
    expect(gameFrame, 'the sandbox game frame').toBeTruthy();
    expect(gameFrame!.url()).not.toContain('token=');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=CQ9/);

    await page.goto('/recent');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(game.gameName);
  });

  test('a visitor pressing Play gets the login popup', async ({ page }) => {
    await page.goto('/rng');
    const tile = page.getByRole('main').getByRole('article').first();
    await tile.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/seamless/);
  });
});
