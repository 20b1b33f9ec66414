/**
 * The hot tile jackpot counter (docs/decisions.md D9): the real pool from /lgw/games/jackpot in the brand currency, refreshed
 * every 30 s, held in place while loading, not a live region, and honest when the pool cannot be read.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, Providers } from '../../test/fixtures';
import { JackpotCounter } from './JackpotCounter';

let amount = '1234.56';
let calls = 0;
let failing = false;

beforeEach(() => {
  amount = '1234.56';
  calls = 0;
  failing = false;
  vi.stubGlobal(
    'fetch',
    fetchStub({
      '/lgw/games/jackpot': () => {
        calls++;
        if (failing)
          return {
            status: 503,
            body: { success: false, errorCode: 'GAME_MAINTENANCE', message: 'Game maintenance' },
          };
        return {
          body: {
            success: true,
            value: { currency: 'BDT', amount, updatedAt: '2026-11-21T10:00:00.000Z', refreshMs: 30_000 },
          },
        };
      },
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shown = () => screen.getByTestId('jackpot-counter').textContent?.replace(/\s/g, ' ');

/** Renders the counter on fake timers and lets its first answer arrive. */
async function renderLoaded() {
  const view = render(
    <Providers>
      <JackpotCounter />
    </Providers>,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
  return view;
}

describe('JackpotCounter', () => {
  it('shows the pool as money of the brand currency, holding its line with a dash while loading', async () => {
    render(
      <Providers>
        <JackpotCounter />
      </Providers>,
    );
    expect(shown()).toBe('Jackpot—');
    expect(await screen.findByText('BDT 1,234.56')).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-counter')).toHaveAttribute('aria-live', 'off');
  });

  it('refreshes the amount every 30 s, not sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderLoaded();
    expect(screen.getByText('BDT 1,234.56')).toBeInTheDocument();
    expect(calls).toBe(1);
    amount = '1240.01';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(calls).toBe(1);
    expect(screen.getByText('BDT 1,234.56')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(calls).toBe(2);
    expect(screen.getByText('BDT 1,240.01')).toBeInTheDocument();
  });

  it('keeps the last amount when a refresh fails, and says so when there never was one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { unmount } = await renderLoaded();
    failing = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_100);
    });
    expect(calls).toBe(2);
    expect(screen.getByText('BDT 1,234.56')).toBeInTheDocument();
    unmount();
    await renderLoaded();
    expect(screen.getByText('Jackpot unavailable')).toBeInTheDocument();
  });
});
