/**
 * The live contract popup and the statement view (docs/architecture.md "Agents", contracts), against a fake API: an offer arriving on the
 * event stream opens the popup; accepting it shows the downline contracts it would end and accepts only after the
 * agent agrees; a statement shows every input line by line.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract, Statement } from '@playdeck/api-client/agentContracts';
import { TOKEN_KEY } from '../../../shared/api/storage';
import { Providers } from '../../../test/fixtures';
import { ContractPopupHost } from './ContractPopupHost';
import { StatementView } from './StatementView';
import { parseSse } from './useContractEvents';

configure({ asyncUtilTimeout: 5000 });

const offer: Contract = {
  id: '77',
  type: 'daily',
  period: 'daily',
  status: 'offered',
  role: 'received',
  upline: { id: '1', username: 'alice' },
  agent: { id: '2', username: 'bob' },
  terms: { singleBetMin: '100.00', tiers: [{ minBets: '1000.00', minActiveMembers: 2, rate: '0.40' }] },
  terminationRequestedBy: null,
  endReason: null,
  createdAt: '2026-03-10T03:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
};
const downlineContract: Contract = {
  ...offer,
  id: '78',
  status: 'active',
  role: 'given',
  upline: { id: '2', username: 'bob' },
  agent: { id: '3', username: 'carol' },
  terms: { singleBetMin: '100.00', tiers: [{ minBets: '2000.00', minActiveMembers: 2, rate: '0.50' }] },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('parseSse', () => {
  it('splits frames, joins data lines, skips comments and keeps the incomplete rest', () => {
    const r = parseSse(
      ': keep-alive\n\nretry: 5000\n\nid: 7\nevent: offer\ndata: {"a":\ndata: 1}\n\nevent: con',
    );
    expect(r.frames).toEqual([
      { event: 'message', data: '' },
      { event: 'message', data: '', retry: 5000 },
      { event: 'offer', data: '{"a":\n1}', id: '7' },
    ]);
    expect(r.rest).toBe('event: con');
  });
});

describe('live contract popup', () => {
  it('opens on an offer event and accepts only after the agent agrees to end the listed downline contract', async () => {
    const accepts: unknown[] = [];
    let streamController: ReadableStreamDefaultController<Uint8Array> | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/wps/member/info')
          return json({ success: true, value: { id: '2', account: 'bob', nickname: '', type: 1 } });
        if (url.pathname === '/wps/agent/contracts/events') {
          expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t1');
          const body = new ReadableStream<Uint8Array>({
            start(c) {
              streamController = c;
              c.enqueue(
                new TextEncoder().encode(
                  `retry: 5000\n\nevent: offer\nid: 77\ndata: ${JSON.stringify(offer)}\n\n`,
                ),
              );
            },
          });
          return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
        }
        if (url.pathname === '/wps/agent/contracts/77/accept') {
          const b = JSON.parse(String(init?.body)) as { confirmTerminations: boolean };
          accepts.push(b);
          if (!b.confirmTerminations)
            return json(
              {
                success: false,
                errorCode: 'CONTRACT_TERMINATIONS_REQUIRED',
                message: 'Please confirm',
                value: { contracts: [downlineContract] },
              },
              409,
            );
          return json({ success: true, value: { ...offer, status: 'active' } });
        }
        return json({ success: true, value: { received: [], given: [], currency: 'BDT' } });
      }),
    );
    sessionStorage.setItem(TOKEN_KEY, 't1');
    render(
      <Providers token="t1">
        <ContractPopupHost />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New contract offer' });
    expect(within(dialog).getByText('alice offers you a Daily salary contract (Daily).')).toBeInTheDocument();
    expect(within(dialog).getByText('Tier 1: 0.40 %')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('These contracts you gave will end')).toBeInTheDocument();
    expect(within(alert).getByText('Daily salary contract of carol')).toBeInTheDocument();
    expect(accepts).toEqual([{ confirmTerminations: false }]);

    await user.click(within(alert).getByRole('button', { name: 'Accept and end them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepts).toEqual([{ confirmTerminations: false }, { confirmTerminations: true }]);
    streamController?.close();
  });

  it('does not open the stream for a logged-in player', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        calls.push(url.pathname);
        return json({ success: true, value: { id: '9', account: 'pat', nickname: '', type: 0 } });
      }),
    );
    sessionStorage.setItem(TOKEN_KEY, 't9');
    render(
      <Providers token="t9">
        <ContractPopupHost />
      </Providers>,
    );
    await waitFor(() => expect(calls).toContain('/wps/member/info'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).not.toContain('/wps/agent/contracts/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('statement view', () => {
  const statement: Statement = {
    id: '5',
    contractId: '77',
    agentId: '1',
    agentUsername: 'alice',
    type: 'daily',
    period: 'daily',
    periodStart: '2026-03-09T18:00:00.000Z',
    periodEnd: '2026-03-10T18:00:00.000Z',
    currency: 'BDT',
    teamBets: '3600.00',
    profitLoss: '1900.00',
    activeMembers: 4,
    tierIndex: 1,
    rate: '2.00',
    gross: '72.00',
    deductions: '20.80',
    amount: '51.20',
    paid: true,
    createdAt: '2026-03-10T18:01:00.000Z',
    terms: {
      singleBetMin: '100.00',
      tiers: [
        { minBets: '1000.00', rate: '1.00' },
        { minBets: '3000.00', minActiveMembers: 3, rate: '2.00' },
      ],
    },
    figures: {
      bets: '3600.00',
      wins: '1700.00',
      profitLoss: '1900.00',
      activeMembers: 4,
      rounds: 4,
      roundsWon: 1,
      lossRate: '52.77',
      winRate: '25.00',
    },
    base: '3600.00',
    deductionLines: [
      {
        contractId: '78',
        agent: { id: '2', username: 'bob' },
        figures: {
          bets: '2600.00',
          wins: '1700.00',
          profitLoss: '900.00',
          activeMembers: 3,
          rounds: 3,
          roundsWon: 1,
          lossRate: '34.61',
          winRate: '33.33',
        },
        tierIndex: 0,
        rate: '0.80',
        base: '2600.00',
        gross: '20.80',
        cost: '20.80',
      },
    ],
    transferId: '991',
  };

  it('shows every input of the statement line by line, with the downline deduction and the income', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        expect(url.pathname).toBe('/wps/agent/contracts/statements/5');
        return json({ success: true, value: statement });
      }),
    );
    sessionStorage.setItem(TOKEN_KEY, 't1');
    render(
      <Providers token="t1">
        <StatementView id="5" />
      </Providers>,
    );
    await screen.findByRole('heading', { name: 'Statement of alice' });
    const pairs = new Map<string, string>();
    // Node's ICU writes the BDT symbol as "BDT" with a no-break space.
    const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\u00a0/g, ' ');
    for (const dt of document.querySelectorAll('dt')) pairs.set(text(dt), text(dt.nextElementSibling));
    expect(Object.fromEntries(pairs)).toEqual({
      'Team bets': 'BDT 3,600.00',
      'Team wins': 'BDT 1,700.00',
      'Team profit and loss': '+BDT 1,900.00',
      'Active members': '4',
      'Rounds (won)': '4 (1)',
      'Loss rate': '52.77 %',
      'Win rate': '25.00 %',
      'Tier matched': 'Tier 2',
      Rate: '2.00 %',
      'Rate applied to': 'BDT 3,600.00',
      'My tier on my team': 'BDT 72.00',
      'Less bob: 0.80 % of BDT 2,600.00': '-BDT 20.80',
      'Downline deductions': '-BDT 20.80',
      'My income': 'BDT 51.20',
    });
  });

  it('shows the server message and a retry when the statement cannot be opened', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, errorCode: 'STATEMENT_NOT_FOUND', message: 'Statement not found' }, 404),
      ),
    );
    render(
      <Providers token="t1">
        <StatementView id="6" />
      </Providers>,
    );
    expect(await screen.findByText('Statement not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
