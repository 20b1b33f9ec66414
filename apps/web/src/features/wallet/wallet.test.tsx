import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, statusFixture, renderAt, routeTableTestHooks } from '../../test/fixtures';
import { presetRange, zoneOffsetMs } from '../../shared/format/dates';
import { amountProblem, formatMoney, fromMinor, toMinor } from '../../shared/format/money';
import { addProofs } from './ProofPicker';

// Lazy panels load slowly on a busy 2-core machine: wait up to 5 s, and give a whole flow 30 s.
vi.setConfig({ testTimeout: 30_000 });

const member = memberFixture({ balance: '1000.00' });

type Handler = (req: { body: unknown; url: URL; init?: RequestInit }) => {
  status?: number;
  value?: unknown;
  error?: [string, string];
};
interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  init?: RequestInit;
}

/** A fake API: `METHOD /path` -> handler; records every call. Unknown paths: 404 NOT_FOUND envelope. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, url, body, init });
    const h = routes[`${method} ${url.pathname}`];
    const r = h
      ? h({ body, url, init })
      : { status: 404, error: ['NOT_FOUND', 'Invalid URL'] as [string, string] };
    const env = r.error
      ? { success: false, errorCode: r.error[0], message: r.error[1] }
      : { success: true, value: r.value ?? null };
    return new Response(JSON.stringify(env), {
      status: r.status ?? (r.error ? 400 : 200),
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFn);
  return {
    calls,
    fetchFn,
    of: (m: string, p: string) => calls.filter((c) => c.method === m && c.path === p),
  };
}

const base: Record<string, Handler> = {
  'GET /wps/member/info': () => ({ value: member }),
  'GET /wps/v2/wallets/balance': () => ({
    value: { balance: '1000.00', currency: 'BDT', trialBalance: '0' },
  }),
  'GET /lgw/games/game_menus': () => ({ value: [] }),
};

function renderPage(page: string, status = statusFixture()) {
  return renderAt(`/member?page=${page}`, { status, token: 't1' });
}

/** The member-center panel of the page titled `name`. */
const panel = async (name: string) => screen.findByRole('region', { name });

routeTableTestHooks();

describe('money never goes through a float', () => {
  it('converts decimal strings to bigint minor units and back exactly', () => {
    expect(toMinor('12.5', 2)).toBe(1250n);
    expect(toMinor('0.1', 2)! + toMinor('0.2', 2)!).toBe(toMinor('0.3', 2));
    expect(toMinor('92233720368547758.07', 2)).toBe(9223372036854775807n);
    expect(toMinor('1.005', 2)).toBeNull();
    expect(toMinor('1.500', 2)).toBe(150n);
    expect(toMinor('abc', 2)).toBeNull();
    expect(fromMinor(9223372036854775807n, 2)).toBe('92233720368547758.07');
    expect(fromMinor(5n, 2)).toBe('0.05');
    expect(fromMinor(-1250n, 2)).toBe('-12.50');
    expect(fromMinor(7n, 0)).toBe('7');
  });

  it('refuses empty, zero, negative, non-numeric, over-precise and out-of-range amounts', () => {
    const lim = { min: '200.00', max: '25000.00' };
    expect(amountProblem('', 2, lim)).toBe('required');
    expect(amountProblem('0', 2)).toBe('invalid');
    expect(amountProblem('-5', 2)).toBe('invalid');
    expect(amountProblem('1e3', 2)).toBe('invalid');
    expect(amountProblem('12.345', 2)).toBe('precision');
    expect(amountProblem('199.99', 2, lim)).toBe('min');
    expect(amountProblem('25000.01', 2, lim)).toBe('max');
    expect(amountProblem('200', 2, lim)).toBeNull();
    expect(amountProblem('99999999999999999999999.99', 2, lim)).toBe('max');
  });

  it('formats money with Intl in the currency, exactly, in English and Bengali digits', () => {
    // Intl puts a no-break space between the code and the number.
    expect(formatMoney('1234.5', 'BDT', 'en')).toBe('BDT\u00a01,234.50');
    expect(formatMoney('92233720368547758.07', 'BDT', 'en')).toBe('BDT\u00a092,233,720,368,547,758.07');
    expect(formatMoney('-3', 'BDT', 'bn')).toBe('-৩.০০৳');
    // The header's narrow form: the taka sign in English too, Indian grouping in Bengali.
    expect(formatMoney('8888888.88', 'BDT', 'en', 2, false, true)).toBe('৳8,888,888.88');
    expect(formatMoney('8888888.88', 'BDT', 'bn', 2, false, true)).toBe('৮৮,৮৮,৮৮৮.৮৮৳');
  });
});

