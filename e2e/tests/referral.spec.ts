/**
 * Refer and earn end to end (spec section 1 "refer and earn", spec 2 member-center `referral`; docs/decisions.md D36),
 * real server and Chromium: a member opens the referral page (code, link, QR code; axe clean in light and dark), a
 * friend on another address follows the link and registers in the register popup, and the referrer sees the friend,
 * masked, with its progress.
 */
import { apiLogin, expect, registerMember, siteContext, test, useToken } from '../fixtures';
import { axeCleanInBothModes, useAddress } from '../fixtures/flows';
import { friendAddress, refereeList, referralCodeOnPage, registerInPopup } from '../fixtures/referral';

test('a friend registers through a member’s referral link and the member sees the friend, masked', async ({
  page,
  context,
  browser,
  playwright,
}) => {
  test.slow();
  const api = await playwright.request.newContext();
  const referrer = await registerMember(api);
  await useToken(context, await apiLogin(api, referrer));

  await page.goto('/member?page=referral');
  const code = await referralCodeOnPage(page);
  await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`/register\\?referralCode=${code}$`));
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByText('No friends yet')).toBeVisible();
  await axeCleanInBothModes(page, 'the referral page');

  // The friend: another browser (English, public popup closed) on another address.
  const friendContext = await siteContext(browser);
  await useAddress(friendContext, friendAddress());
  const friend = await friendContext.newPage();
  await friend.goto(`/?referralCode=${code}`);
  const mobile = await registerInPopup(friend);
  await friendContext.close();

  await page.reload();
  const rows = refereeList(page).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  // Registered by mobile: the username is "m" + the number's digits, shown as "m8***" + its last 2 digits.
  await expect(rows.first()).toContainText(new RegExp(`^m8\\*\\*\\*${mobile.slice(-2)}`));
  await expect(rows.first()).toContainText('In progress');
  await expect(rows.first()).toContainText('No deposit yet');
  await axeCleanInBothModes(page, 'the referral page with a friend');
});
