/**
 * Password reset by e-mail (spec 4 "forgot by email"; docs/decisions.md D3, D6) in Chromium against the real server
 * on the default brand, whose mail goes over SMTP to the test SMTP server of scripts/e2e.mjs and is read from its
 * inbox (e2e/fixtures/mail.ts), as a person reads their mailbox: a member binds an e-mail address in the security
 * centre with the code mailed to it; the binding is dated back past the 24 hours D6 asks for (the server's test hook
 * `/__test/member/email-bound-at`); logged out, the member opens Forgot password from the login popup, chooses
 * e-mail, submits username and address, opens the link of the mail (on this server: the link names the brand's real
 * domain), sets a new password, and logs in with it; the old password is refused. The forgot-password popup and the
 * new-password screen are checked with axe in light and dark.
 */
import { randomBytes } from 'node:crypto';
import {
  baseURL,
  expect,
  registerMember,
  siteContext,
  submitLogin,
  test,
  useToken,
  apiLogin,
} from '../fixtures';
import { axeCleanInBothModes } from '../fixtures/flows';
import { codeIn, linkIn, mailTo } from '../fixtures/mail';

test('a member resets a forgotten password with the link mailed to its verified address @desktop', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const api = await playwright.request.newContext();
  const member = await registerMember(api);
  const address = `reset-${randomBytes(5).toString('hex')}@example.com`;

  // 1. Logged in (a context of its own), the member binds the address with the code mailed to it.
  const account = await siteContext(browser);
  await useToken(account, await apiLogin(api, member));
  const centre = await account.newPage();
  await centre.goto('/member?page=securityCenter');
  const main = centre.getByRole('main');
  await main.getByRole('button', { name: 'Bind email' }).click();
  const emailForm = main.getByRole('form', { name: 'Bind email' });
  await emailForm.getByRole('textbox', { name: /^Email address/ }).fill(address);
  const codeSent = Date.now();
  await emailForm.getByRole('button', { name: 'Send code' }).click();
  await expect(emailForm.getByRole('status')).toContainText('Code sent');
  const codeMail = await mailTo(api, address, codeSent);
  expect(codeMail.subject).toMatch(/verification code$/);
  await emailForm.getByRole('textbox', { name: /^Verification code/ }).fill(codeIn(codeMail));
  await emailForm.getByLabel(/^Login password/).fill(member.password);
  await emailForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(main.getByText('Your email is bound and verified.')).toBeVisible();
  await account.close();

  // D6: an address bound under 24 hours ago cannot reset; date the binding two days back.
  const dated = await api.post(`${baseURL}/__test/member/email-bound-at`, {
    data: { username: member.username, hoursAgo: 48 },
  });
  expect(dated.ok(), `date the binding: ${await dated.text()}`).toBe(true);

  // 2. Logged out: Forgot password from the login popup, by e-mail.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  // The default brand opens on the Mobile tab (phone verification on); choose Email.
  const emailTab = forgot.getByRole('tab', { name: 'Email' });
  await emailTab.click();
  await expect(emailTab).toHaveAttribute('aria-selected', 'true');
  const form = forgot.getByRole('tabpanel', { name: 'Email' });
  await form.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await form.getByRole('textbox', { name: 'Email' }).fill(address);
  await axeCleanInBothModes(page, 'the forgot-password popup (by e-mail)');
  const asked = Date.now();
  const sent = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/wps/member/password/email' && r.request().method() === 'POST',
  );
  await forgot.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText('a reset link is on its way')).toBeVisible();
  await expect(forgot).toBeHidden();

  // 3. The mail: a link to the brand site carrying the reset token; opened on this server.
  const resetMail = await mailTo(api, address, asked);
  expect(resetMail.subject).toMatch(/password reset$/);
  const link = linkIn(resetMail, /[?&]resetToken=/);
  expect(link.host).toBe('www.deshplay.example');
  const resetToken = link.searchParams.get('resetToken')!;
  expect(resetToken).toMatch(/^[\w-]{20,}$/);
  expect(resetMail.html).toContain(`href="${link.href}"`);
  await page.goto(`/?resetToken=${encodeURIComponent(resetToken)}`);

  // 4. The new password, twice; then the login popup.
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  await axeCleanInBothModes(page, 'the new-password screen of the reset link');
  const newPassword = `np-${randomBytes(6).toString('hex')}`;
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  const confirmed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/wps/member/password/email/confirm' && r.request().method() === 'POST',
  );
  await reset.getByRole('button', { name: 'Submit' }).click();
  expect((await confirmed).ok()).toBe(true);
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await expect(reset).toBeHidden();

  // 5. The old password is refused; the new one logs in.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await login.getByLabel('Password', { exact: true }).fill(member.password);
  const refused = await submitLogin(page);
  expect(refused.success).not.toBe(true);
  await expect(login).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  expect((await submitLogin(page)).success).toBe(true);
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();

  await api.dispose();
});
