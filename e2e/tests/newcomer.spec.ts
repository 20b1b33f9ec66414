/**
 * A newcomer's first minutes with `npm start`, as the README describes them: the second brand opened on its own host
 * name over plain HTTP (a demo on a LAN name, or a box behind a TLS proxy) is fully styled, because the server sends
 * HSTS and `upgrade-insecure-requests` only over TLS; and a player registers on the default brand reading the SMS
 * code from the development inbox page (`/dev/inbox`) in the browser, not from a server log.
 */
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { baseURL, expect, freshMobile, registerByMobile, test } from '../fixtures';

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
    // Every stylesheet link ends up applied. A lazy chunk's sheet (the footer's, say) is linked after `load` and has no
    // rules while it is still loading, so this waits for them all; one refused over http never gets rules and fails.
    const unapplied = () =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        return {
          count: links.length,
          unapplied: links.filter((l) => !l.sheet || l.sheet.cssRules.length === 0).map((l) => l.href),
        };
      });
    await expect
      .poll(unapplied, { message: 'stylesheets linked and not applied' })
      .toMatchObject({ unapplied: [] });
    expect((await unapplied()).count).toBeGreaterThan(0);
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
    // The code is read from the inbox in a second tab, as the printed block tells the newcomer.
    await registerByMobile(page, context, freshMobile(), 'correct-horse-42', async (mobile) => {
      const inbox = await context.newPage();
      await inbox.goto('/dev/inbox');
      await expect(inbox.getByRole('heading', { name: 'Development inbox' })).toBeVisible();
      const row = inbox.getByRole('row').filter({ hasText: mobile }).first();
      await expect(row).toBeVisible();
      const code = (await row.locator('strong.code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await inbox.close();
      return code;
    });
    await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();
  });
});
