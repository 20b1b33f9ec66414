/**
 * missionLeaderboard's Missions tab (member center, spec 2; spec 1 "missions", 4 statuses; docs/decisions.md D37)
 * against a fake API: daily and weekly missions with progress and reward, Claim only on a completed mission (and it
 * calls the server), the empty and error states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mission, MissionList } from '@playdeck/api-client/missions';
import { fetchStub, Providers } from '../../test/fixtures';
import MissionsPage from './MissionsPage';
import { MISSIONS_KEY } from './badge';

const mission = (id: string, over: Partial<Mission> = {}): Mission => ({
  id,
  title: `Mission ${id}`,
  period: 'daily',
  kind: 'deposit',
  progress: '300.00',
  target: '500.00',
  percent: 60,
  status: 'Process',
  reward: { type: 'bonus', amount: '20.00', turnoverMultiple: 1 },
  startsAt: '2026-11-25T18:00:00.000Z',
  endsAt: '2026-11-26T18:00:00.000Z',
  ...over,
});
const list = (missions: Mission[]): MissionList => ({
  currency: 'BDT',
  missions,
  claimable: missions.filter((x) => x.status === 'Claim').length,
});
const ok = (value: unknown) => ({ body: { success: true, value } });

function renderWith(answer: () => { status?: number; body: unknown }) {
  const claim = vi.fn((init: RequestInit | undefined) => {
    expect(JSON.parse(String(init?.body))).toEqual({ missionId: 'deposit' });
    return ok({
      missionId: 'deposit',
      period: 'D2026-11-26',
      reward: { type: 'bonus', amount: '20.00', turnoverMultiple: 1 },
    });
  });
  const leaderboard = vi.fn(() => ok({ currency: 'BDT', timezone: 'Asia/Dhaka', competitions: [] }));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({ [MISSIONS_KEY]: answer, '/wps/missions/claim': claim, '/wps/leaderboard': leaderboard }),
    ),
  );
  render(
    <Providers token="t1">
      <MissionsPage />
    </Providers>,
  );
  return Object.assign(claim, { leaderboard });
}

afterEach(() => vi.unstubAllGlobals());

describe('missionLeaderboard', () => {
  it('lists daily and weekly missions with progress and reward, and claims a completed one', async () => {
    const claim = renderWith(() =>
      ok(
        list([
          mission('deposit', { status: 'Claim', progress: '500.00', percent: 100 }),
          mission('slots', {
            kind: 'rounds',
            progress: '2',
            target: '20',
            percent: 10,
            reward: { type: 'points', points: 50 },
          }),
          mission('login', {
            period: 'weekly',
            kind: 'loginStreak',
            progress: '3',
            target: '3',
            percent: 100,
            status: 'Claimed',
          }),
        ]),
      ),
    );
    expect(await screen.findByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
    const daily = await screen.findByRole('list', { name: 'Daily missions' });
    const deposit = within(daily).getByRole('listitem', { name: 'Mission deposit' });
    expect(deposit).toHaveTextContent('Complete');
    expect(deposit).toHaveTextContent('500.00');
    expect(deposit).toHaveTextContent('Bonus');
    expect(within(deposit).getByRole('progressbar', { name: 'Progress of Mission deposit' })).toHaveAttribute(
      'value',
      '100',
    );
    const slots = within(daily).getByRole('listitem', { name: 'Mission slots' });
    expect(slots).toHaveTextContent('In progress');
    expect(slots).toHaveTextContent('2 / 20');
    expect(slots).toHaveTextContent('50 points');
    expect(within(slots).queryByRole('button', { name: 'Claim' })).toBeNull();
    const weekly = screen.getByRole('list', { name: 'Weekly missions' });
    const login = within(weekly).getByRole('listitem', { name: 'Mission login' });
    expect(login).toHaveTextContent('Claimed');
    expect(within(login).queryByRole('button', { name: 'Claim' })).toBeNull();

    await userEvent.click(within(deposit).getByRole('button', { name: 'Claim' }));
    expect(claim).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Reward claimed')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderWith(() => ok(list([])));
    expect(await screen.findByText('No missions right now')).toBeInTheDocument();
  });

  it('shows the server message and retries on request', async () => {
    let fail = true;
    renderWith(() =>
      fail
        ? { status: 401, body: { success: false, errorCode: 'NOT_LOGGED_IN', message: 'Please log in' } }
        : ok(list([mission('deposit')])),
    );
    expect(await screen.findByText('Please log in')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Mission deposit' })).toBeVisible();
  });

  it('opens the leaderboard in its own tab, loading it only then', async () => {
    const claim = renderWith(() => ok(list([mission('deposit')])));
    await screen.findByRole('listitem', { name: 'Mission deposit' });
    expect(claim.leaderboard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No competition right now' })).toBeInTheDocument();
    expect(claim.leaderboard).toHaveBeenCalled();
  });
});
