/**
 * Reward center end to end (spec 2 `rewardCenter`, 4 activity statuses, 5 activity application; docs/decisions.md
 * D32), real server and Chromium on the demo brand: a new player joins the welcome bonus, deposits through the sandbox
 * gateway and sees the first-deposit bonus issued with its turnover (and in the bonus details); then applies to the
 * cricket refund with a comment and a proof image, the operator approves it through the operator API, and the history
 * shows both bonuses. The page is axe clean in light and dark.
 */
import { axeViolations } from '../axe';
import { apiLogin, expect, registerMember, sandboxDeposit, test, useToken } from '../fixtures';
import { approveApplicationOf, PROOF_PNG } from '../fixtures/rewards';

test('first-deposit bonus issued with its turnover; an application with a proof is approved', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext();
  const player = await registerMember(api);
  await useToken(context, await apiLogin(api, player));

  await page.goto('/member?page=rewardCenter');
  const list = page.getByRole('list', { name: 'Rewards you can take' });
  const welcome = list.getByRole('listitem', { name: 'Welcome bonus' });
  await expect(welcome).toContainText('Open to join');
  await expect(welcome).toContainText('100% of your deposit');
  await welcome.getByRole('button', { name: 'Join' }).click();
  await expect(welcome).toContainText('Joined');

  // 1000.00 by bKash (no fee): 100 % bonus, turnover 10x.
  await sandboxDeposit(page, '1000');
  await page.goto('/member?page=rewardCenter');
  await expect(welcome).toContainText('Issued');
  await expect(welcome).toContainText('Bonus BDT 1,000.00');
  await expect(welcome).toContainText('Turnover BDT 10,000.00');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Welcome bonus' })).toContainText('1,000.00');

  // Apply to the cricket refund with a comment and a proof; the operator approves it.
  const cricket = list.getByRole('listitem', { name: 'Cricket refund' });
  await cricket.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Cricket refund' });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Add at least one proof image')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Lost on the final over');
  await dialog.getByLabel('Proof images').setInputFiles(PROOF_PNG);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(cricket).toContainText('Applying');

  await approveApplicationOf(api, player.username);
  await page.reload();
  await expect(cricket).toContainText('Issued');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: 'Cricket refund' })).toContainText(
    'Remark: Checked the bet slip',
  );

  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('pd-color-mode', m), mode);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expect(list).toBeVisible();
    expect(await axeViolations(page, { still: true }), `reward center in ${mode}`).toEqual([]);
  }
  await api.dispose();
});
