import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ScrollToTop } from './ScrollToTop';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    scrollWindowTo(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollWindowTo(0);
  });

  it('appears only once the page has scrolled past the threshold, and hides again above it', () => {
    renderWithTheme(<ScrollToTop threshold={400} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollWindowTo(400);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollWindowTo(401);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollWindowTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('uses 400 px as the default threshold', () => {
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(399);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollWindowTo(800);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('does not read the scroll position on mount, only on scroll events', () => {
    const read = vi.fn(() => 1000);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
    renderWithTheme(<ScrollToTop />);
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls the window to the top smoothly when pressed', async () => {
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderWithTheme(<ScrollToTop />);
    scrollWindowTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('uses the translated label', () => {
    renderWithTheme(<ScrollToTop />, { locale: 'bn', messages: { 'ui.scrollToTop.label': 'উপরে ফিরে যান' } });
    scrollWindowTo(1000);
    expect(screen.getByRole('button', { name: 'উপরে ফিরে যান' })).toBeInTheDocument();
  });
});
