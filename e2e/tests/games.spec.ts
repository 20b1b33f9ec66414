/**
 * The in-house games server end to end (docs/architecture.md "Targets"), as a new player against the real platform and the real
 * games server (scripts/server-harness.mjs starts it beside the platform and sets GAMES_URL): register, deposit
 * through the sandbox gateway, open the Lucky Lines slot from the in-house lobby (/bgs), spin 10 times in its frame
 * (the games server talks to the platform only through the signed wallet protocol), see the header balance move,
 * find the 10 rounds in the betting record (personalHistoryCopy), and verify one on the games server's verify page.
 * In Bengali: a player of the Bengali site gets the games server's pages and their scripts' messages in Bengali.
 */
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../apps/games/src/i18n/messages.ts';
import { bn, expect, newLoggedInPlayer, sandboxDeposit, test } from '../fixtures';
import { axeViolations } from '../axe';

/** The games server's Bengali texts (apps/games/src/i18n/messages.ts), so the assertions follow the dictionary. */
const BN = MESSAGES.bn;

const SPINS = 10;
/** The slot of the demo catalogue's in-house games (apps/games resolveGame: BGS-BGS-<n>, n mod 3 = 0). */
const SLOT = 'BGS-BGS-0003';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** axe finds no WCAG 2.2 AA violation on the page (and in its frames). */
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** BDT amount text from minor units, under 1,000 (no grouping): "486.50". */
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
/** The same in the game page, which formats money like the site in English: "BDT 486.50" (Intl currency style). */
const gameMoney = (minor: bigint) => `BDT ${money(minor)}`;
/** The same in the site's header, Intl with the narrow symbol in English: "৳486.50". */
const headerMoney = (minor: bigint) => `৳${money(minor)}`;

/**
 * Opens the {@link SLOT} tile of the in-house lobby (/bgs) by its play button, named `play` in the site's language,
 * and returns the launch URL the platform answered (`/wps/game/launchGame`).
 */
async function openSlotFromLobby(page: Page, play: string): Promise<URL> {
  const listed = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === '/wps/relay/GCSGAME_gameList' && u.searchParams.get('gameType') === 'BGS';
  });
  await page.goto('/bgs');
  const games = (
    (await (await listed).json()) as { value: { games: { gameName: string; gameCode: string }[] } }
  ).value.games;
  const slot = games.find((g) => g.gameCode === SLOT);
  expect(slot, `${SLOT} in the in-house lobby`).toBeTruthy();
  const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: slot!.gameName })
    .first()
    .getByRole('button', { name: play, exact: true })
    .click();
  return new URL(((await (await launched).json()) as { value: { url: string } }).value.url);
}

