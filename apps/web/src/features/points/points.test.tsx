/**
 * The points pages against a fake API (spec 2 pointMall, redeemHistory, pointsDetails; spec 4 statuses): the catalogue
 * with the balance and what blocks an item, the redeem dialog sending the withdraw password, the redeem history with
 * its statuses and remark, the points details by category, and the empty and error states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallItem, RedemptionRow } from '@playdeck/api-client/points';
import { fetchStub, Providers } from '../../test/fixtures';
import PointMall from './PointMall';
import RedeemHistory from './RedeemHistory';
import PointsDetails from './PointsDetails';

const ok = (value: unknown) => ({ body: { success: true, value } });
type Answer = { status?: number; body: unknown };

const item = (id: string, over: Partial<MallItem> = {}): MallItem => ({
  id,
  type: 'cash',
  name: `Item ${id}`,
  description: '',
  picture: '/content/_base/points-cash.png',
  points: 500,
  amount: '50.00',
  turnover: '0.00',
  amountRequirement: '0.00',
  stockLeft: 10,
  perMemberLimit: 5,
  redeemedByMe: 0,
  available: true,
  ...over,
});

function renderWith(
  ui: React.ReactNode,
  routes: Record<string, (init: RequestInit | undefined, url: URL) => Answer>,
) {
  vi.stubGlobal('fetch', vi.fn(fetchStub(routes)));
  render(<Providers token="t1">{ui}</Providers>);
}

afterEach(() => vi.unstubAllGlobals());

describe('pointMall', () => {
  it('shows the balance and the items; a sold-out item cannot be redeemed; redeeming sends the withdraw password', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWith(<PointMall />, {
      '/wps/points/balance': () => ok({ points: '1200' }),
      '/wps/points/config': () =>
        ok({
          currency: 'BDT',
          convert: null,
          items: [item('a'), item('b', { stockLeft: 0, name: 'Phone' })],
        }),
      '/wps/points/redeem': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({});
      },
    });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,200 points');
    const list = await screen.findByRole('list', { name: 'Rewards' });
    const [a, b] = within(list).getAllByRole('listitem');
    expect(b).toHaveTextContent('Out of stock');
    expect(within(b!).queryByRole('button', { name: 'Redeem' })).toBeNull();
    await user.click(within(a!).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Item a' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please enter withdraw password')).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Withdraw password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // With an idempotency key of its own, so a retried request redeems once (docs/decisions.md D34).
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          itemId: 'a',
          withdrawPassword: 'secret-1',
          idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        },
      ]),
    );
  });

  it('shows an empty state without items and the error state with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWith(<PointMall />, {
      '/wps/points/balance': () => ok({ points: '0' }),
      '/wps/points/config': () =>
        fail
          ? { status: 403, body: { success: false, errorCode: 'FEATURE_DISABLED', message: 'Not available' } }
          : ok({ currency: 'BDT', convert: null, items: [] }),
    });
    expect(await screen.findByText('Not available')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rewards yet')).toBeVisible();
  });
});

describe('redeemHistory and pointsDetails', () => {
  const row = (id: string, over: Partial<RedemptionRow> = {}): RedemptionRow => ({
    id,
    type: 'cash',
    itemId: 'cash-50',
    name: '50 cash to wallet',
    quantity: 1,
    points: '500',
    amount: '50.00',
    turnover: '0.00',
    currency: 'BDT',
    status: 'in_process',
    createdAt: '2026-03-10T18:30:00.000Z',
    ...over,
  });

  it('lists redemptions with the spec statuses and the rejection remark', async () => {
    renderWith(<RedeemHistory />, {
      '/wps/points/redemptions': () =>
        ok({
          total: 3,
          rows: [
            row('3'),
            row('2', { status: 'approved' }),
            row('1', { status: 'rejected', remark: 'No stock' }),
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Redemptions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByTestId('redemption-status').textContent)).toEqual([
      'In process',
      'Approved',
      'Rejected',
    ]);
    expect(items[2]).toHaveTextContent('Remark: No stock');
  });

  it('lists points movements by category and filters by one', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    renderWith(<PointsDetails />, {
      '/wps/points/details': (_i, url) => {
        asked.push(url.searchParams.get('category'));
        return ok({
          total: 2,
          rows: [
            {
              id: '2',
              kind: 'points.redeem',
              category: 'redeem',
              points: '-500',
              balanceAfter: '48',
              createdAt: '2026-03-10T18:30:00.000Z',
            },
            {
              id: '1',
              kind: 'points.accrual',
              category: 'live',
              points: '548',
              balanceAfter: '548',
              createdAt: '2026-03-10T18:00:00.000Z',
            },
          ],
        });
      },
    });
    const list = await screen.findByRole('list', { name: 'Points movements' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Redeem');
    expect(items[0]).toHaveTextContent('-500');
    expect(items[1]).toHaveTextContent('Live');
    expect(items[1]).toHaveTextContent('+548');
    await user.selectOptions(screen.getByLabelText('Category'), 'live');
    await vi.waitFor(() => expect(asked).toContain('live'));
  });

  it('shows the empty state without movements', async () => {
    renderWith(<PointsDetails />, { '/wps/points/details': () => ok({ total: 0, rows: [] }) });
    expect(await screen.findByText('No points yet')).toBeVisible();
  });
});
