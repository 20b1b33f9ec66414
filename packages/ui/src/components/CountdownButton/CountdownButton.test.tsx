import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CountdownButton } from './CountdownButton';

/** Lets the awaited onSend settle and React commit. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables for the seconds onSend returns (expiredMinutes x 60) and re-enables at 0', async () => {
    const onSend = vi.fn(async () => 2 * 60);
    renderWithTheme(<CountdownButton onSend={onSend}>Send code</CountdownButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();

    const button = screen.getByRole('button', { name: 'Resend in 120s' });
    expect(button).toBeDisabled();
    advance(1000);
    expect(button).toHaveAccessibleName('Resend in 119s');
    advance(118_000);
    expect(button).toHaveAccessibleName('Resend in 1s');
    expect(button).toBeDisabled();
    advance(1000);
    expect(button).toHaveAccessibleName('Send code');
    expect(button).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('keeps the right time after the tab sleeps (timers paused while the clock ran on)', async () => {
    renderWithTheme(<CountdownButton onSend={() => 120}>Send code</CountdownButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    vi.setSystemTime(Date.now() + 50_000);
    advance(1000);
    expect(screen.getByRole('button', { name: 'Resend in 69s' })).toBeDisabled();
  });

  it('counts down defaultSeconds when onSend returns nothing', async () => {
    renderWithTheme(
      <CountdownButton onSend={() => undefined} defaultSeconds={3}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    advance(3000);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('uses 60 seconds by default', async () => {
    renderWithTheme(<CountdownButton onSend={() => undefined}>Send code</CountdownButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it('refuses clicks while counting', async () => {
    const onSend = vi.fn(() => 5);
    renderWithTheme(<CountdownButton onSend={onSend}>Send code</CountdownButton>);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    advance(2000);
    // A disabled button gets no click from a person; force one as a script would.
    button.removeAttribute('disabled');
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Resend in 3s');
  });

  it('starts no countdown when onSend rejects, and allows a new send after the 1 s throttle', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('too many requests')).mockResolvedValueOnce(60);
    renderWithTheme(<CountdownButton onSend={onSend}>Send code</CountdownButton>);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveAccessibleName('Send code');
    expect(button).toBeEnabled();

    advance(1000);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button).toHaveAccessibleName('Resend in 60s');
  });

  it('sends once on a double click, even when the first send fails at once', async () => {
    const onSend = vi.fn(() => {
      throw new Error('network');
    });
    renderWithTheme(<CountdownButton onSend={onSend}>Send code</CountdownButton>);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    advance(100);
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows a busy spinner and refuses clicks while the send is pending', async () => {
    let resolve: (seconds: number) => void = () => {};
    const onSend = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    renderWithTheme(<CountdownButton onSend={onSend}>Send code</CountdownButton>);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveAttribute('aria-busy', 'true');
    advance(1500);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve(30));
    expect(button).toHaveAccessibleName('Resend in 30s');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
