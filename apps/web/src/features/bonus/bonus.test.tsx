/**
 * bonusDetails (member center; docs/architecture.md "Member center") against a fake API: the list with amounts, status and turnover
 * progress, the empty state, the error state with retry, and paging.
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
  createdAt: '2026-03-10T18:30:00.000Z',
  ...over,
});

const ok = (value: unknown) => ({ body: { success: true, value } });

function renderWith(answer: (url: URL) => { status?: number; body: unknown }) {
  const seen: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        [BONUS_PATH]: (_init, url) => {
          seen.push(url);
          return answer(url);
        },
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
