/**
 * Social login in Chromium against the real server on the default brand (whitelabel SOCIALLOGIN3; docs/architecture.md
 * "Social login"), with the run's OpenID Connect stand-in as Google (scripts/e2e.mjs): the login popup's "Continue
 * with Google" leaves the site for the provider (top-level navigation, PKCE) and comes back to /social, where the
 * player links an existing account with its password (a wrong one links nothing) and is signed in; later, on a browser
 * without a session, the button alone signs the linked account in (one-time ticket, D1). axe clean on /social at the
 * project's width, light and dark.
 */
import { randomBytes } from 'node:crypto';
import { captchaSolved, expect, registerMember, test } from '../fixtures';
import { nextSocialAccount } from '../fixtures/social';
import { axeCleanInBothModes } from '../axe';

test('a player links a Google account to an existing account with its password', async ({
  page,
  playwright,
}) => {
  test.slow();
  const api = await playwright.request.newContext();
  const member = await registerMember(api);
  const sub = `e2e-${randomBytes(6).toString('hex')}`;
  await nextSocialAccount(api, { sub, email: `${sub}@example.com` });
  await api.dispose();

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/social$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
  await expect(page.getByText(`Google account ${sub}@example.com is not linked`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await axeCleanInBothModes(page, '/social');

  // A wrong password links nothing (the generic login failure, D3).
  const link = page.getByRole('tabpanel', { name: 'I already have an account' });
  await link.getByLabel('Username').fill(member.username);
  await link.getByLabel('Password', { exact: true }).fill('not-the-password');
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(link.getByRole('alert')).toBeVisible();

  // Other tests' failures from this address may make the server ask for the login captcha: the form shows the widget,
  // which solves by itself, and Link waits for it.
  const captcha = link.getByRole('group', { name: 'Captcha' });
  if (await captcha.isVisible()) await captchaSolved(captcha);
  await link.getByLabel('Password', { exact: true }).fill(member.password);
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  // Later, on a browser that holds no session: the button alone signs the linked account in (one-time ticket, D1).
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.context().clearCookies();
  const again = await playwright.request.newContext();
  await nextSocialAccount(again, { sub, email: `${sub}@example.com` });
  await again.dispose();
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('ticket')).toBeNull();
});
