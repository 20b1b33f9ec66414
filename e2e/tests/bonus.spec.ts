/**
 * Bonuses end to end (member center bonusDetails; docs/architecture.md "Member center"), real server and Chromium: the operator grants
 * a bonus with `npm run ops -- grant-bonus` (the e2e server's bootstrap token, OPS_BOOTSTRAP_TOKEN, set by
 * scripts/e2e.mjs), the player finds it on the bonus page with its turnover target, in the header balance and as a
 * "Bonus" line of the account record.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiLogin, expect, opsURL, registerMember, test, useToken } from '../fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('a bonus granted by the operator shows on the bonus page, in the balance and in the account record', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  expect(process.env.OPS_BOOTSTRAP_TOKEN, 'run through scripts/e2e.mjs').toBeTruthy();
  const api = await playwright.request.newContext();
  const player = await registerMember(api);
  await useToken(context, await apiLogin(api, player));

  const args = ['grant-bonus', player.username, '--brand', 'deshplay', '--amount', '75', '--turnover', '300'];
  const cli = (extra: string[]) =>
    spawnSync('npm', ['run', '--silent', 'ops', '--', ...args, ...extra, '--url', opsURL], {
      cwd: root,
      env: process.env,
      encoding: 'utf8',
      timeout: 60_000,
    });
  const granted = cli(['--name', 'Welcome bonus', '--reference', `e2e-${player.username}`]);
  expect(granted.status, granted.stdout + granted.stderr).toBe(0);
  // The same command again (a retried grant) pays nothing more.
  const again = cli(['--name', 'Welcome bonus', '--reference', `e2e-${player.username}`]);
  expect(again.status, again.stdout + again.stderr).toBe(0);

  await page.goto('/member?page=bonusDetails');
  const list = page.getByRole('list', { name: 'Bonuses' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Welcome bonus');
  await expect(list).toContainText('75.00');
  await expect(list).toContainText('In progress');
  await expect(list.getByRole('progressbar', { name: 'Turnover progress of Welcome bonus' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('৳75.00');

  await page.goto('/member?page=transactionHistory');
  await expect(page.locator('[data-kind="bonus"]')).toHaveCount(1);
  await expect(page.locator('[data-kind="bonus"]')).toContainText('Bonus');
});
