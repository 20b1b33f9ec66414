/**
 * The header fits a 360 px phone (docs/architecture.md "Web": mobile first; spec 2 "Header"): logged in, every control of the bar is
 * inside the viewport and nothing scrolls sideways, in both brands and both of each brand's languages. The light/dark
 * switch lives in the side menu on phones (the header keeps it from 768 px).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { baseURL, bn, expect, test, useToken } from '../fixtures';

/** A seven-figure balance: the widest a phone header has to show beside the avatar. */
const WIDE_BALANCE = '8888888.88';

/**
 * Serves the shared (deshplay) member's real member info and balance to this context, with a seven-figure balance in
 * the brand's currency (ISO code; the header formats it with Intl). For nova the calls go to the server as deshplay (the session is the deshplay member's),
 * so the header is shown with this member's data in nova's look.
 */
async function serveMember(context: BrowserContext, currency: string) {
  // Every other member call goes as deshplay too: the session is the deshplay member's, and a 401 from any call
  // logs the tab out (apps/web/src/shared/session/LiveSession.tsx). That is every area with member calls (the badge
  // and protection reads of the header and menus among them), not only the old ones: a missing area let a badge read
  // go out as nova, log the tab out, and fail this test now and then. Brand reads (system, content) stay the page's.
  // Registered first: the handlers below win.
  await context.route(
    (url) =>
      /^\/wps\/(relay|member|v2|wallet|payments|messages|bonus|agent|rewards|missions|leaderboard|points|referral|red-envelope|protection|player|session)(\/|$)/.test(
        url.pathname,
      ),
    (route) => route.continue({ headers: { ...route.request().headers(), merchant: 'DESHPLAY' } }),
  );
  const handler = (path: string) =>
    context.route(`**${path}`, async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), merchant: 'DESHPLAY' } });
      const body = (await response.json()) as { success: boolean; value: Record<string, unknown> };
      expect(body.success, `${path} as the shared member`).toBe(true);
      body.value.balance = WIDE_BALANCE;
      if ('currency' in body.value) body.value.currency = currency;
      await route.fulfill({ response, json: body });
    });
  await handler('/wps/member/info');
  await handler('/wps/v2/wallets/balance');
  // The tab's live stream (GET /wps/events) sends the balance on connect: the same wide balance, in this currency.
  await context.route('**/wps/events', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `event: balance\ndata: ${JSON.stringify({ balance: WIDE_BALANCE, currency, trialBalance: '0.00' })}\n\n`,
    }),
  );
}

/** Every visible control of the header bar lies inside the viewport, and the page does not scroll sideways. */
async function expectHeaderFits(page: Page) {
  const width = page.viewportSize()!.width;
  const header = page.getByRole('banner');
  // The avatar menu is the last control to appear (member info loaded).
  await expect(header.locator('[aria-haspopup="menu"]')).toBeVisible();
  const controls = header.locator('button:visible, a:visible, select:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const c = controls.nth(i);
    // Controls of the scrollable category nav may sit beyond the edge by design; the bar's may not.
    if (await c.evaluate((el) => !!el.closest('nav'))) continue;
    const box = (await c.boundingBox())!;
    const name = (await c.getAttribute('aria-label')) ?? (await c.textContent());
    expect(box.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the ${width} px viewport`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const cases = [
  // `shown`: WIDE_BALANCE as the header writes it (Intl, narrow currency symbol, the language's digits and grouping).
  { brand: 'deshplay', merchant: undefined, currency: 'BDT', lang: 'en', shown: '৳8,888,888.88' },
  { brand: 'deshplay', merchant: undefined, currency: 'BDT', lang: 'bn', shown: '৮৮,৮৮,৮৮৮.৮৮৳' },
  { brand: 'nova', merchant: 'NOVAPLAY', currency: 'INR', lang: 'en', shown: '₹8,888,888.88' },
] as const;

test.describe('header at 360 px, logged in', () => {
  for (const c of cases) {
    test(`fits without cutting off a control: ${c.brand}, ${c.lang}`, async ({ browser, memberToken }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 780 },
        hasTouch: true,
        extraHTTPHeaders: c.merchant ? { Merchant: c.merchant } : {},
      });
      await context.addInitScript((lang) => {
        localStorage.setItem('lang', lang);
        for (const k of ['publicPopupClosed.anonymous', 'publicPopupClosed.member'])
          sessionStorage.setItem(k, '1');
      }, c.lang);
      await useToken(context, memberToken);
      await serveMember(context, c.currency);
      const page = await context.newPage();
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('[data-brand]').first()).toHaveAttribute('data-brand', c.brand);
      const header = page.getByRole('banner');
      await expect(header).toContainText(c.shown);
      await expectHeaderFits(page);

      // The light/dark switch is in the side menu on phones, and works there.
      await header.locator('[aria-controls="side-menu"]').click();
      const side = page.locator('#side-menu');
      // "Dark mode" / "Light mode" in English, Bengali from bn.json.
      const names = [bn('app.header.darkMode'), bn('app.header.lightMode'), 'Dark mode', 'Light mode'];
      const toggle = side.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) });
      await expect(toggle).toBeVisible();
      const html = page.locator('html');
      const before = await html.getAttribute('data-color-mode');
      await toggle.click();
      await expect(html).toHaveAttribute('data-color-mode', before === 'dark' ? 'light' : 'dark');
      await context.close();
    });
  }
});
