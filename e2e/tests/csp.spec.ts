/**
 * The strict CSP (`style-src 'self'`, no 'unsafe-inline'; apps/server/src/app.ts) holds while modals open: Radix's
 * scroll lock used to inject an inline `<style>` the browser refused on every open. The site now adopts a constructed
 * stylesheet instead (apps/web/src/shared/csp/styleSingleton.ts via the alias in apps/web/vite.config.ts).
 *
 * For the login popup, the register popup and the help centre popup, at phone width (360 px): no CSP violation is
 * reported (neither a `securitypolicyviolation` event nor a console "Refused to ..." or "... violates the following Content Security Policy directive" message), and the page behind
 * the modal cannot scroll while it is open, and scrolls again once it is closed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const MODALS = [
  { name: 'login', path: '/login', title: 'Log in' },
  { name: 'register', path: '/register', title: 'Register' },
  { name: 'help centre', path: '/home?popup=help', title: 'Help center' },
] as const;

/** Collects CSP violations of the page: `securitypolicyviolation` events and console "Refused to" messages. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Refused to (apply|load|execute)|Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__pdCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __pdCspViolation: (v: string) => void }).__pdCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return violations;
}

test.describe('content security policy', () => {
  test('the served page carries the strict style-src', async ({ page }) => {
    const response = await page.goto('/home');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  });

  for (const modal of MODALS) {
    test(`the ${modal.name} popup opens with no CSP violation and locks the page scroll`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.goto(modal.path);
      const dialog = page.getByRole('dialog', { name: modal.title });
      await expect(dialog).toBeVisible();
      expect(page.viewportSize()?.width).toBe(360);

      // The scroll lock's stylesheet is in force (it was the refused inline <style>): the page behind does not move.
      await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.mouse.move(180, 700);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300); // let a (wrongly) started scroll land before reading the position
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
        .not.toBe('hidden');
      // The same gesture scrolls the page once the modal is closed, so the check above was not vacuous.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(violations, 'CSP violations while the modal opened and closed').toEqual([]);
    });
  }
});
