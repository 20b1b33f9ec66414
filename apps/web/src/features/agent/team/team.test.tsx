/**
 * Agent team panels (docs/architecture.md "Agents") against a fake API: the overview's figures and date presets, creating a
 * downline with its one-time password shown once (D2) and the affiliate link, and the downline list's lock and
 * transfer actions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { DownlineRow, TeamOverview, TransferLimits } from '@playdeck/api-client/agentTeam';
import { TOKEN_KEY } from '../../../shared/api/storage';
import { Providers, statusFixture } from '../../../test/fixtures';
import TeamOverviewPage from './TeamOverviewPage';
import RegisterCenterPage from './RegisterCenterPage';
import DownlinePage from './DownlinePage';
import TeamBetsPage from './TeamBetsPage';
import TeamLossPage from './TeamLossPage';
import TeamTransactionsPage from './TeamTransactionsPage';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

type Answer = { status?: number; value?: unknown; error?: [string, string] };
type Handler = (url: URL, body: unknown) => Answer;

/** A fake API: `METHOD /path` -> handler; records every call with its body. Unknown paths: 404 envelope. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const h = routes[`${method} ${url.pathname}`];
      const r = h ? h(url, body) : { status: 404, error: ['NOT_FOUND', 'Invalid URL'] as [string, string] };
      const env = r.error
        ? { success: false, errorCode: r.error[0], message: r.error[1] }
        : { success: true, value: r.value ?? null };
      return new Response(JSON.stringify(env), {
        status: r.status ?? (r.error ? 400 : 200),
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, of: (m: string, p: string) => calls.filter((c) => c.method === m && c.url.pathname === p) };
}

const dhaka = statusFixture({ info: { ...statusFixture().info, timezone: 'Asia/Dhaka' } });

function show(panel: ReactElement) {
  sessionStorage.setItem(TOKEN_KEY, 't1');
  const router = createMemoryRouter([{ path: '/agentHome', element: panel }], {
    initialEntries: ['/agentHome?page=x'],
  });
  return render(
    <Providers status={dhaka} token="t1">
      <RouterProvider router={router} />
    </Providers>,
  );
}

const day = (date: string, bets: string, profitLoss: string) => ({
  date,
  newMembers: 1,
  activeMembers: 2,
  deposits: '0.00',
  withdrawals: '0.00',
  bets,
  profitLoss,
});
const overview: TeamOverview = {
  currency: 'BDT',
  timeZone: 'Asia/Dhaka',
  teamSize: 1234,
  directSize: 12,
  newMembers: 7,
  activeMembers: 55,
  deposits: '5000.00',
  withdrawals: '1200.50',
  bets: '98765.40',
  betCount: 4321,
  profitLoss: '-250.00',
  daily: [day('2026-03-09', '40000.00', '-300.00'), day('2026-03-10', '58765.40', '50.00')],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T06:00:00Z')); // noon in Dhaka
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('agentTeamOverview', () => {
  it('shows the team figures for the last 7 days of the brand calendar, then for the chosen preset', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /wps/agent/team/overview': () => ({ value: overview }) });
    show(<TeamOverviewPage />);
    const cards = await screen.findByRole('list', { name: 'Team overview' });
    const card = (label: string) => within(cards).getByText(label).closest('li')!;
    expect(card('Team size')).toHaveTextContent('1,234');
    expect(card('Active members')).toHaveTextContent('55');
    expect(card('Deposits')).toHaveTextContent('5,000.00');
    expect(card('Withdrawals')).toHaveTextContent('1,200.50');
    expect(card('Bets')).toHaveTextContent('98,765.40');
    expect(card('Team profit/loss')).toHaveTextContent('-');
    expect(card('Team profit/loss')).toHaveTextContent('250.00');
    expect(screen.getByRole('img', { name: 'Bets and team profit/loss per day' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Bets and team profit/loss per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('58,765.40', { exact: false })).toBeInTheDocument();
    // Last 7 days in Dhaka: from midnight 2026-03-04 (18:00 UTC the day before) to midnight 2026-03-11.
    const first = api.of('GET', '/wps/agent/team/overview')[0]!.url.searchParams;
    expect(first.get('from')).toBe('2026-03-03T18:00:00.000Z');
    expect(first.get('to')).toBe('2026-03-10T18:00:00.000Z');
    await user.selectOptions(screen.getByLabelText('Period'), 'yesterday');
    await waitFor(() => {
      const last = api.of('GET', '/wps/agent/team/overview').at(-1)!.url.searchParams;
      expect(last.get('from')).toBe('2026-03-08T18:00:00.000Z');
      expect(last.get('to')).toBe('2026-03-09T18:00:00.000Z');
    });
  });

  it('shows the server message and a retry on failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /wps/agent/team/overview': () =>
        fail ? { status: 403, error: ['AGENT_ONLY', 'Non-agents cannot log in'] } : { value: overview },
    });
    show(<TeamOverviewPage />);
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Team overview' })).toBeInTheDocument();
  });
});

describe('registerCenter', () => {
  it('creates an agent downline and shows its one-time password once, with the affiliate link', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /wps/agent/team/affiliate-links': () => ({
        value: { links: [{ code: 'AB12CD', path: '/?affiliateCode=AB12CD', domain: '' }] },
      }),
      'POST /wps/agent/team/downlines': (_u, body) =>
        (body as { username: string }).username === 'taken1'
          ? { status: 409, error: ['USERNAME_TAKEN', 'This username is not available'] }
          : {
              value: {
                id: '9',
                username: 'newagent1',
                type: 1,
                oneTimePassword: 'Xy7kPq2mNv4a',
                mustChangePassword: true,
              },
            },
    });
    show(<RegisterCenterPage />);
    expect(await screen.findByText('Code AB12CD')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/?affiliateCode=AB12CD')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Username/), 'taken1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is not available');

    await user.selectOptions(screen.getByLabelText('Account type'), 'agent');
    await user.clear(screen.getByLabelText(/Username/));
    // Keyboard: Enter in the field submits the form.
    await user.type(screen.getByLabelText(/Username/), 'newagent1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Account newagent1 created' })).toBeInTheDocument();
    expect(screen.getByLabelText('One-time password')).toHaveTextContent('Xy7kPq2mNv4a');
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    expect(api.of('POST', '/wps/agent/team/downlines').at(-1)!.body).toEqual({
      username: 'newagent1',
      kind: 'agent',
    });
    expect(screen.getByLabelText(/Username/)).toHaveValue('');
  });
});

describe('downlineManagmentView', () => {
  const row = (over: Partial<DownlineRow>): DownlineRow => ({
    id: '5',
    username: 'player5',
    nickname: 'player5',
    type: 0,
    isAgent: false,
    depth: 1,
    upline: 'me',
    balance: '12.50',
    status: 'active',
    excluded: false,
    lastLoginAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...over,
  });
  const limits: TransferLimits = {
    currency: 'BDT',
    downline: { enabled: true, limit: '1000.00', used: '0.00' },
    upline: { enabled: false, limit: '1000.00', used: '0.00', username: null },
    count: { limit: 10, used: 0 },
    balance: '500.00',
  };

  it('marks a self-excluded member without a reason or dates, beside its lock state', async () => {
    fakeApi({
      'GET /wps/agent/team/downlines': () => ({
        value: { total: 1, rows: [row({ excluded: true })] },
      }),
      'GET /wps/agent/transfer/limits': () => ({ value: limits }),
    });
    show(<DownlinePage />);
    const list = await screen.findByRole('list', { name: 'Team management' });
    const card = within(list).getByText('player5').closest('li')!;
    expect(within(card).getByText('Self-excluded')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByText(/until|20\d\d/i)).not.toBeInTheDocument();
  });

  it('lists the team, locks a member, and sends a transfer with the password re-entered', async () => {
    const user = userEvent.setup();
    let locked = false;
    let transfers = 0;
    const api = fakeApi({
      'GET /wps/agent/team/downlines': () => ({
        value: { total: 1, rows: [row({ status: locked ? 'locked' : 'active' })] },
      }),
      'POST /wps/agent/team/downlines/5/lock': (_u, body) => {
        locked = (body as { locked: boolean }).locked;
        return { value: row({ status: locked ? 'locked' : 'active' }) };
      },
      'GET /wps/agent/transfer/limits': () => ({ value: limits }),
      'POST /wps/agent/transfer': () =>
        transfers++ > 0
          ? {
              status: 400,
              error: ['AGENT_TRANSFER_LIMIT', 'Daily transfer limit reached'] as [string, string],
            }
          : {
              value: {
                transferId: '1',
                duplicate: false,
                amount: '10.00',
                balance: '490.00',
                createdAt: '2026-03-10',
              },
            },
    });
    show(<DownlinePage />);
    const list = await screen.findByRole('list', { name: 'Team management' });
    expect(within(list).getByText('player5')).toBeInTheDocument();
    expect(within(list).getByText(/Balance: .*12\.50/)).toBeInTheDocument();
    expect(within(list).getByText('Last login: Never')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Lock' }));
    expect(await within(list).findByText('Locked')).toBeInTheDocument();
    expect(api.of('POST', '/wps/agent/team/downlines/5/lock')[0]!.body).toEqual({ locked: true });

    await user.click(within(list).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player5' });
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    await user.type(within(dialog).getByLabelText(/Login password/), 'secret-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/10\.00 sent/);
    const sent = api.of('POST', '/wps/agent/transfer')[0]!.body as Record<string, string>;
    expect(sent).toMatchObject({ direction: 'down', memberId: '5', amount: '10', password: 'secret-pw' });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The success alone: the emptied form shows no amount error and no failure beside it.
    expect(within(dialog).queryByText(/Enter an amount/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // A second transfer refused: the failure replaces the earlier success.
    await user.type(within(dialog).getByLabelText(/Amount/), '5');
    await user.type(within(dialog).getByLabelText(/Login password/), 'secret-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Daily transfer limit reached');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('team lists: personalHistoryCopy, palStatementsAgentCopy, agentDownlineTransactionDetailsCopy', () => {
  const bet = (i: number) => ({
    username: `m${i}`,
    roundId: `r${i}`,
    vendor: 'CQ9',
    gameType: null,
    gameName: `Game ${i}`,
    status: 'settled',
    stake: '10.00',
    win: '4.00',
    profit: '-6.00',
    createdAt: '2026-03-10T03:00:00.000Z',
  });

  it('lists the team bets ten a page, with a pager that asks for the next page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /wps/agent/team/bets': (url) => {
        const page = Number(url.searchParams.get('pageNo'));
        const rows = page === 1 ? Array.from({ length: 10 }, (_, i) => bet(i + 1)) : [bet(11), bet(12)];
        return { value: { total: 12, rows } };
      },
    });
    show(<TeamBetsPage />);
    const list = await screen.findByRole('list', { name: 'Team betting' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('m1')).toHaveLength(1);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Team betting' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('m12')).toBeInTheDocument();
    expect(api.of('GET', '/wps/agent/team/bets').at(-1)!.url.searchParams.get('pageNo')).toBe('2');
  });

  it('shows the empty state and no pager when the period has no bets', async () => {
    fakeApi({ 'GET /wps/agent/team/bets': () => ({ value: { total: 0, rows: [] } }) });
    show(<TeamBetsPage />);
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the loss per member in a scrollable table with the team totals', async () => {
    fakeApi({
      'GET /wps/agent/team/loss': () => ({
        value: {
          total: 1,
          totals: { stake: '300.00', win: '100.00', profit: '-200.00' },
          rows: [
            {
              id: '5',
              username: 'player5',
              depth: 1,
              rounds: 3,
              stake: '300.00',
              win: '100.00',
              profit: '-200.00',
            },
          ],
        },
      }),
    });
    show(<TeamLossPage />);
    const region = await screen.findByRole('region', { name: 'User loss' });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('player5');
    expect(rows[2]).toHaveTextContent('Total');
    expect(rows[2]).toHaveTextContent('200.00');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('lists the transfers of the member chosen from the team', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /wps/agent/team/downlines': () => ({
        value: { total: 1, rows: [{ id: '5', username: 'player5' }] },
      }),
      'GET /wps/agent/team/transactions': () => ({
        value: {
          username: 'player5',
          total: 1,
          rows: [
            {
              id: 't1',
              kind: 'deposit',
              amount: '50.00',
              currency: 'BDT',
              balanceAfter: '150.00',
              createdAt: '2026-03-10T03:00:00.000Z',
            },
          ],
        },
      }),
    });
    show(<TeamTransactionsPage />);
    await user.selectOptions(await screen.findByLabelText('Choose a member'), '5');
    const list = await screen.findByRole('list', { name: 'Account details' });
    expect(within(list).getByText('deposit')).toBeInTheDocument();
    expect(api.of('GET', '/wps/agent/team/transactions')[0]!.url.searchParams.get('memberId')).toBe('5');
  });
});
