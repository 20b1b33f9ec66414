/**
 * Menus are brand config (vendors.json `menus`, served in the status) and money is one tap away on phones: the phone
 * bottom bar (menus.bottom: home, promotions, deposit, wallet, account) and Deposit in the header. The scenario
 * server (scripts/e2e.mjs) orders nova's header nav and bottom bar differently from the shipped config.
 */
import type { Page } from '@playwright/test';
import { axeViolations, stopAnimations } from '../axe';
import { expect, gotoAndSettle, scenarioURL, test, useToken } from '../fixtures';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

async function linkNames(nav: ReturnType<Page['getByRole']>): Promise<string[]> {
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

test.describe('phone bottom bar', () => {
  test('a visitor sees home, promotions, deposit, wallet and account; deposit leads to log in first', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(bar(page)).toBeVisible();
    expect(await linkNames(bar(page))).toEqual(['Home', 'Promotions', 'Deposit', 'Wallet', 'My account']);
    await expect(bar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await bar(page).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await bar(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a member reaches deposit from the bar and from the header, by keyboard too', async ({
    page,
    context,
    memberToken,
  }) => {
    await useToken(context, memberToken);
    // Settled first: while the page still loads the member's data, a re-render may take the focus away from the bar.
    await gotoAndSettle(page, () => page.goto('/home'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    const deposit = bar(page).getByRole('link', { name: 'Deposit' });
    await deposit.focus();
    await expect(deposit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(deposit).toHaveAttribute('aria-current', 'page');
    // Tab moves on to the next entry (wallet), which Enter opens.
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('link', { name: 'Wallet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=transferFund$/);
    await page.goto('/home');
    await header.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  });

  test('covers no page content: the end of the page scrolls clear above the bar', async ({ page }) => {
    await page.goto('/help');
    await expect(bar(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const footerBox = (await footer.boundingBox())!;
    const barBox = (await bar(page).boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
  });

  test('has no axe violations in light and dark, logged in', async ({ page, context, memberToken }) => {
    test.slow(); // two settled page loads and two full axe runs
    await useToken(context, memberToken);
    for (const mode of ['light', 'dark'] as const) {
      await context.addInitScript((m) => localStorage.setItem('pd-color-mode', m), mode);
      await gotoAndSettle(page, () => page.goto('/home'));
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await expect(bar(page).getByRole('link', { name: 'Wallet' })).toBeVisible();
      await stopAnimations(page);
      expect(await axeViolations(page), `home with the bottom bar in ${mode}`).toEqual([]);
    }
  });

  test('is not shown on wide screens @wideOnly', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });
});

test.describe('menus follow the brand config', () => {
  test.use({
    baseURL: scenarioURL,
    extraHTTPHeaders: { Merchant: 'NOVAPLAY', 'X-Forwarded-For': '103.4.145.2' },
    siteLanguage: 'en',
  });

  test('a brand whose config reorders the header nav shows it in that order @desktop', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Game categories' });
    await expect(nav.getByRole('link', { name: 'Live casino' })).toBeVisible();
    expect(await linkNames(nav)).toEqual(['Promotions', 'Live casino', 'Home']);
  });

  test('and its phone bottom bar in its own order', async ({ page }) => {
    await page.goto('/home');
    await expect(bar(page)).toBeVisible();
    expect(await linkNames(bar(page))).toEqual(['Deposit', 'Home', 'Promotions']);
  });
});
