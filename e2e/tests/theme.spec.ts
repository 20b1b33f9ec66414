/** Light/dark toggle with no flash: the stored mode is on <html> before the body exists (before first paint). */
import type { Page } from '@playwright/test';
import { baseURL, expect, test } from '../fixtures';

/**
 * The light/dark switch named `name`: in the header from 768 px, in the side menu on phones (the header has no room
 * for it at 360 px); opens the phone side menu when it is closed.
 */
async function colorModeSwitch(page: Page, name: 'Dark mode' | 'Light mode') {
  if (page.viewportSize()!.width >= 768) return page.getByRole('banner').getByRole('button', { name });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name });
}

/** Records html[data-color-mode] at the moment the parser creates <body> (nothing can paint before that). */
async function recordModeAtBody(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __modeAtBody?: string | null };
    const take = () => {
      if (w.__modeAtBody === undefined && document.body)
        w.__modeAtBody = document.documentElement.getAttribute('data-color-mode');
    };
    new MutationObserver((_, obs) => {
      take();
      if (w.__modeAtBody !== undefined) obs.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('colour mode', () => {
  test('toggles light/dark, keeps the choice, and applies it before first paint @desktop', async ({
    page,
  }) => {
    await recordModeAtBody(page);
    await page.goto('/home');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'light');
    expect(await page.evaluate(() => (window as unknown as { __modeAtBody?: string }).__modeAtBody)).toBe(
      'light',
    );
    const lightBg = await page
      .locator('[data-brand]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    await (await colorModeSwitch(page, 'Dark mode')).click();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(await colorModeSwitch(page, 'Light mode')).toBeVisible();

    await page.reload();
    // The stored choice is on <html> when <body> is created: no light flash before the app starts.
    expect(await page.evaluate(() => (window as unknown as { __modeAtBody?: string }).__modeAtBody)).toBe(
      'dark',
    );
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect
      .poll(() =>
        page
          .locator('[data-brand]')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .not.toBe(lightBg);

    await (await colorModeSwitch(page, 'Light mode')).click();
    await expect(html).toHaveAttribute('data-color-mode', 'light');
  });

  test('follows the system preference on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await recordModeAtBody(page);
    await page.goto('/home');
    expect(await page.evaluate(() => (window as unknown as { __modeAtBody?: string }).__modeAtBody)).toBe(
      'dark',
    );
    await context.close();
  });
});
