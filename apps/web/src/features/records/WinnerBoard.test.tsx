/** The home page's winner board against a fake API: lazy call, 20 entries formatted, empty and error states. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { RankListRow } from '@playdeck/api-client/records';
import { Providers } from '../../test/fixtures';
import { WinnerBoard } from './WinnerBoard';

/** An IntersectionObserver whose targets come on screen when the test says so. */
let observers: { cb: IntersectionObserverCallback; targets: Element[] }[] = [];
class ObserverStub {
  private entry: { cb: IntersectionObserverCallback; targets: Element[] };
  constructor(cb: IntersectionObserverCallback) {
    this.entry = { cb, targets: [] };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  takeRecords() {
    return [];
  }
}
function scrollIntoView() {
  act(() => {
    for (const o of observers)
      o.cb(
        o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
}

let calls: URL[];
let answer: () => { status: number; body: unknown };
const row = (rank: number, amount: string): RankListRow => ({
  rank,
  username: `pl***${rank}`,
  gameType: 'RNG',
  vendor: 'PG',
  gameName: rank === 2 ? null : `Lucky ${rank}`,
  amount,
  currency: 'BDT',
  time: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  observers = [];
  calls = [];
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input), 'http://localhost'));
      const a = answer();
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('winner board', () => {
  it('asks for the board only when it comes near the screen, then lists 20 winners with 2-decimal grouped amounts', async () => {
    const list = Array.from({ length: 20 }, (_, i) => row(i + 1, i === 0 ? '1234567.5' : `${100 - i}.00`));
    answer = () => ({ status: 200, body: { success: true, value: { list } } });
    render(
      <Providers>
        <WinnerBoard />
      </Providers>,
    );
    const board = screen.getByRole('region', { name: 'Winners' });
    expect(calls).toEqual([]);
    scrollIntoView();
    const items = await within(board).findAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'en',
      limitNum: '20',
    });
    expect(calls[0]!.pathname).toBe('/wps/relay/GCSGAME_getRankList');
    expect(items[0]).toHaveTextContent('1');
    expect(items[0]).toHaveTextContent('pl***1');
    expect(items[0]).toHaveTextContent('Lucky 1');
    expect(items[0]!.textContent).toMatch(/BDT\s1,234,567\.50/);
    // No game name: the vendor stands in.
    expect(items[1]).toHaveTextContent('PG');
    expect(items[19]!.textContent).toMatch(/BDT\s81\.00/);
  });

  it('shows an empty state when nobody won, and an error with a retry that loads the board', async () => {
    answer = () => ({ status: 200, body: { success: true, value: { list: [] } } });
    const { unmount } = render(
      <Providers>
        <WinnerBoard />
      </Providers>,
    );
    scrollIntoView();
    expect(await screen.findByText('No big wins yet')).toBeInTheDocument();
    unmount();

    answer = () => ({
      status: 503,
      body: { success: false, errorCode: 'UNKNOWN', message: 'Try again later' },
    });
    render(
      <Providers>
        <WinnerBoard />
      </Providers>,
    );
    scrollIntoView();
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    answer = () => ({ status: 200, body: { success: true, value: { list: [row(1, '50.00')] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('pl***1')).toBeInTheDocument();
    expect(screen.getByRole('listitem').textContent).toMatch(/BDT\s50\.00/);
  });
});
