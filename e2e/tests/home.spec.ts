/** Browsing the home page and the side menu as a visitor (spec 2 "Home page", "Header, side menu, footer"). */
import { expect, openSideMenu, test } from '../fixtures';

test.describe('home page', () => {
  // Flows start at /home (the same page as /): the root itself has its own test below.
  test('a visitor sees the header, the four category tiles and the footer @desktop', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home page/i })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
    const main = page.getByRole('main');
    for (const path of ['/live', '/rng', '/pvp', '/fish'])
      await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the site root / serves the home page (a fresh visit, not a client-side navigation) @desktop', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status(), 'GET / status').toBe(200);
    await expect(page.getByRole('main').locator('a[href="/live"]').first()).toBeVisible();
  });

  test('the aliases /index, /index.html and /home show the home page', async ({ page }) => {
    for (const path of ['/index', '/index.html', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('a[href="/live"]').first()).toBeVisible();
    }
  });

  test('a category tile opens its game centre', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('main').locator('a[href="/live"]').first().click();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('the side menu opens from the header on a phone and closes again', async ({ page }) => {
    await page.goto('/home');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const side = page.getByRole('navigation', { name: 'Side menu' });
    await expect(side).toBeInViewport();
    await expect(side.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await side.getByRole('button', { name: 'Close menu' }).click();
    await expect(side).not.toBeInViewport();
  });

  test('the side menu is shown beside the content on a wide screen and collapses @wideOnly', async ({
    page,
  }) => {
    await page.goto('/home');
    await openSideMenu(page);
    const side = page.getByRole('navigation', { name: 'Side menu' });
    await expect(side).toBeInViewport();
    const collapse = side.getByRole('button', { name: 'Collapse menu' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();
    await expect(side.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('public popup', () => {
  test.use({ publicPopup: 'shown' });

  test('greets a new visitor once; closing it is remembered for the session @desktop', async ({ page }) => {
    await page.goto('/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/popup=publicPopup/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page).not.toHaveURL(/popup=/);
    await page.reload();
    await expect(page.getByRole('main').locator('a[href="/live"]').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
