/**
 * Unknown addresses answer HTTP 404 (RFC 9110 section 15.5.5) with the site's not-found screen; every page of the
 * route table, member-only ones included, answers 200.
 */
import { expect, test } from '../fixtures';

test('an unknown address answers 404 with the not-found screen, known pages 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page?x=1');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  for (const path of ['/', '/home', '/promotions', '/member', '/help', '/rng']) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(200);
  }
});
