import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CAPTCHA_REFRESH_THROTTLE_MS, CaptchaField } from './CaptchaField';

const image = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

describe('CaptchaField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the image inside a refresh button next to the answer field', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<CaptchaField ref={ref} label="Verification code" name="captcha" src={image} required />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'off');
    const button = screen.getByRole('button', { name: 'Refresh verification image' });
    expect(button).toContainElement(screen.getByAltText('Verification image'));
    expect(screen.getByAltText('Verification image')).toHaveAttribute('src', image);
  });

  it('refreshes at most once per second', () => {
    const onRefresh = vi.fn();
    renderWithTheme(<CaptchaField label="Verification code" src={image} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refresh verification image' });

    // A double click: two clicks a few ms apart.
    fireEvent.click(button);
    vi.advanceTimersByTime(80);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CAPTCHA_REFRESH_THROTTLE_MS - 100);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(20);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(CAPTCHA_REFRESH_THROTTLE_MS);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(3);
    expect(CAPTCHA_REFRESH_THROTTLE_MS).toBe(1000);
  });

  it('ignores presses and reports busy while a new image loads', () => {
    const onRefresh = vi.fn();
    renderWithTheme(<CaptchaField label="Verification code" src={image} loading onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refresh verification image' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
