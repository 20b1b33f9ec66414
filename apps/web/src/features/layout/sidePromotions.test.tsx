import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, renderAt } from '../../test/fixtures';
import { SIDE_PROMOTIONS_MAX } from './SidePromotions';

const item = (n: number) => ({
  id: `promo-${n}`,
  categoryId: 'c',
  title: `Promotion ${n}`,
  content: '',
  announcementImages: [],
  startsAt: null,
  endsAt: null,
});

const fetchMock = vi.fn();
const promotionCalls = () =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/wps/content/promotions'));

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  fetchMock.mockImplementation(
    fetchStub({
      '/wps/content/promotions': () => ({
        body: {
          success: true,
          value: { categories: [{ id: 'c', title: 'C' }], items: [1, 2, 3, 4, 5].map(item) },
        },
      }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('side menu promotion dropdown (spec 2)', () => {
  it('is collapsed at first and makes no promotions call until it is expanded', async () => {
    renderAt('/help');
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    const group = within(side).getByRole('button', { name: 'Promotions' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('heading', { level: 1 });
    expect(promotionCalls()).toEqual([]);
    expect(within(side).queryByRole('link', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('lists the first 3 promotions, each linking to its details, plus See more; collapsing hides them', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/help');
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    const group = within(side).getByRole('button', { name: 'Promotions' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await within(side).findByRole('link', { name: 'Promotion 1' })).toHaveAttribute(
      'href',
      '/promotions#promo-1',
    );
    expect(SIDE_PROMOTIONS_MAX).toBe(3);
    expect(within(side).getAllByRole('link', { name: /^Promotion \d$/ })).toHaveLength(3);
    expect(within(side).queryByRole('link', { name: 'Promotion 4' })).not.toBeInTheDocument();
    expect(promotionCalls()).toEqual(['/wps/content/promotions?lang=en']);
    await user.click(within(side).getByRole('link', { name: 'See more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    await user.click(within(side).getByRole('button', { name: 'Promotions' }));
    expect(within(side).queryByRole('link', { name: 'See more' })).not.toBeInTheDocument();
  });
});
