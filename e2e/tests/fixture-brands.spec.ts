/**
 * A brand is config, not code: every fixture brand of e2e/fixtures/brands/ (folders scripts/e2e.mjs copies into the
 * main server's config; no code file names one) is visited on its own host, and everything its config sets shows:
 * its id, name (the header's logo text) and tab title, its colours in light and dark, its languages, its header nav
 * and phone bottom bar in its own order, its registration fields, its deposit methods and its vendors per game type,
 * with no axe violation in either colour mode. Every expectation is read from the fixture's files.
 *
 * The host reaches the test server through Chromium's host resolver rules (each configured host maps to 127.0.0.1),
 * so the server resolves the brand by the Host header exactly as a deployment does (brand resolution: header, host,
 * default brand), with no `Merchant` header.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { axeViolations, stopAnimations } from '../axe';
import { baseURL, captchaSolved, expect, gotoAndSettle, openSideMenu, test } from '../fixtures';

const fixturesDir = fileURLToPath(new URL('../fixtures/brands/', import.meta.url));
const en = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../locales/en.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

interface MenuEntry {
  route: string;
}
interface FieldSetting {
  enabled?: boolean;
  required?: boolean;
}
/** What a fixture brand's own files set (the rest comes from config/brands/_base). */
interface FixtureBrand {
  id: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
  server: { hosts: string[] };
  payments: { depositMethods: { name: string; enabled: boolean }[] };
  theme: { light: Record<string, string>; dark: Record<string, string> };
  register: { fields: Record<string, FieldSetting> };
  vendors: {
    gameTypes: Record<string, { vendors: string[] } | null>;
    menus: { header: MenuEntry[]; bottom: MenuEntry[] };
  };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** Every fixture brand folder with its brand.json, register.json and vendors.json. */
function fixtureBrands(): FixtureBrand[] {
  if (!existsSync(fixturesDir)) return [];
  return readdirSync(fixturesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
    .map((d) => ({
      ...(readJson(`${fixturesDir}${d.name}/brand.json`) as unknown as FixtureBrand),
      register: readJson(`${fixturesDir}${d.name}/register.json`) as unknown as FixtureBrand['register'],
      vendors: readJson(`${fixturesDir}${d.name}/vendors.json`) as unknown as FixtureBrand['vendors'],
    }));
}

/** `#rrggbb` as the `rgb(r, g, b)` string getComputedStyle answers. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The menu route a nav link leads to: `page` of a member-centre link, else the path ('/' is home). */
function routeOf(href: string): string {
  const url = new URL(href, 'http://x');
  return url.searchParams.get('page') ?? (url.pathname.replace(/^\//, '') || 'home');
}

async function linkRoutes(nav: Locator): Promise<string[]> {
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map(routeOf);
}

const MODES = ['light', 'dark'] as const;
const port = new URL(baseURL).port;
const brands = fixtureBrands();

const hosts = brands.flatMap((b) => b.server.hosts);
// Every fixture host resolves to the test server, and its origin counts as secure (as an HTTPS deployment is).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`,
      `--unsafely-treat-insecure-origin-as-secure=${hosts.map((h) => `http://${h}:${port}`).join(',')}`,
    ],
  },
});

test('the fixture brands were read from e2e/fixtures/brands', () => {
  expect(brands.length).toBeGreaterThanOrEqual(1);
  for (const b of brands) expect(b.server.hosts.length, `${b.id} has a host`).toBeGreaterThan(0);
});