test('a new player spins the in-house slot 10 times, sees the rounds in the betting record and verifies one', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newLoggedInPlayer(playwright, context);

  // Fund: 500 through the sandbox gateway; its signed webhook credits the wallet.
  await sandboxDeposit(page);
  await expect(page.getByRole('banner')).toContainText('৳500.00');

  // Open the slot from the in-house lobby.
  const launchUrl = await openSlotFromLobby(page, 'Play');
  const gamesOrigin = launchUrl.origin;
  expect(launchUrl.pathname).toBe('/play');
  await expect(page).toHaveURL(/\/seamless\?/);

  const game = page.frameLocator('[data-testid="game-frame"]');
  // The site runs in English (fixtures siteLanguage), and the launch passes it: the game speaks English too.
  expect(launchUrl.searchParams.get('lang')).toBe('en');
  // The games server does not know the brand: the launch carries its time zone (deshplay: Bangladesh).
  expect(launchUrl.searchParams.get('tz')).toBe('Asia/Dhaka');
  await expect(game.locator('html')).toHaveAttribute('lang', 'en');
  await expect(game.getByTestId('game-balance')).toHaveText(gameMoney(50_000n));
  await expect(game.getByRole('heading', { name: 'Lucky Lines' })).toBeVisible();
  await expect(game.getByRole('region', { name: 'Fair play' })).toContainText(/[0-9a-f]{64}/);
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  await expectAxeClean(page);
  const roundIds: string[] = [];
  let balance = 50_000n;
  for (let i = 0; i < SPINS; i++) {
    await expect(spin).toBeEnabled();
    const answered = page.waitForResponse((r) => r.url() === `${gamesOrigin}/api/play`);
    await spin.click();
    const r = await answered;
    expect(r.status()).toBe(200);
    const round = (
      (await r.json()) as { round: { roundId: string; status: string; stake: string; win: string } }
    ).round;
    expect(round).toMatchObject({ status: 'settled', stake: '100' });
    roundIds.push(round.roundId);
    balance += BigInt(round.win) - 100n;
    await expect(game.getByTestId('game-balance')).toHaveText(gameMoney(balance));
  }

  // The header balance follows (refreshed by its button).
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner')).toContainText(headerMoney(balance));

  // The betting record lists the 10 rounds.
  await page.goto('/member?page=personalHistoryCopy');
  const record = panel(page, 'Betting record');
  const list = record.getByRole('list', { name: 'Bets' });
  await expect(list.getByRole('listitem')).toHaveCount(SPINS);
  const text = await list.innerText();
  for (const id of roundIds) expect(text).toContain(`Round ${id}`);
  await expect(list.getByRole('listitem').first()).toContainText('Stake: BDT 1.00');

  // Verify one round from its row in the record: the link opens the games server's verify page in a new tab, in the
  // site's language; reveal the server seed (rotates the pair), then it verifies.
  const link = list.getByRole('link', { name: `Verify round ${roundIds[4]} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', `${gamesOrigin}/verify/${roundIds[4]}?lang=en`);
  const [verifyPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(verifyPage.locator('html')).toHaveAttribute('lang', 'en');
  const verdict = verifyPage.getByRole('status');
  await expect(verdict).toContainText('still in play');
  await verifyPage.getByRole('button', { name: /Reveal the server seed/ }).click();
  await expect(verdict).toContainText('Verified: the server seed matches its commitment');
  await expect(verifyPage.locator('#facts')).toContainText(/[0-9a-f]{64}/);
  await expectAxeClean(verifyPage);
});

test.describe('in Bengali', () => {
  // The default brand's own language: the site's choice goes to the games server with every launch.
  test.use({ siteLanguage: 'bn' });

  test('a player on the Bengali site gets the slot, its messages, rules, verify, lottery and sandbox pages in Bengali', async ({
    page,
    context,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await newLoggedInPlayer(playwright, context);
    const launchUrl = await openSlotFromLobby(page, bn('ui.tile.play'));
    expect(launchUrl.searchParams.get('lang')).toBe('bn');
    const gamesOrigin = launchUrl.origin;

    // The game: Bengali texts, money as the site shows it in Bengali, an API error in Bengali.
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(game.getByRole('heading', { name: 'Lucky Lines' })).toBeVisible();
    await expect(game.getByTestId('game-balance')).toHaveText('০.০০৳');
    // #status: the page's status line (its <output>s have the status role too).
    const status = game.locator('#status');
    await expect(status).toHaveText(BN['game.status.ready']);
    await expect(game.getByRole('region', { name: BN['game.fairPlay'] })).toContainText(/[0-9a-f]{64}/);
    await expect(game.getByLabel(BN['common.stake'])).toContainText('১.০০');
    await game.getByRole('button', { name: BN['game.spin'], exact: true }).click();
    await expect(status).toHaveText(BN['error.INSUFFICIENT_FUNDS']);
    await expectAxeClean(page);

    // The rules link opens in Bengali (the page carries `lang`).
    const [rules] = await Promise.all([
      context.waitForEvent('page'),
      game.getByRole('link', { name: BN['common.rulesLink'] }).click(),
    ]);
    await expect(rules.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(rules.getByRole('heading', { level: 1 })).toHaveText(BN['rules.heading']);
    await expect(rules.getByRole('heading', { name: /^ডাইস \(RTP ৯৯%\)$/ })).toBeVisible();

    // The verify page's script speaks Bengali too (an unknown round).
    const verify = await context.newPage();
    await verify.goto(`${gamesOrigin}/verify/bgs-00000000-0000-4000-8000-000000000000?lang=bn`);
    await expect(verify.getByRole('status')).toHaveText(BN['error.ROUND_NOT_FOUND']);

    // The lottery page without a launch: Bengali status, Bengali digits on the countdown, the zone of the draw time.
    const lottery = await context.newPage();
    await lottery.goto(`${gamesOrigin}/lottery/vn?lang=bn`);
    await expect(lottery.getByRole('status')).toHaveText(BN['lottery.status.openFromSite']);
    await expect(lottery.locator('#countdown')).toHaveText(/^[০-৯]+:[০-৯]{2}$/);
    await expect(lottery.locator('#draw-at')).toHaveText(/^[০-৯]{2}:[০-৯]{2}\sGMT\s?\+৬$/);
    // A brand in India (nova) launches with its own zone: the draw time is given in it.
    await lottery.goto(`${gamesOrigin}/lottery/vn?lang=en&tz=Asia%2FKolkata`);
    await expect(lottery.locator('#draw-at')).toHaveText(/^\d{2}:\d{2}\sGMT\s?\+5:30$/);

    // A sandbox vendor game's free trial: Bengali buttons, play money named in Bengali.
    const sandbox = await context.newPage();
    await sandbox.goto(`${gamesOrigin}/sandbox/CQ9?lang=bn&mode=demo`);
    await expect(sandbox.getByRole('status')).toHaveText(BN['sandbox.demo']);
    await expect(sandbox.getByTestId('game-balance')).toHaveText('১,০০০.০০ ডেমো');
    await sandbox.getByRole('button', { name: 'বাজি ১.০০' }).click();
    await expect(sandbox.locator('#result')).toHaveText(/^(আপনি ২\.০০ ডেমো জিতেছেন|জয় নেই)$/);
  });
});
