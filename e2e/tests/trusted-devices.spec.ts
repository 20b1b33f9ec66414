/**
 * Trusted devices on the security centre (docs/decisions.md D28, D35), in Chromium against the real server on the
 * default brand (two-factor step on for new addresses in the e2e main server, scripts/e2e.mjs): a member passes the
 * step trusting the browser, sees it listed as this device with when it was added, signs out with "sign out and
 * forget this device", and the next login of the same browser from another address is asked for the step again.
 * The list is checked with axe in light and dark.
 */
import { randomInt } from 'node:crypto';
import { expect, registerMember, test } from '../fixtures';
import { logInThroughStep } from '../fixtures/devices';
import { axeCleanInBothModes, useAddress } from '../fixtures/flows';

/** An address of the documentation range 203.0.113.0/24 (RFC 5737) no member has used. */
const someAddress = () => `203.0.113.${randomInt(1, 255)}`;

test('the security centre lists the trusted browser; "sign out and forget this device" brings the step back @desktop', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  const api = await playwright.request.newContext();
  const member = await registerMember(api);
  await useAddress(context, someAddress());
  await logInThroughStep(page, api, member, { step: true, trust: true });

  const devices = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/devices');
  await page.goto('/member?page=securityCenter');
  expect((await devices).ok()).toBe(true);
  const section = page.getByRole('region', { name: 'Trusted devices' });
  const row = section.getByTestId('trusted-device');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Chrome on');
  await expect(row).toContainText('This device');
  await expect(row).toContainText(/Added .*\d/);
  await expect(section.getByRole('button', { name: /^Remove Chrome on / })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove all' })).toBeVisible();
  await axeCleanInBothModes(page, 'the trusted devices list');

  const logout = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/wps/session/logout' && r.url().includes('forgetDevice=1'),
  );
  await section.getByRole('button', { name: 'Sign out and forget this device' }).click();
  expect((await logout).ok()).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeHidden();

  // The same browser from another address: no longer trusted, so the step is asked for again.
  await useAddress(context, someAddress());
  await logInThroughStep(page, api, member, { step: true, stopAtStep: true });
  await api.dispose();
});
