/**
 * Game pages (docs/architecture.md "Game launch"): /seamless launches through POST /wps/game/launchGame and frames the answer's URL
 * with a way back; failures show the server's message ('Game maintenance', the real-account message); visitors go to
 * the login popup except for the free trial (mode=demo); lottery pages launch with their game code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchStub, renderAt } from '../../test/fixtures';
import { launchRequest, lotteryGameType } from './api';

let launches: Array<Record<string, unknown>> = [];
let answer: { status?: number; body: unknown } = { body: {} };

beforeEach(() => {
  launches = [];
  answer = {
    body: {
      success: true,
      value: {
        url: '/launch/demo/CQ9?token=abc&gameType=RNG',
        mode: 'real',
        vassalage: 'CQ9',
        gameType: 'RNG',
        gameCode: 'cq9-1',
        nodeId: 7,
        expiresIn: 60,
      },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        '/wps/game/launchGame': (init) => {
          launches.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
          return answer;
        },
      }),
    ),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const GAME = '/seamless?vassalage=CQ9&gameType=RNG&gameCode=cq9-1&nodeId=7';

describe('launch request from the page query', () => {
  it('reads vendor, type, code, node id and demo mode; null without a vendor or type', () => {
    expect(
      launchRequest(new URLSearchParams('vassalage=CQ9&gameType=RNG&gameCode=c&nodeId=7&mode=demo')),
    ).toEqual({ vassalage: 'CQ9', gameType: 'RNG', gameCode: 'c', nodeId: 7, mode: 'demo' });
    expect(launchRequest(new URLSearchParams('vassalage=IBC&gameType=SPORTS&nodeId=x'))).toEqual({
      vassalage: 'IBC',
      gameType: 'SPORTS',
    });
    expect(launchRequest(new URLSearchParams('gameType=RNG'))).toBeNull();
    expect(launchRequest(new URLSearchParams('vassalage=TCG_SEA'), 'LOTT')).toEqual({
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
    });
    expect(lotteryGameType('/vnLottery')).toBe('ELOTT');
    expect(lotteryGameType('/vnlottery')).toBe('ELOTT');
    expect(lotteryGameType('/seaLottery')).toBe('LOTT');
  });
});

describe('/seamless', () => {
  it('frames the launch URL for a member and goes back', async () => {
    const { router } = renderAt('/help', { token: 'session-token' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate(GAME));
    const frame = await screen.findByTitle('Game: cq9-1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/launch/demo/CQ9?token=abc&gameType=RNG');
    expect(frame.getAttribute('src')).not.toContain('session-token');
    expect(launches.at(-1)).toEqual({ vassalage: 'CQ9', gameType: 'RNG', gameCode: 'cq9-1', nodeId: 7 });
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
  });

  it("shows 'Game maintenance' when the vendor is in maintenance", async () => {
    answer = {
      status: 503,
      body: { success: false, errorCode: 'GAME_MAINTENANCE', message: 'Game maintenance' },
    };
    renderAt(GAME, { token: 't' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Game maintenance');
    expect(screen.queryByTitle('Game: cq9-1')).not.toBeInTheDocument();
  });

  it('shows the real-account message to a trial account', async () => {
    answer = {
      status: 403,
      body: { success: false, errorCode: 'TRIAL_FORBIDDEN', message: 'Please use a real account' },
    };
    renderAt(GAME, { token: 't' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use a real account');
  });

  it('sends a visitor to the login popup, and back to the game after login', async () => {
    const { router } = renderAt(GAME);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(GAME);
    expect(launches).toHaveLength(0);
  });

  it('opens the free trial for a visitor in demo mode', async () => {
    renderAt(`${GAME}&mode=demo`);
    expect(await screen.findByTitle('Game: cq9-1')).toBeInTheDocument();
    expect(launches.at(-1)).toMatchObject({ mode: 'demo' });
    expect(screen.getByText('Free trial')).toBeInTheDocument();
  });

  it('names an invalid link without calling the server', async () => {
    renderAt('/seamless', { token: 't' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid URL, please contact customer service',
    );
    expect(launches).toHaveLength(0);
  });
});

describe('lottery pages', () => {
  it('launch the lottery vendor with its game code', async () => {
    renderAt('/vnLottery?gameCode=VN1&vassalage=TCG_LOTTO_VN', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lottery');
    await screen.findByTitle('Game: VN1');
    expect(launches.at(-1)).toEqual({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN1' });
  });
});

describe('way back without history', () => {
  it('goes home when the game page was the first page opened', async () => {
    const { router } = renderAt(GAME, { token: 't' });
    await screen.findByTitle('Game: cq9-1');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
