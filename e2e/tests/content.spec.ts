/**
 * Reading announcements and notices, and sending feedback, as a visitor (spec 2 popups "Announcement" (titles in
 * pages of 9, pager, detail pane), "Notice" (accordion, time in the brand timezone), "Feedback" (question type,
 * description 20 to 200 characters with a live counter, captcha); spec 7 `/wps/feedback`).
 * Each step waits for the visible state the previous one produced; the captcha is solved by the real widget in the
 * browser, as the auth tests do.
 */
import type { Page } from '@playwright/test';
import { captchaSolved, expect, test } from '../fixtures';

interface Item {
  id: string;
  title: string;
  content: string;
}

/**
 * The brand ships one announcement; a player sees pages only past 9. This serves the server's real list followed by
 * 13 more built from it (same shape), so the pager is exercised: 14 titles, pages of 9 -> 2 pages.
 */
async function withMoreAnnouncements(page: Page): Promise<{ all: Item[] }> {
  const served = { all: [] as Item[] };
  await page.route('**/wps/content/announcements**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: boolean; value: Item[] };
    expect(body.success).toBe(true);
    expect(body.value.length).toBeGreaterThan(0);
    const extra = Array.from({ length: 13 }, (_, i) => ({
      ...body.value[0]!,
      id: `e2e-${i + 1}`,
      title: `E2E announcement ${i + 1}`,
      content: `Body of E2E announcement ${i + 1}.`,
    }));
    served.all = [...body.value, ...extra];
    await route.fulfill({ response, json: { ...body, value: served.all } });
  });
  return served;
}

test.describe('announcements', () => {
  test('lists titles in pages of 9, pages on, and shows the chosen one in the detail pane @desktop', async ({
    page,
  }) => {
    const served = await withMoreAnnouncements(page);
    await page.goto('/home?popup=announcement');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    const titles = dialog.getByRole('list', { name: /announcement/i }).getByRole('button');
    await expect(titles).toHaveCount(9);
    const items = served.all;
    const real = items[0]!;
    // The first title is selected and its text is in the detail pane.
    await expect(titles.first()).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(real.title);
    await expect(dialog.getByRole('article')).toContainText(real.content);

    await titles.nth(2).click();
    await expect(titles.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(items[2]!.title);

    const pager = dialog.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles).toHaveCount(items.length - 9);
    await expect(titles.first()).toHaveText(items[9]!.title);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(items[9]!.title);
    await titles.last().click();
    await expect(dialog.getByRole('article')).toContainText(items.at(-1)!.content);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/popup=/);
  });
});

test.describe('notices', () => {
  test('opens a notice from the home marquee in the accordion, with its time, and folds it @desktop', async ({
    page,
    request,
  }) => {
    // The notices the page shows (it gets them inside its server-rendered HTML, so there is no call to wait for).
    const notices = await request.get('/wps/content/notices', { headers: { Language: 'en' } });
    await page.goto('/home');
    const list = ((await notices.json()) as { value: (Item & { createdAt?: string })[] }).value;
    expect(list.length).toBeGreaterThan(0);
    const marquee = page.getByRole('region', { name: 'Notices' });
    // The marquee moves; focusing an item pauses it (as for a keyboard user), then Enter opens that notice.
    const item = marquee.getByRole('button', { name: list[0]!.title }).first();
    await item.focus();
    await item.press('Enter');
    await expect(page).toHaveURL(/popup=notice/);
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    const header = dialog.getByRole('button', { name: new RegExp(list[0]!.title) });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toContainText(list[0]!.content);
    // Time as year-month-day hour:minute:second (spec 2).
    await expect(dialog.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByText(list[0]!.content)).toBeHidden();
    await header.click();
    await expect(dialog.getByText(list[0]!.content)).toBeVisible();
  });
});

test.describe('feedback', () => {
  test('names empty fields, refuses under 20 characters, then sends with the captcha @desktop', async ({
    page,
  }) => {
    await page.goto('/home?popup=feedback');
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    // The captcha widget is on screen at once and starts its proof of work.
    await expect(dialog.getByRole('group', { name: /Captcha/ })).toBeVisible();

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(/is empty$/);
    await expect(dialog.getByRole('alert')).toContainText('Question type');

    await dialog.getByRole('combobox', { name: /Question type/ }).selectOption({ label: 'Game' });
    const description = dialog.getByRole('textbox', { name: /Description/ });
    await description.fill('Too short');
    await expect(dialog).toContainText('9/200');
    await captchaSolved(dialog);
    await submit.click();
    await expect(dialog.getByRole('alert')).toContainText('20');

    const text = 'The slot game froze after a spin; please check round 42.';
    await description.fill(text);
    await expect(dialog).toContainText(`${text.length}/200`);
    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/feedback' && r.request().method() === 'PUT',
    );
    await submit.click();
    const response = await sent;
    expect(response.ok(), `feedback: ${await response.text()}`).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({ type: 3, content: text });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect(page).not.toHaveURL(/popup=/);
  });
});