for (const brand of brands) {
  const host = brand.server.hosts[0]!;
  const origin = `http://${host}:${port}`;

  test.describe(`fixture brand ${brand.id} on its host`, () => {
    test.use({ baseURL: origin });

    /** Loads `path` in `mode`, settled and still, ready for axe. */
    async function visit(page: Page, path: string, mode: (typeof MODES)[number]) {
      await page.context().addInitScript((m) => localStorage.setItem('pd-color-mode', m), mode);
      await gotoAndSettle(page, () => page.goto(path));
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await stopAnimations(page);
    }

    test('shows its id, name, title, colours and languages in light and dark, axe clean @desktop', async ({
      page,
    }) => {
      for (const mode of MODES) {
        await visit(page, '/home', mode);
        const root = page.locator('[data-brand]').first();
        await expect(root).toHaveAttribute('data-brand', brand.id);
        await expect(page).toHaveTitle(new RegExp(brand.name));
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: `${brand.name}, home page` })).toContainText(
          brand.name,
        );
        const colours = brand.theme[mode];
        expect(await root.evaluate((el) => getComputedStyle(el).backgroundColor), `bg in ${mode}`).toBe(
          rgb(colours.bg!),
        );
        expect(
          await header
            .getByRole('button', { name: 'Log in' })
            .evaluate((el) => getComputedStyle(el).backgroundColor),
          `primary in ${mode}`,
        ).toBe(rgb(colours.primary!));
        expect(await axeViolations(page), `home in ${mode}`).toEqual([]);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', brand.defaultLanguage);
      // Its languages, each under its own name, in the side menu's language choice.
      await openSideMenu(page);
      const side = page.getByRole('navigation', { name: 'Side menu' });
      for (const lang of brand.languages) {
        const own = new Intl.DisplayNames([lang], { type: 'language' }).of(lang)!;
        await expect(side.getByRole('button', { name: own, exact: true })).toBeVisible();
      }
    });

    test('orders its header nav as its config says @wideOnly', async ({ page }) => {
      await page.goto('/home');
      const nav = page.getByRole('navigation', { name: 'Game categories' });
      expect(await linkRoutes(nav)).toEqual(brand.vendors.menus.header.map((e) => e.route));
    });

    test('orders its phone bottom bar as its config says', async ({ page }) => {
      await page.goto('/home');
      const bar = page.getByRole('navigation', { name: 'Quick links' });
      expect(await linkRoutes(bar)).toEqual(brand.vendors.menus.bottom.map((e) => e.route));
    });

    test('lists its vendors per game type, axe clean in light and dark @desktop', async ({ page }) => {
      for (const [gameType, entry] of Object.entries(brand.vendors.gameTypes)) {
        if (!entry?.vendors.length) continue;
        for (const mode of MODES) {
          await visit(page, `/${gameType.toLowerCase()}`, mode);
          const chips = page.getByRole('main').getByRole('list', { name: 'Providers' });
          await expect(chips.getByRole('button', { name: 'All providers' })).toBeVisible();
          const names = (await chips.getByRole('button').allTextContents()).map((t) => t.trim());
          expect(names.slice(1).sort(), `${gameType} vendors`).toEqual([...entry.vendors].sort());
          expect(await axeViolations(page), `/${gameType.toLowerCase()} in ${mode}`).toEqual([]);
        }
      }
    });

    test('registers with its own fields, then deposits by its own methods, axe clean in light and dark @desktop', async ({
      page,
    }) => {
      test.slow();
      const fields = Object.entries(brand.register.fields).filter(([, f]) => f.enabled !== false);
      const username = `k${randomBytes(5).toString('hex')}`.slice(0, 10);
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const values: Record<string, string> = {
        username,
        payeeName: 'Asha Rao',
        email: `${username}@mail.example`,
      };
      for (const mode of MODES) {
        await visit(page, '/register', mode);
        const dialog = page.getByRole('dialog', { name: 'Register' });
        await expect(dialog).toBeVisible();
        for (const [name] of fields)
          await expect(dialog.getByLabel(en[`app.reg.field.${name}`]!, { exact: true })).toBeVisible();
        expect(await axeViolations(page), `register popup in ${mode}`).toEqual([]);
      }
      const dialog = page.getByRole('dialog', { name: 'Register' });
      for (const [name] of fields) {
        if (name === 'captcha') continue;
        await dialog.getByLabel(en[`app.reg.field.${name}`]!, { exact: true }).fill(values[name]!);
      }
      await dialog.getByLabel(en['app.reg.field.password']!, { exact: true }).fill(password);
      await dialog.getByLabel(en['app.reg.field.confirmPassword']!, { exact: true }).fill(password);
      // The brand's captcha widget solves its proof of work in the browser.
      await captchaSolved(dialog);
      await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(dialog).toBeHidden();

      const methods = brand.payments.depositMethods.filter((m) => m.enabled).map((m) => m.name);
      for (const mode of MODES) {
        await visit(page, '/member?page=depositv2', mode);
        const deposit = page.getByRole('region', { name: 'Deposit', exact: true });
        const options = deposit.getByLabel('Payment method').locator('option');
        await expect(options.first()).toBeAttached();
        expect((await options.allTextContents()).map((t) => t.trim())).toEqual(methods);
        expect(await axeViolations(page), `deposit in ${mode}`).toEqual([]);
      }
    });
  });
}
