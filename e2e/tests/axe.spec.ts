/**
 * axe on every route of the route table (apps/web/src/app/routes.tsx, read from the source so a new route is
 * checked without editing this file) and on the login and register popups, in light and dark, at the project's
 * width (phone 360 px, desktop 1280 px). Routes that need a login are visited logged in. Zero violations expected.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test, useToken } from '../fixtures';
import { axeViolations, stopAnimations } from '../axe';

const web = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

interface RouteEntry {
  path: string;
  auth: boolean;
}

/** First path of each entry of ROUTE_TABLE (categories expanded from CATEGORIES), with its auth/lottery mark. */
function routeTable(): RouteEntry[] {
  const src = readFileSync(`${web}app/routes.tsx`, 'utf8');
  const table = src.slice(src.indexOf('export const ROUTE_TABLE'));
  const out: RouteEntry[] = [];
  for (const m of table.matchAll(/\{\s*name: '([^']+)',\s*paths: \[([^\]]*)\]([^}]*)/g)) {
    const first = /'([^']+)'/.exec(m[2]!)?.[1];
    if (!first || first === '*') continue;
    out.push({ path: first, auth: /auth: true|lottery: true/.test(m[3]!) });
  }
  const cats = readFileSync(`${web}shared/games/categories.ts`, 'utf8');
  const list = cats.slice(cats.indexOf('export const CATEGORIES'), cats.indexOf('];'));
  for (const m of list.matchAll(/name: '([^']+)'/g)) out.push({ path: `/${m[1]}`, auth: false });
  return out;
}

const ROUTES = routeTable();
const MODES = ['light', 'dark'] as const;

/** Loads `path` in `mode` and waits for the page to settle (no loader, no pending calls but the event streams). */
async function settle(page: Page, path: string) {
  await gotoAndSettle(page, () => page.goto(path));
  await expect(page.locator('[data-brand]').first()).toBeVisible();
  await stopAnimations(page);
}

const violations = (page: Page) => axeViolations(page);

test('the route table was read from the source', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(20);
  expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/member', '/live', '/favorite']));
});

test.describe('axe', () => {
  for (const route of ROUTES) {
    test(`${route.path} has no violations in light and dark @desktop`, async ({
      page,
      context,
      memberToken,
    }) => {
      if (route.auth) await useToken(context, memberToken);
      for (const mode of MODES) {
        await context.addInitScript((m) => localStorage.setItem('pd-color-mode', m), mode);
        await settle(page, route.path);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        expect(await violations(page), `${route.path} in ${mode}`).toEqual([]);
      }
    });
  }

  for (const popup of ['login', 'register'] as const) {
    test(`the ${popup} popup has no violations in light and dark @desktop`, async ({ page, context }) => {
      // Two full-page axe runs over an open dialog take ~40 s at 1280 px on a loaded 2-core machine, close to the
      // 45 s budget (a likely source of the occasional CI failure): give this test the slow budget.
      test.slow();
      const title = popup === 'login' ? 'Log in' : 'Register';
      for (const mode of MODES) {
        await context.addInitScript((m) => localStorage.setItem('pd-color-mode', m), mode);
        await settle(page, `/${popup}`);
        await expect(page.getByRole('dialog', { name: title })).toBeVisible();
        expect(await violations(page), `${popup} popup in ${mode}`).toEqual([]);
      }
    });
  }
});
