/**
 * Red envelopes end to end (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33), real server
 * and Chromium: a member follows the home page's red-envelope tile, sees the round's server seed hash, opens the
 * envelope and sees the amount; once the window has ended the seed is shown and the page's Verify recomputes the draw
 * in the browser and confirms it.
 */
import { axeViolations } from '../axe';
import { apiLogin, expect, registerMember, test, useToken } from '../fixtures';
import { DEMO_ROUND, endRoundWindow } from '../fixtures/redEnvelope';

test('a member opens a red envelope and verifies its draw once the window has ended', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext();
  const player = await registerMember(api);
  await useToken(context, await apiLogin(api, player));

  await page.goto('/');
  await page.getByRole('link', { name: 'Open a red envelope' }).click();
  await expect(page).toHaveURL(/\/redEnvelope$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Red envelopes' })).toBeVisible();
  const round = page
    .getByRole('list', { name: 'Red envelopes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DEMO_ROUND.name }) });
  await expect(round.getByText(/^Server seed hash: [0-9a-f]{64}$/)).toBeVisible();
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => localStorage.setItem('pd-color-mode', m), mode);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expect(round.getByRole('heading', { name: DEMO_ROUND.name })).toBeVisible();
    expect(await axeViolations(page, { still: true }), `red envelopes in ${mode}`).toEqual([]);
  }

  await round.getByRole('button', { name: `Open ${DEMO_ROUND.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You got .+!/ })).toBeVisible();
  await expect(round.getByText('Opened', { exact: true })).toBeVisible();
  const mine = page.getByRole('list', { name: 'My envelopes' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByText(/The server seed is revealed after/)).toBeVisible();

  await endRoundWindow(api, DEMO_ROUND.id);
  await page.reload();
  const row = page.getByRole('list', { name: 'My envelopes' }).getByRole('listitem');
  await expect(row.getByText(/^Server seed: [0-9a-f]{64}/)).toBeVisible();
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByRole('status')).toHaveText(
    /^Verified: the seed matches its hash and draws .+; paid .+\.$/,
  );
});
