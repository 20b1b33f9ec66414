import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { ToastProvider, useToast } from './Toast';
import type { ToastApi } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts() {
  return renderWithTheme(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

const show = (options: Parameters<ToastApi['show']>[0]) => {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
};

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows toasts inside a labelled notifications region with a polite live list', () => {
    renderToasts();
    show({ title: 'Deposit received', description: '৳500 added', tone: 'success' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = within(region).getByRole('list');
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Deposit received৳500 added');
  });

  it('portals the region into the theme root so it keeps the brand variables', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.parentElement).toHaveAttribute('data-brand', 'test');
  });

  it('closes by itself after the default 4000 ms', () => {
    renderToasts();
    show({ title: 'Saved' });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes after a custom duration', () => {
    renderToasts();
    show({ title: 'Quick', durationMs: 1000 });
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Quick')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('stays until closed when the duration is 0', () => {
    renderToasts();
    show({ title: 'Sticky', durationMs: 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  // fireEvent rather than user-event here: Testing Library's async wrapper waits on a real setTimeout, which never
  // fires under Vitest's fake timers.
  it('pauses the countdown while hovered and resumes with the time that was left', () => {
    renderToasts();
    show({ title: 'Hover me', durationMs: 4000 });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByText('Hover me').closest('li')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Hover me').closest('li')!);
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the toast', () => {
    renderToasts();
    show({ title: 'Focus me', durationMs: 2000 });
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    renderToasts();
    show({ title: 'First' });
    show({ title: 'Second' });
    show({ title: 'Third' });
    show({ title: 'Fourth' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Second', 'Third', 'Fourth']);
  });

  it('removes a toast when its close button is pressed', () => {
    renderToasts();
    show({ title: 'Keep', durationMs: 0 });
    show({ title: 'Remove me', durationMs: 0 });
    const item = screen.getByText('Remove me').closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Remove me')).not.toBeInTheDocument();
    expect(screen.getByText('Keep')).toBeInTheDocument();
  });

  it('dismisses a toast by id', () => {
    renderToasts();
    const id = show({ title: 'By id', durationMs: 0 });
    act(() => api.dismiss(id));
    expect(screen.queryByText('By id')).not.toBeInTheDocument();
  });

  it('throws a clear error when useToast is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Capture />)).toThrow(/inside <ToastProvider>/);
  });
});
