/**
 * bonusDetails (member center; docs/architecture.md "Member center") against a fake API: the list with amounts, status and turnover
 * progress, the locked amount and the confirmed forfeit (docs/decisions.md D17), the empty state, the error state with
 * retry, and paging.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BonusRow } from '@playdeck/api-client/bonus';
import { fetchStub, Providers } from '../../test/fixtures';
import BonusDetails from './BonusDetails';
import { BONUS_PATH } from './api';

const bonus = (id: string, over: Partial<BonusRow> = {}): BonusRow => ({
  id,
  name: `Bonus ${id}`,
  amount: '50.00',
  currency: 'BDT',
  turnoverRequired: '200.00',
  turnoverAchieved: '50.00',
  status: 'wagering',
  lockedAmount: '50.00',
  createdAt: '2026-03-10T18:30:00.000Z',
  ...over,
});

const ok = (value: unknown) => ({ body: { success: true, value } });

type Answer = { status?: number; body: unknown };

function renderWith(
  answer: (url: URL) => Answer,
  more: Record<string, (init: RequestInit | undefined, url: URL) => Answer> = {},
) {
  const seen: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        [BONUS_PATH]: (_init, url) => {
          seen.push(url);
          return answer(url);
        },
        ...more,
      }),
    ),
  );
  render(
    <Providers token="t1">
      <BonusDetails />
    </Providers>,
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('bonusDetails', () => {
  it('lists each bonus with its amount, status and turnover progress', async () => {
    renderWith(() =>
      ok({
        total: 2,
        rows: [
          bonus('2', { name: 'Deposit match' }),
          bonus('1', { name: 'Welcome', status: 'none', turnoverRequired: '0.00', turnoverAchieved: '0.00' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Deposit match');
    expect(items[0]).toHaveTextContent('In progress');
    expect(items[0]).toHaveTextContent(/Turnover .*50\.00 of .*200\.00/);
    const bar = within(items[0]!).getByRole('progressbar', { name: 'Turnover progress of Deposit match' });
    expect(bar).toHaveAttribute('value', '250');
    expect(items[1]).toHaveTextContent('No turnover required');
    expect(within(items[1]!).queryByRole('progressbar')).toBeNull();
  });

  it('shows the locked amount of a bonus in progress and forfeits it only after the member confirms', async () => {
    const user = userEvent.setup();
    let forfeited = false;
    const posts: string[] = [];
    renderWith(
      () =>
        ok({
          total: 2,
          rows: [
            bonus('7', {
              name: 'Welcome',
              amount: '1000.00',
              lockedAmount: '1000.00',
              turnoverRequired: '20000.00',
              turnoverAchieved: '150.00',
              ...(forfeited ? { status: 'forfeited', lockedAmount: '0.00' } : {}),
            }),
            bonus('6', { status: 'completed', turnoverAchieved: '200.00', lockedAmount: '0.00' }),
          ],
        }),
      {
        [`${BONUS_PATH}/7/forfeit`]: (init) => {
          posts.push(String(init?.method));
          forfeited = true;
          return ok(bonus('7', { status: 'forfeited', lockedAmount: '0.00' }));
        },
      },
    );
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    const [welcome, done] = within(list).getAllByRole('listitem');
    expect(welcome).toHaveTextContent(/Locked until the turnover is met: .*1,000\.00/);
    expect(within(done!).queryByRole('button', { name: 'Forfeit bonus' })).toBeNull();
    await user.click(within(welcome!).getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Forfeit Welcome?');
    expect(dialog).toHaveTextContent(/The locked .*1,000\.00 leaves your wallet/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);
    await user.click(within(welcome!).getByRole('button', { name: 'Forfeit bonus' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByText('Bonus forfeited, the rest of your balance is unlocked')).toBeVisible();
    expect(posts).toEqual(['POST']);
    expect(await within(list).findByText('Forfeited')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Forfeit bonus' })).toBeNull();
  });

  it('shows an empty state when nothing was granted', async () => {
    renderWith(() => ok({ total: 0, rows: [] }));
    expect(await screen.findByText('No bonuses yet')).toBeVisible();
  });

  it('shows the server message and retries on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWith(() =>
      fail
        ? { status: 401, body: { success: false, errorCode: 'NOT_LOGGED_IN', message: 'Please log in' } }
        : ok({ total: 1, rows: [bonus('1')] }),
    );
    expect(await screen.findByText('Please log in')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bonus 1')).toBeVisible();
  });

  it('pages through more than 10 bonuses', async () => {
    const user = userEvent.setup();
    const seen = renderWith((url) => {
      const page = Number(url.searchParams.get('pageNo'));
      return ok({ total: 12, rows: page === 2 ? [bonus('b11'), bonus('b12')] : [bonus('a1')] });
    });
    await screen.findByText('Bonus a1');
    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByText('Bonus b12')).toBeVisible();
    expect(seen.at(-1)!.searchParams.get('pageSize')).toBe('10');
  });
});
