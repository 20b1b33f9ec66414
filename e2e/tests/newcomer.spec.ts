/**
 * A newcomer's first minutes with `npm start`, as the README describes them: the second brand opened on its own host
 * name over plain HTTP (a demo on a LAN name, or a box behind a TLS proxy) is fully styled, because the server sends
 * HSTS and `upgrade-insecure-requests` only over TLS; and a player registers on the default brand reading the SMS
 * code from the development inbox page (`/dev/inbox`) in the browser, not from a server log.
 */
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { baseURL, captchaAnswer, expect, freshMobile, test } from '../fixtures';

const port = new URL(baseURL).port;

// novaplay.example is one of nova's configured hosts; Chromium resolves it to this machine, as a LAN DNS entry or
// /etc/hosts line would: a host name that is not loopback, so nothing exempts it from an upgrade to https.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--host-resolver-rules=MAP novaplay.example 127.0.0.1'],
  },
});

test.describe('the second brand on its own host name over plain HTTP', () => {
  test('loads every stylesheet, font and script over http and applies the brand theme @desktop', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
    const upgraded: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://')) upgraded.push(r.url());
    });
    const response = await page.goto(`http://novaplay.example:${port}/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    await expect(page.locator('[data-brand="nova"]').first()).toBeVisible();
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
        href: l.href,
        rules: l.sheet ? l.sheet.cssRules.length : -1,
      })),
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const s of sheets) expect(s.rules, `${s.href} applied`).toBeGreaterThan(0);
    expect(upgraded, 'requests rewritten to https').toEqual([]);
    expect(failed, 'failed requests').toEqual([]);
    // The theme's own background reached the page (an unstyled page keeps the UA's transparent body).
    const background = await page
      .locator('[data-brand="nova"]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('development inbox', () => {
  test('a newcomer registers by mobile number reading the SMS code from /dev/inbox @desktop', async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    const form = dialog.getByRole('tabpanel');
    const mobile = freshMobile();
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    // The inbox in a second tab, as the printed block tells the newcomer.
    const inbox = await context.newPage();
    await inbox.goto('/dev/inbox');
    await expect(inbox.getByRole('heading', { name: 'Development inbox' })).toBeVisible();
    const row = inbox.getByRole('row').filter({ hasText: mobile });
    await expect(row.first()).toBeVisible();
    const code = (await row.first().locator('strong.code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await inbox.close();

    await form.getByLabel('Verification code').fill(code);
    const password = form.getByLabel('Password', { exact: true });
    if (await password.count()) await password.fill('correct-horse-42');
    const confirm = form.getByLabel('Confirm password');
    if (await confirm.count()) await confirm.fill('correct-horse-42');
    // The captcha image is read by a person; the test reads its answer through the test hook.
    await expect(form.getByRole('img', { name: 'Verification image' })).toBeVisible();
    await form.getByLabel('Captcha').fill(await captchaAnswer(context));
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();
  });
});
