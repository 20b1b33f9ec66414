/**
 * The game lobby as a player uses it (spec 2 "Game lobby", "Game tile"; spec 9 page size 24) over the real demo
 * catalogue (about 10,000 games): a game-list centre with vendor selection (`?vassalage=`), filters, search and paging;
 * favourites found under /favorite and removed again.
 *
 * Every step waits for the answer or the screen state the previous one produced (the game-list call of the new page,
 * the favourite call, a tile's pressed state) before the next action, so nothing depends on timing.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, useToken } from '../fixtures';

const LIST = '/wps/relay/GCSGAME_gameList';

/** Resolves with the next game-list answer whose query matches every given parameter. */
function gameListResponse(page: Page, want: Record<string, string>): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== LIST || r.request().method() !== 'GET') return false;
    return Object.entries(want).every(([k, v]) => url.searchParams.get(k) === v);
  });
}

/** The games of a game-list answer. */
async function gamesOf(response: Response): Promise<{ gameName: string; vassalage: string }[]> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { value: { games: { gameName: string; vassalage: string }[] } };
  return body.value.games;
}

test.describe('game lobby', () => {
  test('a visitor browses slots: 24 per page, pages, a vendor, the Hot filter and a search @desktop', async ({
    page,
  }) => {
    const first = gameListResponse(page, { gameType: 'RNG', pageNo: '1' });
    await page.goto('/rng');
    const main = page.getByRole('main');
    const page1 = await gamesOf(await first);
    expect(page1).toHaveLength(24);
    const tiles = main.getByRole('article');
    await expect(tiles).toHaveCount(24);
    await expect(tiles.first()).toContainText(page1[0]!.gameName);

    // Paging: page 2 shows the next 24.
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    const second = gameListResponse(page, { gameType: 'RNG', pageNo: '2' });
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    const page2 = await gamesOf(await second);
    expect(page2).toHaveLength(24);
    expect(page2[0]!.gameName).not.toBe(page1[0]!.gameName);
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tiles.first()).toContainText(page2[0]!.gameName);

    // A vendor: the URL carries ?vassalage=, every game is that vendor's, and paging starts again at 1.
    const vendors = main.getByRole('list', { name: 'Providers' });
    const vendorChip = vendors.getByRole('button').nth(1);
    const vendorName = (await vendorChip.textContent())!.trim();
    const byVendor = page.waitForResponse(
      (r) => new URL(r.url()).pathname === LIST && !!new URL(r.url()).searchParams.get('vassalage'),
    );
    await vendorChip.click();
    const vendorResponse = await byVendor;
    const vassalage = new URL(vendorResponse.url()).searchParams.get('vassalage')!;
    expect(new URL(vendorResponse.url()).searchParams.get('pageNo')).toBe('1');
    const vendorGames = await gamesOf(vendorResponse);
    expect(vendorGames.length).toBeGreaterThan(0);
    expect(vendorGames.every((g) => g.vassalage === vassalage)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`vassalage=${vassalage}`));
    await expect(vendorChip).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles.first()).toContainText(vendorGames[0]!.gameName);
    expect(vendorName.length).toBeGreaterThan(0);

    // The Hot filter (kept in the URL) narrows the list; back to All providers and All.
    const filters = main.getByRole('list', { name: 'Filters' });
    const hot = gameListResponse(page, { filter: 'HOT', vassalage });
    await filters.getByRole('button', { name: 'Hot', exact: true }).click();
    await gamesOf(await hot);
    await expect(page).toHaveURL(/filter=HOT/);
    await expect(filters.getByRole('button', { name: 'Hot', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const all = page.waitForResponse(
      (r) => new URL(r.url()).pathname === LIST && !new URL(r.url()).searchParams.get('vassalage'),
    );
    await vendors.getByRole('button', { name: 'All providers' }).click();
    await all;
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/filter=|vassalage=/);

    // Search by a name seen on page 2: the list is narrowed to matching games.
    const term = page2[0]!.gameName;
    const searched = gameListResponse(page, { search: term });
    await main.getByRole('searchbox', { name: /Search games/ }).fill(term);
    const found = await gamesOf(await searched);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((g) => g.gameName.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    await expect(tiles).toHaveCount(found.length);
    await expect(tiles.first()).toContainText(found[0]!.gameName);

    // A search matching nothing says so.
    const none = gameListResponse(page, { search: 'zzzz-no-such-game' });
    await main.getByRole('searchbox', { name: /Search games/ }).fill('zzzz-no-such-game');
    expect(await gamesOf(await none)).toHaveLength(0);
    await expect(main).toContainText('Nothing matches "zzzz-no-such-game"');
  });

  test('search and page live in the URL: reload, back and a shared link restore the same view @desktop', async ({
    page,
  }) => {
    await page.goto('/rng');
    const main = page.getByRole('main');
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    const tiles = main.getByRole('article');
    await expect(tiles).toHaveCount(24);

    // Page 2, then page 3: each page is a history entry in the URL.
    const second = gameListResponse(page, { gameType: 'RNG', pageNo: '2' });
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    const page2 = await gamesOf(await second);
    await expect(page).toHaveURL(/[?&]page=2/);
    const third = gameListResponse(page, { gameType: 'RNG', pageNo: '3' });
    await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
    const page3 = await gamesOf(await third);
    await expect(page).toHaveURL(/[?&]page=3/);

    // Reload: page 3 again.
    const reloaded = gameListResponse(page, { gameType: 'RNG', pageNo: '3' });
    await page.reload();
    expect((await gamesOf(await reloaded))[0]!.gameName).toBe(page3[0]!.gameName);
    await expect(pager.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Back: page 2 again.
    const back = gameListResponse(page, { gameType: 'RNG', pageNo: '2' });
    await page.goBack();
    expect((await gamesOf(await back))[0]!.gameName).toBe(page2[0]!.gameName);
    await expect(tiles.first()).toContainText(page2[0]!.gameName);

    // A search goes into the URL once typing pauses and starts again at page 1; reload keeps it in the box.
    const term = page3[0]!.gameName;
    const searched = gameListResponse(page, { search: term, pageNo: '1' });
    await main.getByRole('searchbox', { name: /Search games/ }).fill(term);
    await gamesOf(await searched);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === term && !url.searchParams.has('page'),
    );
    const again = gameListResponse(page, { search: term, pageNo: '1' });
    await page.reload();
    const found = await gamesOf(await again);
    await expect(main.getByRole('searchbox', { name: /Search games/ })).toHaveValue(term);
    await expect(tiles.first()).toContainText(found[0]!.gameName);

    // A shared link opens the same view in a fresh page.
    const shared = await page.context().newPage();
    const link = gameListResponse(shared, { gameType: 'RNG', pageNo: '3' });
    await shared.goto('/rng?page=3');
    expect((await gamesOf(await link))[0]!.gameName).toBe(page3[0]!.gameName);
    await shared.close();
  });

  test('a visitor pressing Favourites is asked to log in', async ({ page }) => {
    await page.goto('/rng');
    await page
      .getByRole('main')
      .getByRole('list', { name: 'Filters' })
      .getByRole('button', { name: 'Favourites' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('favourite a game, find it under /favorite and in the Favourites filter, then remove it @desktop', async ({
    page,
    context,
    memberToken,
  }, testInfo) => {
    await useToken(context, memberToken);
    // The phone and desktop runs share the member: each takes its own game so they never undo each other.
    const index = testInfo.project.name === 'desktop' ? 1 : 0;
    const slotList = gameListResponse(page, { gameType: 'RNG', pageNo: '1' });
    await page.goto('/rng');
    const games = await gamesOf(await slotList);
    const game = games[index]!;
    const main = page.getByRole('main');
    const tile = main.getByRole('article').filter({ hasText: game.gameName }).first();
    const heart = tile.getByRole('button', { name: 'Favourite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    const added = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/wps/relay/MCSFE_favoriteGames' && r.request().method() === 'POST',
    );
    await heart.click();
    expect((await added).ok()).toBe(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The FAV filter of the lobby lists it.
    const fav = gameListResponse(page, { filter: 'FAV' });
    await main.getByRole('list', { name: 'Filters' }).getByRole('button', { name: 'Favourites' }).click();
    expect((await gamesOf(await fav)).map((g) => g.gameName)).toContain(game.gameName);
    await expect(main.getByRole('article').filter({ hasText: game.gameName })).toHaveCount(1);

    // /favorite lists it; removing it there takes it off the list.
    await page.goto('/favorite');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const favTile = main.getByRole('article').filter({ hasText: game.gameName });
    await expect(favTile).toHaveCount(1);
    const removed = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/wps/relay/MCSFE_favoriteGames' && r.request().method() === 'DELETE',
    );
    await favTile.getByRole('button', { name: 'Favourite' }).click();
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // The list (or its empty state) has loaded before asserting the absence.
    await expect(
      main.getByRole('list').or(main.getByText('Tap the heart on a game to keep it here.')).first(),
    ).toBeVisible();
    await expect(main.getByRole('article').filter({ hasText: game.gameName })).toHaveCount(0);
  });
});
