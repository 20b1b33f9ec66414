/**
 * rewardCenter (member center, spec 2; statuses of spec 4; docs/decisions.md D32) against a fake API: each item with
 * its status and terms, the Join action, the application form refusing a send without a proof, the empty and error
 * states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RewardCenter as Center, RewardItem } from '@playdeck/api-client/rewards';
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
const center = (items: RewardItem[]): Center => ({ currency: 'BDT', items, history: [], claimable: 1 });
const ok = (value: unknown) => ({ body: { success: true, value } });

function renderWith(answer: () => { status?: number; body: unknown }, join = vi.fn(() => ok({}))) {
  vi.stubGlobal('fetch', vi.fn(fetchStub({ [REWARDS_KEY]: answer, '/wps/rewards/welcome/join': join })));
  render(
    <Providers token="t1">
      <RewardCenter />
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
