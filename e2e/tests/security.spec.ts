/**
 * securityCenter "my account: bind/verify phone and email" (spec 2 member center) against the real server: a member
 * binds a new mobile number with the SMS code (read from the sandbox SMS gateway, as the registration tests
 * do) and its login password (docs/decisions.md D6), and asks for an email code (a wrong code is refused with the server's message: the emailed code has no test
 * hook; the HTTP tests in apps/server/src/domain/member/bind.test.ts cover the whole email binding).
 *
 * One SMS per run (phone project only): every browser test comes from 127.0.0.1 and the brand caps SMS per IP.
 */
import { randomBytes } from 'node:crypto';
import { expect, freshMobile, smsCode, test, useToken } from '../fixtures';

test.describe('security centre', () => {
  test('binds a new mobile number with the SMS code, and refuses a wrong email code', async ({
    page,
    context,
    member,
    memberToken,
  }) => {
    await useToken(context, memberToken);
    const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/bind');
    await page.goto('/member?page=securityCenter');
    expect((await status).ok()).toBe(true);
    const main = page.getByRole('main');

    // The registration number is shown masked and verified; change it.
    await expect(main.getByText('Verified')).toBeVisible();
    await main.getByRole('button', { name: 'Change mobile number' }).click();
    const mobileForm = main.getByRole('form', { name: 'Change mobile number' });
    const mobile = freshMobile();
    await mobileForm.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await mobileForm.getByRole('button', { name: 'Send code' }).click();
    await expect(mobileForm.getByRole('status')).toContainText('Code sent');
    await expect(mobileForm.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await mobileForm
      .getByRole('textbox', { name: /^Verification code/ })
      .fill(await smsCode(page.request, mobile));
    // docs/decisions.md D6: a binding needs the login password as well as the code.
    await mobileForm.getByLabel(/^Login password/).fill(member.password);
    const bound = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/member/bind/mobile' && r.request().method() === 'POST',
    );
    await mobileForm.getByRole('button', { name: 'Confirm' }).click();
    expect((await bound).ok()).toBe(true);
    await expect(main.getByText('Your mobile number is bound and verified.')).toBeVisible();
    await expect(mobileForm).toBeHidden();
    await expect(main.getByText(`+880${mobile.slice(0, 2)}******${mobile.slice(-2)}`)).toBeVisible();

    // Email: the code is sent; a wrong code gets the server's message and the form stays open.
    await main.getByRole('button', { name: /^(Bind|Change) email$/ }).click();
    const emailForm = main.getByRole('form', { name: /^(Bind|Change) email$/ });
    await emailForm
      .getByRole('textbox', { name: /^Email address/ })
      .fill(`e2e-${randomBytes(4).toString('hex')}@example.com`);
    await emailForm.getByRole('button', { name: 'Send code' }).click();
    await expect(emailForm.getByRole('status')).toContainText('Code sent');
    await emailForm.getByRole('textbox', { name: /^Verification code/ }).fill('000000');
    await emailForm.getByLabel(/^Login password/).fill(member.password);
    await emailForm.getByRole('button', { name: 'Confirm' }).click();
    await expect(emailForm.getByRole('alert')).toHaveText(/Verification code is not valid|expired/);
    await expect(emailForm).toBeVisible();
  });
});
