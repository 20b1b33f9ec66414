/**
 * Player protection end to end (UKGC RTS 13 reality checks; GLI-19 2.5.9 statements and last game recall), against
 * the real server in Chromium:
 * - a player in a game (CQ9's sandbox slot framed in /seamless) gets the reality check over the game frame once the
 *   chosen interval has passed (the page's clock is moved, never waited for), sees the session's stakes, and Stop
 *   signs out;
 * - the account statement shows opening and closing balances, downloads as CSV whose sums match them, and is axe
 *   clean in light and dark at 360 and 1280 px, as are the last game recall, the reality-check settings and the
 *   limits page;
 * - a deposit limit set on the member center's limits page (its menu entry comes from the brand's menus config)
 *   refuses the deposit above it, saying how much is left (docs/decisions.md D26);
 * - a 24 h time-out signs the player out, and logging in again lands on the blocked page that says until when.
 */
import type { Page } from '@playwright/test';
import { expect, playDemoSlot, sandboxDeposit, submitLogin, test } from '../fixtures';
import { axeViolations } from '../axe';
import {
  colorMode,
  downloadStatement,
  minorOf,
  playerWithToken,
  setRealityInterval,
} from '../fixtures/statement';

/** The member-center panel (a region named by the page title). */
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a reality check shows over the game frame after the chosen interval, and Stop signs out', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await playerWithToken(playwright, context);
  await setRealityInterval(playwright, player.token, 15);
  await page.clock.install();
  await sandboxDeposit(page);
  await playDemoSlot(page, 1);
  const frame = page.getByTestId('game-frame');
  await expect(frame).toBeVisible();

  // 15 minutes on the page's clock: the reality check opens over the game.
  await page.clock.fastForward('15:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(frame).toBeAttached();
  await expect(check.getByText('Amount wagered')).toBeVisible();
  await expect(check).toContainText('1.00');
  await expect(check.getByLabel('Remind me every')).toHaveValue('15');
  await expect(check.getByRole('link', { name: 'Set limits' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Stop: signed out (the game page, member-only, is left), and the old token is refused.
  await check.getByRole('button', { name: 'Stop and sign out' }).click();
  await expect(check).toBeHidden();
  await expect(frame).toBeHidden();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const info = await page.request.get('/wps/player/realityCheck', {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(info.status()).toBe(401);
});

test('the account statement matches the ledger, downloads as CSV, and the player pages are axe clean', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await playerWithToken(playwright, context);
  await sandboxDeposit(page);

  await page.goto('/member?page=accountStatement');
  const statement = panel(page, 'Account statement');
  await expect(statement.getByTestId('statement-opening')).toContainText('0.00');
  await expect(statement.getByTestId('statement-closing')).toContainText('500.00');
  await expect(statement.getByRole('table')).toContainText('deposit');

  const { name, rows } = await downloadStatement(page);
  expect(name).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows[0]).toEqual(['time', 'transfer_id', 'kind', 'amount', 'balance', 'currency']);
  const opening = rows[1]!;
  const closing = rows.at(-1)!;
  expect(opening[2]).toBe('opening');
  expect(closing[2]).toBe('closing');
  const sum = rows.slice(2, -1).reduce((s, r) => s + minorOf(r[3]!), minorOf(opening[4]!));
  expect(sum).toBe(minorOf(closing[4]!));
  expect(closing[4]).toBe('500.00');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const mode of ['light', 'dark'] as const) {
      await colorMode(context, mode);
      for (const [page_, title] of [
        ['accountStatement', 'Account statement'],
        ['gameRecall', 'Last games'],
        ['realityCheck', 'Reality check'],
        ['playerProtection', 'Limits and time-out'],
      ] as const) {
        await page.goto(`/member?page=${page_}`);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        const region = panel(page, title);
        await expect(region).toBeVisible();
        if (page_ === 'accountStatement') await expect(region.getByRole('table')).toBeVisible();
        if (page_ === 'gameRecall') await expect(region.getByText('No rounds played yet')).toBeVisible();
        if (page_ === 'realityCheck') await expect(region.getByLabel('Remind me every')).toBeVisible();
        if (page_ === 'playerProtection')
          await expect(region.getByRole('button', { name: 'Start break' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await axeViolations(page), `${page_} ${width} px ${mode}`).toEqual([]);
      }
    }
  }
});

test('a deposit over the deposit limit set in the member center is refused with the amount left', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await playerWithToken(playwright, context);
  await page.goto('/member');
  await page
    .getByRole('navigation', { name: 'Member center menu' })
    .getByRole('link', { name: 'Limits and time-out' })
    .click();
  const limits = panel(page, 'Limits and time-out');
  await limits.getByLabel('New limit: Deposit limit · 24 hours').fill('800');
  await limits.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Limit saved')).toBeVisible();

  await sandboxDeposit(page, '500');
  await page.goto('/member?page=depositv2');
  const deposit = panel(page, 'Deposit');
  await deposit.getByLabel('Payment method').selectOption({ label: 'bKash' });
  await deposit.getByLabel('Amount').fill('500');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByText(/over your deposit limit.*300\.00/)).toBeVisible();
  await expect(deposit.getByRole('heading', { name: 'Deposit credited' })).toBeHidden();
});

test('a 24 h time-out signs out, and a login lands on the blocked page saying until when', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  const player = await playerWithToken(playwright, context);
  await page.goto('/member?page=playerProtection');
  const limits = panel(page, 'Limits and time-out');
  await limits.getByLabel('Length: Take a break').selectOption({ label: '24 hours' });
  await limits.getByRole('button', { name: 'Start break' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, start now' })
    .click();
  await expect(page).toHaveURL(/\/blocked(\?|$)/);
  await expect(page.getByRole('heading', { name: 'You are taking a break' })).toBeVisible();

  await page.goto('/');
  // The tab's session storage went with the session, so the visitor's welcome popup greets it: closed first.
  const welcome = page.getByRole('dialog', { name: 'Welcome to DeshPlay' });
  await welcome.waitFor({ timeout: 5_000 }).then(
    () => page.keyboard.press('Escape'),
    () => undefined,
  );
  await expect(welcome).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  expect((await submitLogin(page)).errorCode).toBe('TIMED_OUT');
  await expect(page).toHaveURL(/\/blocked(\?|$)/);
  await expect(page.getByRole('heading', { name: 'You are taking a break' })).toBeVisible();
  await expect(page.getByText(/You can log in again after .*\d/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
