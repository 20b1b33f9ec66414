/**
 * The leaderboard panel against a fake API (docs/decisions.md D38): competitions with their window, countdown,
 * prizes, standings (masked names, 2-decimal grouped scores, the member's row marked) and own rank; the empty and the
 * error state with retry; Bengali digits under the bn locale.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, createIntlCache } from 'react-intl';
import type { LeaderboardPage } from '@playdeck/api-client/leaderboard';
import { Providers } from '../../test/fixtures';
import LeaderboardPanel, { formatScore } from './LeaderboardPanel';

let calls: string[];
let answer: () => { status: number; body: unknown };

const HOUR = 3_600_000;
const PAGE = (): LeaderboardPage => ({
  currency: 'BDT',
  timezone: 'Asia/Dhaka',
  competitions: [
    {
      id: 'turnover-race',
      title: 'Turnover race',
      metric: 'turnover',
      start: new Date(Date.now() - HOUR).toISOString(),
      end: new Date(Date.now() + 26 * HOUR + 5 * 60_000).toISOString(),
      state: 'live',
      gameTypes: [],
      minTurnover: '1000.00',
      prizes: [
        { fromRank: 1, toRank: 1, amount: '5000.00', turnoverMultiplier: 1 },
        { fromRank: 2, toRank: 3, amount: '2000.00', turnoverMultiplier: 0 },
      ],
      top: [
        { rank: 1, name: 'bi***er', score: '1234567.50', mine: false },
        { rank: 2, name: 'pl***42', score: '6000.00', mine: true },
      ],
      own: { rank: 2, score: '6000.00', turnover: '6000.00' },
      prize: null,
    },
    {
      id: 'big-win',
      title: 'Big win',
      metric: 'winMultiplier',
      start: new Date(Date.now() - 3 * HOUR).toISOString(),
      end: new Date(Date.now() - HOUR).toISOString(),
      state: 'closed',
      gameTypes: ['RNG'],
      minTurnover: '0.00',
      prizes: [{ fromRank: 1, toRank: 1, amount: '3000.00', turnoverMultiplier: 3 }],
      top: [{ rank: 1, name: 'pl***42', score: '1250.00', mine: true }],
      own: { rank: 1, score: '1250.00', turnover: '100.00' },
      prize: '3000.00',
    },
    {
      id: 'quiet',
      title: 'Quiet race',
      metric: 'turnover',
      start: new Date(Date.now() - HOUR).toISOString(),
      end: new Date(Date.now() + HOUR).toISOString(),
      state: 'live',
      gameTypes: [],
      minTurnover: '0.00',
      prizes: [{ fromRank: 1, toRank: 1, amount: '100.00', turnoverMultiplier: 0 }],
      top: [],
      own: { rank: null, score: '0.00', turnover: '0.00' },
      prize: null,
    },
  ],
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input), 'http://localhost').pathname);
      const a = answer();
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const panel = () =>
  render(
    <Providers token="t">
      <LeaderboardPanel />
    </Providers>,
  );

describe('leaderboard panel', () => {
  it('shows each competition with countdown, prizes, masked standings and the member’s own rank', async () => {
    answer = () => ({ status: 200, body: { success: true, value: PAGE() } });
    panel();
    expect(screen.getByLabelText('Loading the leaderboards…')).toBeInTheDocument();
    const race = await screen.findByTestId('competition-turnover-race');
    expect(calls).toEqual(['/wps/leaderboard']);
    expect(within(race).getByRole('heading', { name: 'Turnover race' })).toBeInTheDocument();
    expect(within(race).getByText('Live')).toBeInTheDocument();
    expect(within(race).getByRole('timer')).toHaveTextContent(/^Ends in 1d 02:0[45]:\d\d$/);
    const prizes = within(race).getByRole('list', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^#1\D*5,000\.00 \(turnover ×1\)$/),
      expect.stringMatching(/^#2–3\D*2,000\.00$/),
    ]);
    const table = within(race).getByRole('region', { name: 'Standings: Turnover race' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'bi***er', expect.stringMatching(/1,234,567\.50$/)],
      ['2', 'pl***42 (you)', expect.stringMatching(/6,000\.00$/)],
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(race).getByTestId('own-turnover-race')).toHaveTextContent(/^Your rank: #2 · .*6,000\.00$/);

    const big = screen.getByTestId('competition-big-win');
    expect(within(big).getByText('Finished: prizes paid')).toBeInTheDocument();
    expect(within(big).queryByRole('timer')).toBeNull();
    expect(within(big).getAllByRole('cell')[2]).toHaveTextContent('×1,250.00');
    expect(within(big).getByText(/^You won .*3,000\.00!$/)).toBeInTheDocument();

    const quiet = screen.getByTestId('competition-quiet');
    expect(within(quiet).getByText('Nobody is ranked yet. Play to take the lead!')).toBeInTheDocument();
    expect(within(quiet).getByTestId('own-quiet')).toHaveTextContent(
      /You are not ranked yet\. Your turnover so far: .*0\.00/,
    );
  });

  it('says so when the brand runs no competition', async () => {
    answer = () => ({ status: 200, body: { success: true, value: { ...PAGE(), competitions: [] } } });
    panel();
    expect(await screen.findByRole('heading', { name: 'No competition right now' })).toBeInTheDocument();
  });

  it('shows the server’s error and loads again on retry', async () => {
    answer = () => ({
      status: 500,
      body: { success: false, errorCode: 'INTERNAL', message: 'Something broke' },
    });
    panel();
    expect(
      await screen.findByRole('heading', { name: 'Could not load the leaderboards' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    answer = () => ({ status: 200, body: { success: true, value: PAGE() } });
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('competition-turnover-race')).toBeInTheDocument();
  });

  it('formats scores with 2 decimals and grouping in the locale’s digits', () => {
    const cache = createIntlCache();
    expect(formatScore(createIntl({ locale: 'en' }, cache), '1234567.5')).toBe('1,234,567.50');
    expect(formatScore(createIntl({ locale: 'bn' }, cache), '1234567.5')).toBe('১২,৩৪,৫৬৭.৫০');
    expect(formatScore(createIntl({ locale: 'hi' }, cache), '1234.5')).toBe('1,234.50');
  });
});
