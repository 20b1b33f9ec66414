/**
 * Full-screen states when the brand config says so (spec 2 "Full-screen states", spec 4 "System status"). They run
 * against the scenario server (scripts/e2e.mjs): deshplay has `site.maintenance.enabled`, nova denies US visitors,
 * and the platform trusts one proxy hop from 127.0.0.1, so the test presents a US address in X-Forwarded-For.
 */
import { expect, scenarioURL, test } from '../fixtures';

test.describe('maintenance', () => {
  test.use({ baseURL: scenarioURL });

  test('shows the maintenance screen instead of the site, with customer service @desktop', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText('We are upgrading the site to serve you better.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/member');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  });

  test('the server refuses a login while in maintenance', async ({ request }) => {
    const r = await request.post('/wps/session/login', {
      data: { username: 'someone', password: 'something-long', type: 'username' },
      headers: { Language: 'en' },
    });
    expect(r.status()).toBe(503);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'SYSTEM_MAINTENANCE' });
  });
});

test.describe('region restriction', () => {
  test.use({
    baseURL: scenarioURL,
    extraHTTPHeaders: { Merchant: 'NOVAPLAY', 'X-Forwarded-For': '8.8.8.8' },
  });

  test('shows the region-blocked screen with the visitor IP and customer service @desktop', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('Your IP address: 8.8.8.8')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a visitor from an allowed address gets the site', async ({ page }) => {
    await page.setExtraHTTPHeaders({ Merchant: 'NOVAPLAY', 'X-Forwarded-For': '103.4.145.2' });
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