describe('date presets in the brand timezone', () => {
  it('gives Dhaka calendar days as UTC instants', () => {
    const now = Date.parse('2026-03-10T20:30:00Z'); // 02:30 on 11 March in Dhaka (UTC+6)
    expect(zoneOffsetMs(now, 'Asia/Dhaka')).toBe(6 * 3_600_000);
    expect(presetRange('today', now, 'Asia/Dhaka')).toEqual({
      from: '2026-03-10T18:00:00.000Z',
      to: '2026-03-11T18:00:00.000Z',
    });
    expect(presetRange('yesterday', now, 'Asia/Dhaka')).toEqual({
      from: '2026-03-09T18:00:00.000Z',
      to: '2026-03-10T18:00:00.000Z',
    });
    expect(presetRange('last7', now, 'Asia/Dhaka').from).toBe('2026-03-04T18:00:00.000Z');
    expect(presetRange('last30', now, 'UTC')).toEqual({
      from: '2026-02-09T00:00:00.000Z',
      to: '2026-03-11T00:00:00.000Z',
    });
  });

  it('keeps local midnights across a daylight saving change', () => {
    // New York springs forward on 8 March 2026: that day has 23 hours.
    const r = presetRange('today', Date.parse('2026-03-08T16:00:00Z'), 'America/New_York');
    expect(r).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
  });
});

