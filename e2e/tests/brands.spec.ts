/**
 * Whitelabel: the second brand (nova) is served by the same deployment, chosen by the `Merchant` header (the
 * server's brand resolution: header, then host, then the default brand), with its own name, languages and theme.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openSideMenu, test } from '../fixtures';

/** The Hindi text of a site message id (locales/hi.json). */
function hi(id: string): string {
  const catalogue = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../locales/hi.json', import.meta.url)), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue[id];
  if (!text) throw new Error(`no Hindi text for ${id}`);
  return text;
}

async function brandLook(page: Page) {
  const root = page.locator('[data-brand]').first();
  await expect(root).not.toHaveAttribute('data-brand', '');
  return {
    brand: await root.getAttribute('data-brand'),
    background: await root.evaluate((el) => getComputedStyle(el).backgroundColor),
    primary: await page
      .getByRole('banner')
      .getByRole('button', { name: 'Log in' })
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

test.describe('second brand', () => {
  test('deshplay is the default brand @desktop', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('link', { name: /home page/i })).toContainText(
      'DeshPlay',
    );
    expect((await brandLook(page)).brand).toBe('deshplay');
  });

  test.describe('nova', () => {
    test.use({ extraHTTPHeaders: { Merchant: 'NOVAPLAY' }, siteLanguage: null });

    test('shows its own name in the header @desktop', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('banner').getByRole('link', { name: /home page/i })).toContainText(
        'Nova Play',
      );
    });

    test('uses its own default language and theme @desktop', async ({ page, browser }) => {
      await page.goto('/home');
      // nova's default language is English (deshplay's is Bengali).
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const nova = await brandLook(page);
      expect(nova.brand).toBe('nova');

      // Test-runner contexts inherit this block's options: drop the Merchant header for the default brand.
      const other = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: {},
      });
      const desh = await other.newPage();
      await desh.addInitScript(() => {
        localStorage.setItem('lang', 'en');
        sessionStorage.setItem('publicPopupClosed.anonymous', '1');
      });
      await desh.goto('/home');
      const deshLook = await brandLook(desh);
      await other.close();
      expect(deshLook.brand).toBe('deshplay');
      expect(nova.primary).not.toBe(deshLook.primary);
      expect(nova.background).not.toBe(deshLook.background);
    });

    test('offers Hindi in the language switcher and shows the site, the server rendering and errors in Hindi @desktop', async ({
      page,
    }) => {
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await openSideMenu(page);
      const side = page.getByRole('navigation', { name: 'Side menu' });
      const hindi = await page.evaluate(() => new Intl.DisplayNames(['hi'], { type: 'language' }).of('hi')!);
      await expect(side.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
      const reloaded = page.waitForEvent('load');
      await side.getByRole('button', { name: hindi }).click();
      await reloaded;
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: hi('app.header.login') })).toBeVisible();
      await expect(header.getByRole('button', { name: hi('app.header.register') })).toBeVisible();

      // The server renders the next visit in Hindi too (the lang cookie mirrors the choice).
      await page.goto('/promotions');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(header.getByRole('button', { name: hi('app.header.login') })).toBeVisible();

      // The server's error messages answer in Hindi for a Hindi request.
      const answer = await page.request.post('/wps/session/login', {
        headers: { Merchant: 'NOVAPLAY', Language: 'hi' },
        data: { username: '', password: '' },
      });
      expect(((await answer.json()) as { message: string }).message).toMatch(/[\u0900-\u097F]/);
    });
  });
});
