import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promotion, PromotionsValue } from '@playdeck/api-client/schemas';
import { fetchStub, renderAt } from '../../test/fixtures';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function promotion(id: string, categoryId: string, title: string, over: Partial<Promotion> = {}): Promotion {
  return {
    id,
    categoryId,
    title,
    content: `${title}: full terms.`,
    announcementImages: [{ sequence: 1, url: `/content/test/${id}.webp` }],
    startsAt: iso(Date.now() - DAY),
    endsAt: iso(Date.now() + 30 * DAY),
    ...over,
  };
}

const VALUE: PromotionsValue = {
  categories: [
    { id: 'new-members', title: 'New members' },
    { id: 'sports', title: 'Sports' },
  ],
  items: [
    promotion('welcome-bonus', 'new-members', 'Welcome bonus', {
      announcementImages: [
        { sequence: 1, url: '/content/test/welcome.webp' },
        { sequence: 2, url: '/content/test/welcome-2.webp' },
      ],
    }),
    promotion('cricket-refund', 'sports', 'Cricket refund', { endsAt: null }),
    promotion('weekend-reload', 'new-members', 'Weekend reload', { startsAt: iso(Date.now() + 5 * DAY) }),
  ],
};

let answer: () => { status?: number; body: unknown };
const fetchMock = vi.fn();

beforeEach(() => {
  answer = () => ({ body: { success: true, value: VALUE } });
  vi.stubGlobal('scrollTo', vi.fn());
  fetchMock.mockImplementation(fetchStub({ '/wps/content/promotions': () => answer() }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('promotions centre (/promotions)', () => {
  it('lists every promotion under All with its picture, period and a not-yet-started label', async () => {
    renderAt('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'All', selected: true });
    expect(cardTitles()).toEqual(['Welcome bonus', 'Cricket refund', 'Weekend reload']);
    const calls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/promotions'));
    expect(calls).toEqual(['/wps/content/promotions?lang=en']);
    const images = within(screen.getByRole('tabpanel')).getAllByRole('presentation');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/content/test/welcome.webp',
      '/content/test/cricket-refund.webp',
      '/content/test/weekend-reload.webp',
    ]);
    // Only the first card's picture loads eagerly; every picture reserves its 2:1 box.
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.every((i) => i.getAttribute('width') === '960' && i.getAttribute('height') === '480')).toBe(
      true,
    );
    expect(screen.getAllByText(/^Starts on /)).toHaveLength(1);
    expect(screen.getByText(/^From /)).toBeInTheDocument();
    expect(screen.getAllByText(/ to /).length).toBeGreaterThanOrEqual(2);
  });

  it('filters the cards by the chosen category tab, and All shows them all again', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/promotions');
    await user.click(await screen.findByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('tab', { name: 'Sports', selected: true })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Cricket refund']);
    expect(router.state.location.search).toBe('?category=sports');
    await user.click(screen.getByRole('tab', { name: 'New members' }));
    expect(cardTitles()).toEqual(['Welcome bonus', 'Weekend reload']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('opens a category from the URL', async () => {
    renderAt('/promotions?category=sports');
    await screen.findByRole('tab', { name: 'Sports', selected: true });
    expect(cardTitles()).toEqual(['Cricket refund']);
  });

  it('opens the details dialog with the full content and every picture, and Back closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/promotions');
    await user.click(await screen.findByRole('button', { name: 'Details Welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(within(dialog).getByText('Welcome bonus: full terms.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('presentation', { hidden: true })
        .filter((e) => e.tagName === 'IMG')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/content/test/welcome.webp', '/content/test/welcome-2.webp']);
    expect(router.state.location.hash).toBe('#welcome-bonus');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the details of the promotion named in the hash (the side menu links)', async () => {
    renderAt('/promotions#cricket-refund');
    expect(await screen.findByRole('dialog', { name: 'Cricket refund' })).toBeInTheDocument();
  });

  it('shows an empty state when no promotion runs', async () => {
    answer = () => ({ body: { success: true, value: { categories: [], items: [] } } });
    renderAt('/promotions');
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    answer = () => ({
      status: 503,
      body: { success: false, errorCode: 'UNAVAILABLE', message: 'Try later' },
    });
    renderAt('/promotions');
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    answer = () => ({ body: { success: true, value: VALUE } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
  });
});