describe('proof image rules (spec 5, 9)', () => {
  const file = (name: string, type: string, size: number) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  it('keeps png and jpg up to 5 MB, at most 3, and says why others are refused', () => {
    const r = addProofs(
      [],
      [
        file('a.png', 'image/png', 10),
        file('b.gif', 'image/gif', 10),
        file('c.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
        file('d.jpg', 'image/jpeg', 5 * 1024 * 1024),
        file('e.png', 'image/png', 1),
        file('f.png', 'image/png', 1),
      ],
    );
    expect(r.files.map((f) => f.name)).toEqual(['a.png', 'd.jpg', 'e.png']);
    expect(r.problems).toEqual([
      { kind: 'type', name: 'b.gif' },
      { kind: 'size', name: 'c.jpg' },
      { kind: 'count', name: 'f.png' },
    ]);
  });
});

const wallet = (main: string, ag: string) => ({
  currency: 'BDT',
  mainBalance: main,
  totalBalance: fromMinor(toMinor(main, 2)! + toMinor(ag, 2)!, 2),
  wallets: [
    { vassalage: 'AG', displayName: 'AG Live', balance: ag, maintenance: false },
    { vassalage: 'PT', displayName: 'Playtech', balance: '0.00', maintenance: true },
  ],
});

describe('transferFund', () => {
  it('shows every wallet balance in the brand currency and transfers in with a fresh idempotency key', async () => {
    const user = userEvent.setup();
    let state = wallet('1000.00', '0.00');
    const api = fakeApi({
      ...base,
      'GET /wps/relay/GCS_merchantWallet': () => ({ value: state }),
      'POST /wps/relay/GCS_walletTransfer': ({ body }) => {
        const b = body as { amount: string; requestId: string };
        state = wallet(fromMinor(100000n - toMinor(b.amount, 2)!, 2), b.amount);
        return {
          value: {
            requestId: b.requestId,
            transfers: [{ id: '9', vassalage: 'AG', direction: 'in', amount: b.amount, duplicate: false }],
            wallet: state,
          },
        };
      },
    });
    renderPage('transferFund');
    const p = await panel('Wallet');
    const balances = await within(p).findByRole('list', { name: 'Wallet balances' });
    expect(within(balances).getByText('Total balance').parentElement).toHaveTextContent('BDT 1,000.00');
    expect(within(p).getByText('Available: BDT 1,000.00')).toBeInTheDocument();
    const games = within(p).getByRole('list', { name: 'Game wallets' });
    expect(within(games).getByText('Playtech').parentElement).toHaveTextContent('Under maintenance');

    await user.type(within(p).getByLabelText('Amount'), '250.5');
    await user.click(within(p).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred BDT 250.50')).toBeInTheDocument();
    const [call] = api.of('POST', '/wps/relay/GCS_walletTransfer');
    expect(call!.body).toMatchObject({ direction: 'in', vassalage: 'AG', amount: '250.5' });
    expect((call!.body as { requestId: string }).requestId).toMatch(/^wt-[0-9a-f]{24}$/);
    expect(within(games).getByText('AG Live').parentElement).toHaveTextContent('BDT 250.50');
    expect(within(balances).getByText('Main wallet').parentElement).toHaveTextContent('BDT 749.50');
    // The header balance is asked again after the move.
    await waitFor(() => expect(api.of('GET', '/wps/v2/wallets/balance').length).toBeGreaterThan(1));
  });

  it('refuses more than the source balance before calling, and sends all-out as all: true', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base,
      'GET /wps/relay/GCS_merchantWallet': () => ({ value: wallet('10.00', '5.00') }),
      'POST /wps/relay/GCS_walletTransfer': ({ body }) => ({
        value: {
          requestId: (body as { requestId: string }).requestId,
          transfers: [{ id: '3', vassalage: 'AG', direction: 'out', amount: '5.00', duplicate: false }],
          wallet: wallet('15.00', '0.00'),
        },
      }),
    });
    renderPage('transferFund');
    const p = await panel('Wallet');
    await user.type(await within(p).findByLabelText('Amount'), '10.01');
    await user.click(within(p).getByRole('button', { name: 'Transfer' }));
    expect(await within(p).findByText('The maximum is BDT 10.00')).toBeInTheDocument();
    expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);

    await user.click(within(p).getByRole('tab', { name: 'Transfer out' }));
    await user.click(within(p).getByRole('button', { name: 'All out' }));
    expect(await screen.findByText('Transferred BDT 5.00')).toBeInTheDocument();
    expect(api.of('POST', '/wps/relay/GCS_walletTransfer')[0]!.body).toMatchObject({
      direction: 'out',
      vassalage: 'AG',
      all: true,
    });
  });

  it('shows the server message of a refused transfer and reuses the key only after a network failure', async () => {
    const user = userEvent.setup();
    let mode: 'refuse' | 'network' = 'network';
    const api = fakeApi({
      ...base,
      'GET /wps/relay/GCS_merchantWallet': () => ({ value: wallet('100.00', '0.00') }),
      'POST /wps/relay/GCS_walletTransfer': () =>
        mode === 'refuse'
          ? { error: ['INSUFFICIENT_BALANCE', 'Insufficient balance'] }
          : { status: 502, value: undefined },
    });
    const real = api.fetchFn.getMockImplementation()!;
    api.fetchFn.mockImplementation(async (input, init) => {
      if (String(input).includes('walletTransfer') && mode === 'network') {
        await real(input, init); // recorded
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    renderPage('transferFund');
    const p = await panel('Wallet');
    await user.type(await within(p).findByLabelText('Amount'), '5');
    await user.click(within(p).getByRole('button', { name: 'Transfer' }));
    expect(await within(p).findByRole('alert')).toHaveTextContent('Network link is abnormal');
    await user.click(within(p).getByRole('button', { name: 'Transfer' }));
    mode = 'refuse';
    await waitFor(() => expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(2));
    await user.click(within(p).getByRole('button', { name: 'Transfer' }));
    expect(await within(p).findByRole('alert')).toHaveTextContent('Insufficient balance');
    const ids = api
      .of('POST', '/wps/relay/GCS_walletTransfer')
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows a loader, then an error state whose retry loads the wallets', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      ...base,
      'GET /wps/relay/GCS_merchantWallet': () =>
        fail ? { status: 500, error: ['UNKNOWN', 'Unknown error'] } : { value: wallet('1.00', '0.00') },
    });
    renderPage('transferFund');
    const p = await panel('Wallet');
    expect(await within(p).findByText('This could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(p).getByRole('button', { name: 'Try again' }));
    expect(await within(p).findByRole('list', { name: 'Wallet balances' })).toHaveTextContent('BDT 1.00');
  });
});

const methods = {
  currency: 'BDT',
  exponent: 2,
  methods: [
    { id: 'bkash', name: 'bKash', provider: 'sandbox', min: '200.00', max: '25000.00', fee: '0.00' },
    { id: 'rocket', name: 'Rocket', provider: 'manual', min: '200.00', max: '25000.00', fee: '10.00' },
  ],
};
const deposit = (status: string) => ({
  id: '7',
  methodId: 'rocket',
  methodName: 'Rocket',
  provider: 'manual',
  currency: 'BDT',
  amount: '500.00',
  fee: '10.00',
  creditAmount: '490.00',
  status,
  createdAt: '2026-03-10T10:00:00.000Z',
  expiresAt: '2026-03-10T10:30:00.000Z',
});

describe('depositv2', () => {
  it('shows the limits and fee of the method, the net amount, then follows the pending deposit to credited', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const api = fakeApi({
      ...base,
      'GET /wps/payments/deposit/methods': () => ({ value: methods }),
      'GET /wps/payments/deposits': () => ({ value: { total: 0, rows: [] } }),
      'POST /wps/payments/deposits': () => ({ value: deposit('pending') }),
      'GET /wps/payments/deposits/7': () => ({ value: deposit(status) }),
    });
    renderPage('depositv2');
    const p = await panel('Deposit');
    expect(await within(p).findByText('No deposits yet')).toBeInTheDocument();
    expect(within(p).getByText('From BDT 200.00 to BDT 25,000.00')).toBeInTheDocument();
    expect(within(p).getByText('No fee')).toBeInTheDocument();
    await user.selectOptions(within(p).getByLabelText('Payment method'), 'rocket');
    expect(within(p).getByText('Fee: BDT 10.00')).toBeInTheDocument();

    await user.type(within(p).getByLabelText('Amount'), '199');
    await user.click(within(p).getByRole('button', { name: 'Deposit' }));
    expect(within(p).getByText('The minimum is BDT 200.00')).toBeInTheDocument();
    expect(api.of('POST', '/wps/payments/deposits')).toHaveLength(0);

    await user.clear(within(p).getByLabelText('Amount'));
    await user.type(within(p).getByLabelText('Amount'), '500');
    expect(within(p).getByText('Your wallet receives BDT 490.00')).toBeInTheDocument();
    await user.click(within(p).getByRole('button', { name: 'Deposit' }));
    expect(await within(p).findByRole('heading', { name: 'Waiting for the payment' })).toBeInTheDocument();
    expect(api.of('POST', '/wps/payments/deposits')[0]!.body).toEqual({ methodId: 'rocket', amount: '500' });
    const balanceCalls = api.of('GET', '/wps/v2/wallets/balance').length;

    status = 'credited';
    expect(
      await within(p).findByRole('heading', { name: 'Deposit credited' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(within(p).getByText('BDT 490.00 was added to your main wallet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.of('GET', '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls),
    );
    await user.click(within(p).getByRole('button', { name: 'New deposit' }));
    expect(await within(p).findByLabelText('Amount')).toHaveValue('');
  });

  it('says so when the brand has no method, and lists recent deposits with their states', async () => {
    fakeApi({
      ...base,
      'GET /wps/payments/deposit/methods': () => ({ value: { ...methods, methods: [] } }),
      'GET /wps/payments/deposits': () => ({ value: { total: 1, rows: [deposit('rejected')] } }),
    });
    renderPage('depositv2');
    const p = await panel('Deposit');
    expect(await within(p).findByText('No deposit method is available right now')).toBeInTheDocument();
    const list = await within(p).findByRole('list', { name: 'Recent deposits' });
    expect(list).toHaveTextContent('Rocket');
    expect(list).toHaveTextContent('BDT 500.00');
    expect(list).toHaveTextContent('Rejected');
  });
});

const withdrawal = (over: Record<string, unknown> = {}) => ({
  id: '11',
  currency: 'BDT',
  amount: '1000.00',
  status: 'paid',
  payoutAccount: { channel: 'bkash', accountNo: '*******5678', holderName: 'Rahim' },
  createdAt: '2026-03-10T10:00:00.000Z',
  receipt: { status: 'awaiting', deadline: '2026-03-10T11:00:00.000Z', proofCount: 0 },
  ...over,
});
const account = {
  id: '5',
  channel: 'bkash',
  accountNo: '*******5678',
  holderName: 'Rahim',
  createdAt: '2026-03-10T09:00:00.000Z',
};

describe('withdraw', () => {
  it('asks for a withdraw password first, with the login password, and checks the confirmation', async () => {
    const user = userEvent.setup();
    let isSet = false;
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet } }),
      'PUT /wps/payments/withdraw/password': () => {
        isSet = true;
        return { value: { isSet: true } };
      },
      'GET /wps/payments/payout-accounts': () => ({ value: [] }),
      'GET /wps/payments/deposit/methods': () => ({ value: methods }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: 0, rows: [] } }),
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    const form = await within(p).findByRole('region', { name: 'Set a withdraw password first' });
    await user.type(within(form).getByLabelText('Login password'), 'login-pw-1');
    await user.type(within(form).getByLabelText('New withdraw password'), 'secret12');
    await user.type(within(form).getByLabelText('Confirm withdraw password'), 'secret13');
    await user.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
    expect(within(form).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(api.of('PUT', '/wps/payments/withdraw/password')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Confirm withdraw password'));
    await user.type(within(form).getByLabelText('Confirm withdraw password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
    expect(await within(p).findByRole('region', { name: 'Add a payout account' })).toBeInTheDocument();
    expect(api.of('PUT', '/wps/payments/withdraw/password')[0]!.body).toEqual({
      password: 'login-pw-1',
      newWithdrawPassword: 'secret12',
      confirmWithdrawPassword: 'secret12',
    });
    expect(within(p).getByText('No withdrawals yet')).toBeInTheDocument();
  });

  it('binds a payout account with the login password (D6), then requests with the withdraw password', async () => {
    const user = userEvent.setup();
    let accounts: unknown[] = [];
    let rows: unknown[] = [];
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet: true } }),
      'GET /wps/payments/payout-accounts': () => ({ value: accounts }),
      'POST /wps/payments/payout-accounts': () => {
        accounts = [account];
        return { value: account };
      },
      'GET /wps/payments/deposit/methods': () => ({ value: methods }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: rows.length, rows } }),
      'POST /wps/payments/withdrawals': () => {
        rows = [withdrawal({ status: 'held', receipt: undefined })];
        return { value: rows[0] };
      },
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    const bind = await within(p).findByRole('region', { name: 'Add a payout account' });
    await user.selectOptions(await within(bind).findByLabelText('Payout channel'), 'rocket');
    await user.type(within(bind).getByLabelText('Account number'), '01712345678');
    await user.type(within(bind).getByLabelText('Account holder name'), 'Rahim');
    await user.type(within(bind).getByLabelText('Login password'), 'login-pw-1');
    await user.click(within(bind).getByRole('button', { name: 'Add account' }));
    const req = await within(p).findByRole('region', { name: 'Request a withdrawal' });
    expect(api.of('POST', '/wps/payments/payout-accounts')[0]!.body).toEqual({
      channel: 'rocket',
      accountNo: '01712345678',
      holderName: 'Rahim',
      password: 'login-pw-1',
    });
    expect(within(req).getByText('Available: BDT 1,000.00')).toBeInTheDocument();
    await user.type(within(req).getByLabelText('Amount'), '1000');
    await user.click(within(req).getByRole('button', { name: 'Withdraw' }));
    // Spec 8 wording, before any call.
    expect(within(req).getByText('Please enter withdraw password')).toBeInTheDocument();
    expect(api.of('POST', '/wps/payments/withdrawals')).toHaveLength(0);
    await user.type(within(req).getByLabelText('Withdraw password'), 'secret12');
    await user.click(within(req).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Withdrawal of BDT 1,000.00 requested. The amount is held until it is paid.'),
    ).toBeInTheDocument();
    expect(api.of('POST', '/wps/payments/withdrawals')[0]!.body).toEqual({
      amount: '1000',
      payoutAccountId: '5',
      withdrawPassword: 'secret12',
    });
    const list = await within(p).findByRole('list', { name: 'Withdrawal requests' });
    expect(await within(list).findByText('Processing')).toBeInTheDocument();
  });

  it('confirms a partly received withdrawal with the remainder computed in minor units', async () => {
    const user = userEvent.setup();
    let row = withdrawal();
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet: true } }),
      'GET /wps/payments/payout-accounts': () => ({ value: [account] }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: 1, rows: [row] } }),
      'POST /wps/payments/withdrawals/11/receipt': () => {
        row = withdrawal({
          receipt: {
            status: 'partly_received',
            deadline: row.receipt.deadline,
            proofCount: 0,
            receivedAmount: '600.10',
            remainingAmount: '399.90',
          },
          dispute: { id: '1', status: 'open' },
        });
        return { value: row };
      },
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    const list = await within(p).findByRole('list', { name: 'Withdrawal requests' });
    expect(within(list).getByText('Paid')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: /^Did you receive BDT.1,000\.00\?$/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Partly received' }));
    await user.type(within(dialog).getByLabelText('Amount received'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter less than BDT 1,000.00')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.type(within(dialog).getByLabelText('Amount received'), '600.1');
    expect(within(dialog).getByText('Remaining: BDT 399.90')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, your answer was recorded')).toBeInTheDocument();
    expect(api.of('POST', '/wps/payments/withdrawals/11/receipt')[0]!.body).toEqual({
      result: 'partly_received',
      receivedAmount: '600.1',
      remainingAmount: '399.90',
      proofIds: [],
    });
    expect(await within(list).findByText('Received BDT 600.10, remaining BDT 399.90')).toBeInTheDocument();
    expect(within(list).getByText('Our team is checking this payment')).toBeInTheDocument();
  });

  it('needs a proof image for Not received, refuses other files, uploads the raw image then answers', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet: true } }),
      'GET /wps/payments/payout-accounts': () => ({ value: [account] }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: 1, rows: [withdrawal()] } }),
      'POST /wps/payments/withdrawals/11/proofs': () => ({ value: { id: '77', mime: 'image/png', size: 3 } }),
      'POST /wps/payments/withdrawals/11/receipt': () => ({
        value: withdrawal({ receipt: { status: 'not_received', deadline: 'x', proofCount: 1 } }),
      }),
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    await user.click(await within(p).findByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Not received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Add at least one proof image')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Proof images');
    await user.upload(input, [
      new File(['gif'], 'x.gif', { type: 'image/gif' }),
      new File(['png'], 'shot.png', { type: 'image/png' }),
    ]);
    expect(within(dialog).getByText('x.gif is not a PNG or JPG image')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove shot.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.of('POST', '/wps/payments/withdrawals/11/receipt')).toHaveLength(1));
    const up = api.of('POST', '/wps/payments/withdrawals/11/proofs')[0]!;
    expect((up.init!.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect((up.init!.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    expect(up.init!.body).toBeInstanceOf(File);
    expect(api.of('POST', '/wps/payments/withdrawals/11/receipt')[0]!.body).toEqual({
      result: 'not_received',
      proofIds: ['77'],
    });
  });
});

