/**
 * The record pages (docs/architecture.md "Records") through the member center, against a fake API: betting record
 * (personalHistoryCopy) and profit and loss (personalProfit).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BettingRecordRow, PersonalProfitValue } from '@playdeck/api-client/records';
import { memberFixture, statusFixture, renderAt, routeTableTestHooks } from '../../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const member = memberFixture({ balance: '1000.00' });

type Handler = (url: URL) => { status?: number; value?: unknown; error?: [string, string] };

/** A fake API: `METHOD /path` -> handler; records every URL asked for. Unknown paths: 404 envelope. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const h = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
      const r = h ? h(url) : { status: 404, error: ['NOT_FOUND', 'Invalid URL'] as [string, string] };
      const env = r.error
        ? { success: false, errorCode: r.error[0], message: r.error[1] }
        : { success: true, value: r.value ?? null };
      return new Response(JSON.stringify(env), {
        status: r.status ?? (r.error ? 400 : 200),
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { of: (path: string) => calls.filter((c) => c.pathname === path) };
}

const base: Record<string, Handler> = {
  'GET /wps/member/info': () => ({ value: member }),
  'GET /wps/v2/wallets/balance': () => ({
    value: { balance: '1000.00', currency: 'BDT', trialBalance: '0' },
  }),
  'GET /lgw/games/game_menus': () => ({
    value: [
      { gameType: 'RNG', vendors: [{ vassalage: 'CQ9', displayName: 'CQ9 Gaming', gameType: 'RNG' }] },
      { gameType: 'LIVE', vendors: [{ vassalage: 'AG', displayName: 'AG Live', gameType: 'LIVE' }] },
    ],
  }),
};

const dhaka = () => statusFixture({ info: { ...statusFixture().info, timezone: 'Asia/Dhaka' } });

function renderPage(page: string, status = statusFixture()) {
  return renderAt(`/member?page=${page}`, { status, token: 't1' });
}

const panel = async (name: string) => screen.findByRole('region', { name });

const round = (id: string, over: Partial<BettingRecordRow> = {}): BettingRecordRow => ({
  roundId: id,
  vendor: 'CQ9',
  gameType: 'RNG',
  gameCode: 'cq9-1',
  gameName: 'Lucky Slot',
  status: 'settled',
  stake: '15.00',
  win: '40.00',
  profit: '25.00',
  currency: 'BDT',
  createdAt: '2026-03-10T18:30:00.000Z',
  closedAt: '2026-03-10T18:30:01.000Z',
  verifyUrl: null,
  ...over,
});

const RECORD = '/wps/relay/GCSGAME_bettingRecord';
const PROFIT = '/wps/relay/GCSGAME_personalProfit';

routeTableTestHooks();

describe('betting record (personalHistoryCopy)', () => {
  it('lists rounds with game, stake, win, brand-timezone time and round id, and filters them', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base,
      [`GET ${RECORD}`]: (url) =>
        url.searchParams.get('vendor') === 'AG'
          ? { value: { total: 0, rows: [] } }
          : {
              value: {
                total: 2,
                rows: [
                  round('r-open', {
                    status: 'open',
                    win: '0.00',
                    profit: '-7.00',
                    stake: '7.00',
                    closedAt: null,
                  }),
                  round('r-1', { verifyUrl: 'https://games.example/verify/r-1' }),
                ],
              },
            },
    });
    renderPage('personalHistoryCopy', dhaka());
    const p = await panel('Betting record');
    const list = await within(p).findByRole('list', { name: 'Bets' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Lucky Slot');
    expect(items[1]).toHaveTextContent('CQ9');
    expect(items[1]).toHaveTextContent('Slots');
    expect(items[1]).toHaveTextContent('Settled');
    expect(items[1]).toHaveTextContent('Stake: BDT 15.00');
    expect(items[1]).toHaveTextContent('Win: BDT 40.00');
    expect(items[1]).toHaveTextContent('+BDT 25.00');
    expect(items[1]).toHaveTextContent('Round r-1');
    // A provably fair round links to its verify page (new tab); a round without one has no link.
    const verify = within(items[1]!).getByRole('link', { name: 'Verify round r-1 (opens in a new tab)' });
    expect(verify).toHaveAttribute('href', 'https://games.example/verify/r-1');
    expect(verify).toHaveAttribute('target', '_blank');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    // 18:30 UTC is 00:30 the next day in Dhaka.
    expect(items[1]).toHaveTextContent('03/11/2026, 00:30:00');
    expect(items[0]).toHaveTextContent('In progress');
    expect(items[0]).not.toHaveTextContent('-BDT 7.00');
    expect(within(p).getByText('Times in Asia/Dhaka')).toBeInTheDocument();

    // Today in Dhaka starts at 18:00 UTC and lasts a day.
    const first = api.of(RECORD)[0]!.searchParams;
    expect(first.get('from')).toMatch(/T18:00:00\.000Z$/);
    expect(Date.parse(first.get('to')!) - Date.parse(first.get('from')!)).toBe(86_400_000);
    expect(first.get('pageNo')).toBe('1');
    expect(first.get('gameType')).toBeNull();

    await user.selectOptions(within(p).getByLabelText('Game type'), 'LIVE');
    await user.selectOptions(within(p).getByLabelText('Provider'), 'AG');
    expect(await within(p).findByText('No bets in this period')).toBeInTheDocument();
    const q = api.of(RECORD).at(-1)!.searchParams;
    expect([q.get('gameType'), q.get('vendor')]).toEqual(['LIVE', 'AG']);
    // Vendors follow the chosen game type.
    expect(
      within(within(p).getByLabelText('Provider')).queryByRole('option', { name: 'CQ9 Gaming' }),
    ).toBeNull();

    await user.selectOptions(within(p).getByLabelText('Date'), 'last30');
    await waitFor(() => {
      const r = api.of(RECORD).at(-1)!.searchParams;
      expect(Date.parse(r.get('to')!) - Date.parse(r.get('from')!)).toBe(30 * 86_400_000);
    });
  });

  it('pages through the record', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base,
      [`GET ${RECORD}`]: (url) => {
        const page = url.searchParams.get('pageNo');
        return { value: { total: 25, rows: [round(`page-${page}`)] } };
      },
    });
    renderPage('personalHistoryCopy');
    const p = await panel('Betting record');
    expect(await within(p).findByText('Round page-1')).toBeInTheDocument();
    await user.click(within(p).getByRole('button', { name: /3/ }));
    expect(await within(p).findByText('Round page-3')).toBeInTheDocument();
    expect(api.of(RECORD).at(-1)!.searchParams.get('pageNo')).toBe('3');
  });

  it('shows the server message and retries after a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      ...base,
      [`GET ${RECORD}`]: () =>
        fail
          ? { status: 500, error: ['INTERNAL', 'Server trouble'] }
          : { value: { total: 1, rows: [round('r-9')] } },
    });
    renderPage('personalHistoryCopy');
    const p = await panel('Betting record');
    expect(await within(p).findByText('Server trouble', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(within(p).getByRole('button', { name: 'Try again' }));
    expect(await within(p).findByText('Round r-9')).toBeInTheDocument();
  });
});

describe('profit and loss (personalProfit)', () => {
  it('shows the totals, per day and per game type', async () => {
    const value: PersonalProfitValue = {
      currency: 'BDT',
      timeZone: 'Asia/Dhaka',
      total: { rounds: 3, stake: '20.00', win: '26.00', profit: '6.00' },
      days: [
        { day: '2026-03-02', rounds: 1, stake: '10.00', win: '25.00', profit: '15.00' },
        { day: '2026-03-01', rounds: 2, stake: '10.00', win: '1.00', profit: '-9.00' },
      ],
      gameTypes: [
        { gameType: 'BGS', rounds: 1, stake: '10.00', win: '25.00', profit: '15.00' },
        { gameType: null, rounds: 2, stake: '10.00', win: '1.00', profit: '-9.00' },
      ],
    };
    const api = fakeApi({ ...base, [`GET ${PROFIT}`]: () => ({ value }) });
    renderPage('personalProfit', dhaka());
    const p = await panel('Profit and loss');
    const days = await within(p).findByRole('table', { name: 'By day' });
    const dayRows = within(days).getAllByRole('row');
    expect(dayRows[1]).toHaveTextContent('03/02/2026');
    expect(dayRows[1]).toHaveTextContent('+BDT 15.00');
    expect(dayRows[2]).toHaveTextContent('03/01/2026');
    expect(dayRows[2]).toHaveTextContent('2 bets');
    expect(dayRows[2]).toHaveTextContent('-BDT 9.00');
    const types = within(p).getByRole('table', { name: 'By game type' });
    expect(within(types).getAllByRole('row')[1]).toHaveTextContent('In-house games');
    expect(within(types).getAllByRole('row')[2]).toHaveTextContent('Other');
    const totals = within(p).getByRole('region', { name: 'Total' });
    expect(totals).toHaveTextContent('+BDT 6.00');
    expect(totals).toHaveTextContent('3 bets');
    expect(api.of(PROFIT)[0]!.searchParams.get('from')).toMatch(/T18:00:00\.000Z$/);
  });

  it('says so when nothing was settled', async () => {
    fakeApi({
      ...base,
      [`GET ${PROFIT}`]: () => ({
        value: {
          currency: 'BDT',
          timeZone: 'UTC',
          total: { rounds: 0, stake: '0.00', win: '0.00', profit: '0.00' },
          days: [],
          gameTypes: [],
        },
      }),
    });
    renderPage('personalProfit');
    const p = await panel('Profit and loss');
    expect(await within(p).findByText('No settled bets in this period')).toBeInTheDocument();
  });
});

describe('menu', () => {
  it('lists both pages when their flags are on, and hides them when off', async () => {
    fakeApi({ ...base, [`GET ${RECORD}`]: () => ({ value: { total: 0, rows: [] } }) });
    const { unmount } = renderPage('personalHistoryCopy');
    await panel('Betting record');
    expect(screen.getAllByRole('link', { name: 'Profit and loss' }).length).toBeGreaterThan(0);
    unmount();
    renderPage('securityCenter', statusFixture({ flags: { personalHistoryCopy: '0', personalProfit: '0' } }));
    await screen.findAllByRole('link', { name: /security|account/i });
    expect(screen.queryByRole('link', { name: 'Profit and loss' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Betting record' })).toBeNull();
  });
});
