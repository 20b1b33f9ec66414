/** Language change (spec 4 "Language change": stored as lang/hisLang, page refreshed, texts change, choice kept). */
import { bn, expect, openSideMenu, test } from '../fixtures';

test.describe('language', () => {
  // The brand default (Bengali for deshplay) is what a first-time visitor gets.
  test.use({ siteLanguage: null });

  test('switches Bengali -> English -> Bengali, reloading the page and keeping the choice @desktop', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: bn('app.header.login') })).toBeVisible();

    await openSideMenu(page, bn('app.header.openMenu'));
    const side = page.getByRole('navigation', { name: bn('app.side.nav') });
    await expect(side.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');
    const reloaded = page.waitForEvent('load');
    await side.getByRole('button', { name: 'English' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', null]);

    // The choice survives a new visit.
    await page.goto('/promotions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();

    await openSideMenu(page);
    const sideEn = page.getByRole('navigation', { name: 'Side menu' });
    const back = page.waitForEvent('load');
    await sideEn.getByRole('button', { name: 'বাংলা' }).click();
    await back;
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(header.getByRole('button', { name: bn('app.header.login') })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['bn', 'en']);
  });
});