const record = (id: string, kind: string, amount: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  amount,
  currency: 'BDT',
  accountKind: 'cash',
  balanceAfter: '500.00',
  createdAt: '2026-03-10T18:30:00.000Z',
  ...extra,
});

describe('transactionHistory', () => {
  it('names agent income by its contract type and agent transfers, instead of "Adjustment"', async () => {
    const rows = [
      record('9', 'agent.daily', '12.00'),
      record('8', 'agent.dividend', '40.00'),
      record('7', 'agent.realtime', '1.50'),
      record('6', 'agent.transfer', '-5.00'),
    ];
    fakeApi({ ...base, 'GET /wps/wallet/transactions': () => ({ value: { total: rows.length, rows } }) });
    renderPage('transactionHistory');
    const p = await panel('Account record');
    const list = await within(p).findByRole('list', { name: 'Account records' });
    const items = within(list).getAllByRole('listitem');
    ['Daily salary', 'Dividend', 'Real-time salary', 'Agent transfer'].forEach((label, i) =>
      expect(items[i]).toHaveTextContent(label),
    );
    expect(within(list).queryByText('Adjustment')).not.toBeInTheDocument();
  });

  it('lists every transfer with kind, brand-timezone time, wallet and signed amount; filters by type and date', async () => {
    const user = userEvent.setup();
    const rows = [
      record('4', 'wallet.transfer', '-100.00'),
      record('4', 'wallet.transfer', '100.00', {
        accountKind: 'vendor',
        vendor: 'AG',
        balanceAfter: '100.00',
      }),
      record('3', 'deposit', '500.00'),
    ];
    const api = fakeApi({
      ...base,
      'GET /wps/wallet/transactions': ({ url }) => {
        const kind = url.searchParams.get('kind');
        const r = kind === 'deposit' ? rows.filter((x) => x.kind === 'deposit') : kind === 'game' ? [] : rows;
        return { value: { total: r.length, rows: r } };
      },
    });
    const status = statusFixture({ info: { ...statusFixture().info, timezone: 'Asia/Dhaka' } });
    renderPage('transactionHistory', status);
    const p = await panel('Account record');
    const list = await within(p).findByRole('list', { name: 'Account records' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Wallet transfer');
    expect(items[0]).toHaveTextContent('Main wallet');
    expect(items[0]).toHaveTextContent('-BDT 100.00');
    expect(items[1]).toHaveTextContent('AG wallet');
    expect(items[1]).toHaveTextContent('+BDT 100.00');
    expect(items[2]).toHaveTextContent('Deposit');
    expect(items[2]).toHaveTextContent('Balance BDT 500.00');
    expect(within(p).getByText('Times in Asia/Dhaka')).toBeInTheDocument();
    // 18:30 UTC is 00:30 the next day in Dhaka.
    expect(items[2]).toHaveTextContent('03/11/2026, 00:30:00');
    expect(items[2]).not.toHaveTextContent('18:30');
    const first = api.of('GET', '/wps/wallet/transactions')[0]!.url.searchParams;
    expect(first.get('pageNo')).toBe('1');
    expect(first.get('kind')).toBeNull();
    expect(first.get('from')).toMatch(/T18:00:00\.000Z$/);

    await user.selectOptions(within(p).getByLabelText('Type'), 'deposit');
    await waitFor(() =>
      expect(
        within(within(p).getByRole('list', { name: 'Account records' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.of('GET', '/wps/wallet/transactions').at(-1)!.url.searchParams.get('kind')).toBe('deposit');

    await user.selectOptions(within(p).getByLabelText('Type'), 'game');
    expect(await within(p).findByText('No records in this period')).toBeInTheDocument();

    await user.selectOptions(within(p).getByLabelText('Date'), 'yesterday');
    await waitFor(() => {
      const q = api.of('GET', '/wps/wallet/transactions').at(-1)!.url.searchParams;
      expect(Date.parse(q.get('to')!) - Date.parse(q.get('from')!)).toBe(86_400_000);
    });
  });

  it('pages through the record', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base,
      'GET /wps/wallet/transactions': ({ url }) => {
        const page = Number(url.searchParams.get('pageNo'));
        return { value: { total: 25, rows: [record(String(page), 'deposit', `${page}.00`)] } };
      },
    });
    renderPage('transactionHistory');
    const p = await panel('Account record');
    await within(p).findByRole('list', { name: 'Account records' });
    await user.click(within(p).getByRole('button', { name: /3/ }));
    expect(await within(p).findByText('+BDT 3.00')).toBeInTheDocument();
    expect(api.of('GET', '/wps/wallet/transactions').at(-1)!.url.searchParams.get('pageNo')).toBe('3');
  });
});

describe('keyboard use', () => {
  it('moves between the transfer tabs with the arrow keys', async () => {
    fakeApi({ ...base, 'GET /wps/relay/GCS_merchantWallet': () => ({ value: wallet('1.00', '0.00') }) });
    renderPage('transferFund');
    const p = await panel('Wallet');
    const tabIn = await within(p).findByRole('tab', { name: 'Transfer in' });
    tabIn.focus();
    fireEvent.keyDown(tabIn, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(within(p).getByRole('tab', { name: 'Transfer out' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(within(p).getByRole('button', { name: 'All out' })).toBeInTheDocument();
  });
});

describe('withdraw: payout account fields per channel and cancelling', () => {
  const novaMethods = {
    currency: 'INR',
    exponent: 2,
    methods: [
      {
        id: 'upi',
        name: 'UPI',
        provider: 'sandbox',
        min: '100.00',
        max: '100000.00',
        fee: '0.00',
        payoutAccount: { type: 'vpa' },
      },
      {
        id: 'imps',
        name: 'IMPS bank transfer',
        provider: 'manual',
        min: '500.00',
        max: '200000.00',
        fee: '0.00',
        payoutAccount: { type: 'bank', ifsc: true, accountDigits: { min: 9, max: 18 } },
      },
    ],
  };

  it('shows the UPI ID field for UPI and the account number with IFSC for IMPS, and sends the IFSC', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet: true } }),
      'GET /wps/payments/payout-accounts': () => ({ value: [] }),
      'POST /wps/payments/payout-accounts': () => ({
        value: { ...account, channel: 'imps', ifsc: 'SBIN0001234' },
      }),
      'GET /wps/payments/deposit/methods': () => ({ value: novaMethods }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: 0, rows: [] } }),
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    const bind = await within(p).findByRole('region', { name: 'Add a payout account' });
    expect(await within(bind).findByLabelText('UPI ID (name@bank)')).toBeInTheDocument();
    expect(within(bind).queryByLabelText('IFSC')).not.toBeInTheDocument();
    await user.selectOptions(within(bind).getByLabelText('Payout channel'), 'imps');
    await user.type(within(bind).getByLabelText('Account number'), '123456789012');
    await user.type(within(bind).getByLabelText('Account holder name'), 'Ravi Kumar');
    await user.type(within(bind).getByLabelText('Login password'), 'login-pw-1');
    await user.click(within(bind).getByRole('button', { name: 'Add account' }));
    // The IFSC is required for IMPS before anything is sent.
    expect(api.of('POST', '/wps/payments/payout-accounts')).toHaveLength(0);
    await user.type(within(bind).getByLabelText('IFSC'), 'SBIN0001234');
    await user.click(within(bind).getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(api.of('POST', '/wps/payments/payout-accounts')).toHaveLength(1));
    expect(api.of('POST', '/wps/payments/payout-accounts')[0]!.body).toMatchObject({
      channel: 'imps',
      accountNo: '123456789012',
      ifsc: 'SBIN0001234',
    });
  });

  it('offers Cancel withdrawal only while it is cancellable and sends the cancel', async () => {
    const user = userEvent.setup();
    let rows: Array<Record<string, unknown>> = [
      withdrawal({ id: '21', status: 'held', cancellable: true, receipt: undefined }),
      withdrawal({ id: '22', status: 'held', cancellable: false, receipt: undefined }),
    ];
    const api = fakeApi({
      ...base,
      'GET /wps/payments/withdraw/password': () => ({ value: { isSet: true } }),
      'GET /wps/payments/payout-accounts': () => ({ value: [account] }),
      'GET /wps/payments/deposit/methods': () => ({ value: methods }),
      'GET /wps/payments/withdrawals': () => ({ value: { total: rows.length, rows } }),
      'POST /wps/payments/withdrawals/21/cancel': () => {
        rows = [{ ...rows[0]!, status: 'cancelled', cancellable: false }, rows[1]!];
        return { value: rows[0] };
      },
    });
    renderPage('withdraw');
    const p = await panel('Withdraw');
    const list = await within(p).findByRole('list', { name: 'Withdrawal requests' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const buttons = within(list).getAllByRole('button', { name: 'Cancel withdrawal' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    await waitFor(() => expect(api.of('POST', '/wps/payments/withdrawals/21/cancel')).toHaveLength(1));
    expect(await within(list).findByText('Cancelled, amount returned')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
  });
});
