/**
 * A payout account checked per channel and a withdrawal cancelled (brand config payout rules; docs/decisions.md D8), as a
 * player on a phone: a bKash number "12ab" is refused with the server's message, a real number is bound, a withdrawal
 * of 600.00 holds the money (the header balance drops at once), and cancelling it before any operator took it returns
 * the money (the header follows, no reload).
 */
import { baseURL, expect, newLoggedInPlayer, opsURL, test } from '../fixtures';

function bootstrapToken(): string {
  const t = process.env.OPS_BOOTSTRAP_TOKEN;
  if (!t) throw new Error('OPS_BOOTSTRAP_TOKEN is not set: run the e2e tests through scripts/e2e.mjs');
  return t;
}

test('a player binds a validated bKash account, withdraws and cancels before processing', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  const player = await newLoggedInPlayer(playwright, context);
  await page.goto('/');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const d = await page.request.post(`${baseURL}/wps/payments/deposits`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { methodId: 'bank', amount: '1000' },
  });
  const id = ((await d.json()) as { value: { id: string } }).value.id;
  const ok = await page.request.post(`${opsURL}/ops/api/deposits/${id}/confirm`, {
    headers: { Authorization: `Bootstrap ${bootstrapToken()}` },
    data: {},
  });
  expect(ok.ok()).toBe(true);
  const header = page.getByRole('banner');
  await expect(header).toContainText('৳1,000.00');

  await page.goto('/member?page=withdraw');
  const withdraw = page.getByRole('region', { name: 'Withdraw', exact: true });
  const setPw = withdraw.getByRole('region', { name: 'Set a withdraw password first' });
  await setPw.getByLabel('Login password').fill(player.password);
  await setPw.getByLabel('New withdraw password').fill('wd-pass-2468');
  await setPw.getByLabel('Confirm withdraw password').fill('wd-pass-2468');
  await setPw.getByRole('button', { name: 'Save withdraw password' }).click();

  const bind = withdraw.getByRole('region', { name: 'Add a payout account' });
  await bind.getByLabel('Payout channel').selectOption({ label: 'bKash' });
  await bind.getByLabel('Wallet mobile number').fill('12ab');
  await bind.getByLabel('Account holder name').fill('Rahim Uddin');
  await bind.getByLabel('Login password').fill(player.password);
  await bind.getByRole('button', { name: 'Add account' }).click();
  await expect(bind).toContainText('Please enter correct mobile number');
  await bind.getByLabel('Wallet mobile number').fill('01712345678');
  await bind.getByRole('button', { name: 'Add account' }).click();

  const request = withdraw.getByRole('region', { name: 'Request a withdrawal' });
  await request.getByLabel('Amount').fill('600');
  await request.getByLabel('Withdraw password').fill('wd-pass-2468');
  await request.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(header).toContainText('৳400.00');

  const list = withdraw.getByRole('list', { name: 'Withdrawal requests' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(list).toContainText('Cancelled, amount returned');
  await expect(list.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
  await expect(header).toContainText('৳1,000.00');
});
