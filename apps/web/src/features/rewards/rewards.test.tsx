/**
 * rewardCenter (member center, spec 2; statuses of spec 4; docs/decisions.md D32, D39) against a fake API: each item
 * with its status and terms, the Join action, a red envelope's link to the red-envelope page, a referral still
 * qualifying, the history of opened envelopes and referral rewards, the application form refusing a send without a
 * proof, the empty and error states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RewardCenter as Center, RewardHistoryEntry, RewardItem } from '@playdeck/api-client/rewards';
import { fetchStub, Providers } from '../../test/fixtures';
import RewardCenter from './RewardCenter';
import { REWARDS_KEY } from './badge';

const item = (id: string, over: Partial<RewardItem> = {}): RewardItem => ({
  key: `promotion:${id}`,
  kind: 'promotion',
  id,
  title: `Promo ${id}`,
  mode: 'join',
  status: 'Join',
  action: 'join',
  amount: '5000.00',
  percent: '100',
  minDeposit: '200.00',
  turnoverMultiple: 10,
  gameTypes: ['RNG'],
  expiresAt: '2027-12-31T17:59:59.000Z',
  ...over,
});
const center = (items: RewardItem[], history: RewardHistoryEntry[] = []): Center => ({
  currency: 'BDT',
  items,
  history,
  claimable: 1,
});
const ok = (value: unknown) => ({ body: { success: true, value } });

function renderWith(answer: () => { status?: number; body: unknown }, join = vi.fn(() => ok({}))) {
  vi.stubGlobal('fetch', vi.fn(fetchStub({ [REWARDS_KEY]: answer, '/wps/rewards/welcome/join': join })));
  render(
    <Providers token="t1">
      <MemoryRouter initialEntries={['/member?page=rewardCenter']}>
        <Routes>
          <Route path="/member" element={<RewardCenter />} />
          <Route path="/redEnvelope" element={<h1>Red envelope page</h1>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return join;
}

afterEach(() => vi.unstubAllGlobals());

describe('rewardCenter', () => {
  it('lists each promotion with its status and terms, and joins one', async () => {
    const join = renderWith(() =>
      ok(
        center([
          item('welcome'),
          item('apply', {
            mode: 'apply',
            status: 'Claim',
            action: 'apply',
            percent: undefined,
            amount: '2000.00',
          }),
          item('soon', { status: 'coming soon', action: null, startsAt: '2099-01-01T00:00:00.000Z' }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Rewards you can take' });
    const welcome = within(list).getByRole('listitem', { name: 'Promo welcome' });
    expect(welcome).toHaveTextContent('Open to join');
    expect(welcome).toHaveTextContent('100% of your deposit');
    expect(welcome).toHaveTextContent('Turnover 10× the bonus');
    expect(within(list).getByRole('listitem', { name: 'Promo soon' })).toHaveTextContent('Coming soon');
    expect(within(list).getByRole('listitem', { name: 'Promo apply' })).toHaveTextContent('2,000.00');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Join' }));
    expect(join).toHaveBeenCalled();
  });

  it('claims a completed mission through the missions call, showing a points reward as points', async () => {
    const claim = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ missionId: 'slots-20' });
      return ok({ missionId: 'slots-20', period: 'D2026-11-26', reward: { type: 'points', points: 50 } });
    });
    const vip = vi.fn(() => ok({}));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          [REWARDS_KEY]: () =>
            ok(
              center([
                item('slots-20', {
                  key: 'mission:slots-20:D2026-11-26',
                  kind: 'mission',
                  title: '20 slot rounds today',
                  mode: 'claim',
                  status: 'Claim',
                  action: 'claim',
                  amount: '0.00',
                  points: 50,
                  percent: undefined,
                  minDeposit: undefined,
                  turnoverMultiple: 0,
                  gameTypes: [],
                }),
              ]),
            ),
          '/wps/missions/claim': claim,
          '/wps/member/vip/bonuses/claim': vip,
        }),
      ),
    );
    render(
      <Providers token="t1">
        <MemoryRouter>
          <RewardCenter />
        </MemoryRouter>
      </Providers>,
    );
    const row = await screen.findByRole('listitem', { name: '20 slot rounds today' });
    expect(row).toHaveTextContent('50 points');
    await userEvent.click(within(row).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward claimed')).toBeInTheDocument();
    expect(claim).toHaveBeenCalledTimes(1);
    expect(vip).not.toHaveBeenCalled();
  });

  it('lists an envelope to open with its range and leads to the red-envelope page', async () => {
    renderWith(() =>
      ok(
        center([
          item('daily', {
            key: 'redEnvelope:daily',
            kind: 'redEnvelope',
            title: 'Daily envelope',
            mode: 'open',
            status: 'Claim',
            action: 'open',
            amount: '50.00',
            minAmount: '1.00',
            percent: undefined,
            turnoverMultiple: 2,
            gameTypes: [],
          }),
        ]),
      ),
    );
    const row = await screen.findByRole('listitem', { name: 'Red envelope · Daily envelope' });
    expect(within(row).getByText('Open')).toBeVisible(); // the Claim status's label
    expect(row).toHaveTextContent('1.00 to');
    expect(row).toHaveTextContent('50.00');
    expect(row).toHaveTextContent('Turnover 2× the bonus');
    await userEvent.click(within(row).getByRole('link', { name: 'Open envelope' }));
    expect(await screen.findByRole('heading', { name: 'Red envelope page' })).toBeVisible();
  });

  it('shows a friend still qualifying, and opened envelopes and referral rewards in the history', async () => {
    const entry = (over: Partial<RewardHistoryEntry>): RewardHistoryEntry => ({
      kind: 'promotion',
      id: 'x',
      promotionId: 'x',
      title: 'x',
      mode: 'open',
      status: 'Claimed',
      proofCount: 0,
      createdAt: '2026-11-20T10:00:00.000Z',
      decidedAt: '2026-11-20T10:00:00.000Z',
      ...over,
    });
    renderWith(() =>
      ok(
        center(
          [
            item('referral', {
              key: 'referral:0',
              kind: 'referral',
              title: 'pl***42',
              mode: 'referral',
              status: 'Process',
              action: null,
              amount: '100.00',
              percent: undefined,
              turnoverMultiple: 3,
              gameTypes: [],
            }),
          ],
          [
            entry({
              kind: 'redEnvelope',
              id: 'redEnvelope:daily:2026-11-20',
              title: 'Daily envelope',
              amount: '12.34',
            }),
            entry({
              kind: 'referral',
              id: 'referral:0',
              title: 'fr***ds',
              status: 'Issued',
              amount: '100.00',
            }),
            entry({
              kind: 'referral',
              id: 'referral:1',
              title: 'ot***er',
              status: 'Rejected',
              remark: 'Same address as yours',
            }),
          ],
        ),
      ),
    );
    const friend = await screen.findByRole('listitem', { name: 'Refer and earn · pl***42' });
    expect(friend).toHaveTextContent('Paid automatically when your friend qualifies');
    expect(within(friend).queryByRole('button')).toBeNull();
    const history = screen.getByRole('list', { name: 'History' });
    const envelope = within(history).getByRole('listitem', { name: 'Red envelope · Daily envelope' });
    expect(envelope).toHaveTextContent('12.34');
    expect(envelope).toHaveTextContent('Claimed');
    expect(within(history).getByRole('listitem', { name: 'Refer and earn · fr***ds' })).toHaveTextContent(
      '100.00',
    );
    expect(within(history).getByRole('listitem', { name: 'Refer and earn · ot***er' })).toHaveTextContent(
      'Remark: Same address as yours',
    );
  });

  it('does not send an application without a proof image', async () => {
    renderWith(() => ok(center([item('apply', { mode: 'apply', status: 'Claim', action: 'apply' })])));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Promo apply' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Add at least one proof image')).toBeInTheDocument();
  });

  it('shows the empty state and the history placeholder', async () => {
    renderWith(() => ok(center([])));
    expect(await screen.findByText('No rewards right now')).toBeInTheDocument();
    expect(screen.getByText('Nothing claimed yet')).toBeInTheDocument();
  });

  it('shows the server message and retries on request', async () => {
    let fail = true;
    renderWith(() =>
      fail
        ? { status: 401, body: { success: false, errorCode: 'NOT_LOGGED_IN', message: 'Please log in' } }
        : ok(center([item('welcome')])),
    );
    expect(await screen.findByText('Please log in')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Promo welcome' })).toBeVisible();
  });
});
