/**
 * Mobile-number accounts (spec section 5 flag "mobile registration with password", MOBREGPWD3, on for the default
 * brand): a player registers with a mobile number and a password, is told the username made for them, logs out, logs
 * in with the NUMBER and the password, and finds the username in My account.
 */
import { expect, freshMobile, registerByMobile, submitLogin, test } from '../fixtures';

const PASSWORD = 'correct-horse-42';

test('a player registered by mobile number logs in with it and sees the username made for them', async ({
  page,
  context,
}) => {
  const mobile = freshMobile();
  await registerByMobile(page, context, mobile, PASSWORD);

  // The username made for the account is said once registered (the toast stays until closed).
  const username = `m880${mobile}`;
  const notice = page.getByRole('region', { name: 'Notifications' });
  await expect(notice).toContainText(`Your username is ${username}`);
  await expect(notice).toContainText('Log in with your mobile number or this username, and your password.');

  // Sign out, then log in with the mobile number and the password.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'My account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username or mobile number' }).fill(mobile);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const answer = await submitLogin(page);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  await expect(login).toBeHidden();
  await expect(header.getByRole('button', { name: 'My account menu' })).toBeVisible();

  // My account names the username.
  await page.goto('/member?page=securityCenter');
  const row = page
    .locator('div')
    .filter({ has: page.getByRole('term').getByText('Username', { exact: true }) });
  await expect(row.last().getByRole('definition')).toHaveText(username);
});
