/**
 * The home page rendered on the server and hydrated in the browser (Lighthouse target, docs/architecture.md "Targets"; apps/web/src/app/ssr.ts,
 * apps/server/src/http/ssr.ts). Every test of the suite also fails on a hydration mismatch (fixtures `pageErrors`).
 */
import { baseURL, expect, test, useToken } from '../fixtures';

/** API calls of the home page's first paint, which the server answers inside the HTML. */
const FIRST_CALLS = [
  '/wps/relay/GCSGAME_gameList',
  '/wps/content/banners',
  '/wps/content/notices',
  '/lgw/games/game_menus',
];

test.describe('server-rendered home page', () => {
  test('the HTML carries the page and its data, in the language of the lang cookie', async ({ request }) => {
    const html = await (await request.get('/', { headers: { cookie: 'lang=en' } })).text();
    expect(html).toMatch(/<html lang="en" data-ssr-lang="en" data-ssr-langs="bn en">/);
    expect(html).toMatch(/<div id="root"><div data-brand="deshplay"/);
    expect(html).toContain('id="pd-ssr"');
    for (const path of ['/live', '/rng', '/pvp', '/fish']) expect(html).toContain(`href="${path}"`);
    // The first section's icons are in the HTML and load eagerly (the largest image of the first screen).
    expect(html).toMatch(/<img src="\/lgw\/games\/icon\/\d+\.webp"[^>]*loading="eager"/);
    expect(html).not.toContain('unsafe-inline');
    const bengali = await (await request.get('/', { headers: { cookie: 'lang=xx' } })).text();
    expect(bengali).toMatch(/<html lang="bn" data-ssr-lang="bn"/);
  });

  test('shows the game sections without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Slots' }).getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'More Slots' })).toBeVisible();
    await context.close();
  });

  test('hydrates without repeating the first calls, and the page responds @desktop', async ({ page }) => {
    const repeated: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (FIRST_CALLS.includes(path)) repeated.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-ssr-lang', 'en');
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Slots' })
      .getByRole('button', { name: 'Play', exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(repeated).toEqual([]);
  });

  test('a tap on the side menu column while its code is still loading is kept and acted on @wideOnly', async ({
    page,
  }) => {
    // The side menu is hydrated after the page, from a lazy chunk (app/layout/MainLayout.tsx). Held back here, a tap on
    // its language button lands while React cannot hydrate the menu yet; React drops such a tap, so the page keeps it
    // until every later-hydrated part has committed (shared/ui/LaterHydration.tsx, app/hydrate.ts AfterHydration).
    let held = 0;
    await page.route(/\/assets\/SideMenu-[^/]+\.js$/, async (r) => {
      held++;
      await new Promise((done) => setTimeout(done, 1_500));
      await r.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: 'বাংলা' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(held).toBeGreaterThan(0);
  });

  test('a logged-in member gets the visitor HTML hydrated, then the header with the balance', async ({
    context,
    page,
    memberToken,
  }) => {
    await useToken(context, memberToken);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-ssr-lang', 'en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    // The session hint is gone once the member's header shows.
    await expect(page.locator('html')).not.toHaveAttribute('data-session', '');
  });

  test("a logged-in member's first paint hides the visitor buttons of the server HTML; a visitor's shows them", async ({
    browser,
    memberToken,
  }) => {
    for (const token of [memberToken, null]) {
      const context = await browser.newContext({ baseURL });
      if (token) await useToken(context, token);
      const page = await context.newPage();
      // Without the app's script the page stays the server's HTML as first painted (pre-paint applied).
      await page.route(/\/assets\/index-[^/]+\.js$/, (r) => r.abort());
      await page.goto('/');
      // A new context has no stored language: the brand default, Bengali (bn app.header.login).
      const login = page.getByRole('banner').locator('button', { hasText: /^লগ ইন$/ });
      await expect(login).toHaveCount(1);
      if (token) {
        await expect(page.locator('html')).toHaveAttribute('data-session', '');
        await expect(login).toBeHidden();
      } else {
        await expect(page.locator('html')).not.toHaveAttribute('data-session', '');
        await expect(login).toBeVisible();
      }
      await context.close();
    }
  });

  test.describe('a language stored before the cookie existed', () => {
    test.use({ siteLanguage: null });

    test('hides the other language until the page is rendered in the stored one, and the next load is rendered in it', async ({
      context,
      page,
    }) => {
      await context.addInitScript(() => localStorage.setItem('lang', 'en'));
      // Without the app's script the root stays hidden: the Bengali HTML is never shown.
      await page.route(/\/assets\/index-[^/]+\.js$/, (r) => r.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-ssr-stale', '');
      await expect(page.locator('#root')).toBeHidden();
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
      // With it, the page is rendered in English by the browser.
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-ssr-stale', '');
      // The pre-paint script mirrored the choice into the cookie: the next load is rendered in English.
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-ssr-lang', 'en');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  });

  test('pages the server does not render are rendered by the browser', async ({ page, request }) => {
    const html = await (await request.get('/promotions')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('pd-ssr');
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});
