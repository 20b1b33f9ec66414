import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { renderWithTheme } from '../../test/render';
import { Carousel, carouselRules, emblaDuration, loadCarouselEngine } from './Carousel';

// Spy on Embla and its autoplay plugin while keeping the real implementations.
vi.mock('embla-carousel-react', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof useEmblaCarousel }>();
  return { default: vi.fn(actual.default) };
});
vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof Autoplay }>();
  return { default: vi.fn(actual.default) };
});

// The engine (Embla) is a lazy chunk; loaded up front here, carousels start it on their first render.
beforeAll(async () => {
  await loadCarouselEngine();
});

// jsdom lacks the observers Embla uses and matchMedia; minimal stubs, with a switch for reduced motion.
let reducedMotion = false;
class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('ResizeObserver', ObserverStub);
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.mocked(useEmblaCarousel).mockClear();
  vi.mocked(Autoplay).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Banner {i + 1}</p>);

/** Options and plugins Embla got on the last render. */
function lastEmblaCall() {
  const calls = vi.mocked(useEmblaCarousel).mock.calls;
  const [options, plugins] = calls[calls.length - 1] ?? [];
  return { options, plugins: plugins ?? [] };
}

describe('carouselRules', () => {
  it.each([
    [0, 1, false, false],
    [1, 1, false, false],
    [2, 1, true, true],
    [3, 3, true, false],
    [4, 4, true, false],
    [5, 4, true, true],
  ])('%i slides at %i per view: loop %s, arrows %s', (slideCount, slidesPerView, loop, arrows) => {
    expect(carouselRules({ slideCount, slidesPerView })).toEqual({ loop, arrows });
  });
});

describe('emblaDuration', () => {
  it('maps the spec speed of 1000 ms to Embla duration 25 and clamps to 20..60', () => {
    expect(emblaDuration(1000)).toBe(25);
    expect(emblaDuration(1600)).toBe(40);
    expect(emblaDuration(200)).toBe(20);
    expect(emblaDuration(9000)).toBe(60);
  });
});

describe('Carousel', () => {
  it('exposes a labelled carousel of labelled slides', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(carousel).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    groups.forEach((g) => expect(g).toHaveAttribute('aria-roledescription', 'slide'));
    expect(within(groups[1] as HTMLElement).getByText('Banner 2')).toBeInTheDocument();
  });

  it('accepts the slides as children', () => {
    renderWithTheme(
      <Carousel label="Promotions" autoplayMs={false}>
        <p>First</p>
        <p>Second</p>
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('Second');
  });

  it('with one slide: no arrows, no loop, no autoplay', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(lastEmblaCall().options).toMatchObject({ loop: false });
    expect(Autoplay).not.toHaveBeenCalled();
  });

  it('with several slides: loops at the spec speed and shows arrows that control the slides', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(5)} />);
    expect(lastEmblaCall().options).toEqual({ loop: true, duration: 25, align: 'start' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const slidesId = next.getAttribute('aria-controls');
    expect(slidesId).toBeTruthy();
    expect(previous).toHaveAttribute('aria-controls', slidesId);
    expect(document.getElementById(slidesId as string)).toContainElement(screen.getByText('Banner 1'));
  });

  it('shows arrows for hot matches only with more than 4 at 4 per view', () => {
    const { rerender } = renderWithTheme(
      <Carousel label="Hot matches" slides={slides(4)} slidesPerView={4} />,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    rerender(<Carousel label="Hot matches" slides={slides(5)} slidesPerView={4} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('keeps arrows in the page when only some breakpoints need them', () => {
    renderWithTheme(<Carousel label="Banner" slides={slides(3)} slidesPerView={{ base: 1, desktop: 3 }} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('autoplays every 5000 ms, keeps playing after a drag and pauses while hovered', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    expect(Autoplay).toHaveBeenCalledWith(
      expect.objectContaining({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true }),
    );
    expect(lastEmblaCall().plugins).toHaveLength(1);
  });

  describe('with a laid-out viewport', () => {
    // Give Embla a 300 px viewport with 300 px slides side by side, so there is somewhere to scroll to.
    beforeEach(() => {
      const proto = HTMLElement.prototype;
      vi.spyOn(proto, 'offsetWidth', 'get').mockReturnValue(300);
      vi.spyOn(proto, 'offsetHeight', 'get').mockReturnValue(150);
      vi.spyOn(proto, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        const siblings = Array.from(this.parentElement?.children ?? []);
        return this.getAttribute('role') === 'group' ? siblings.indexOf(this) * 300 : 0;
      });
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });
    const currentDot = () =>
      screen
        .getAllByRole('button', { name: /^Go to slide/ })
        .find((b) => b.getAttribute('aria-current') === 'true');

    it('moves to the next slide after 5000 ms, not before, and waits while hovered', () => {
      renderWithTheme(<Carousel label="Promotions" slides={slides(3)} showDots />);
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
      act(() => vi.advanceTimersByTime(4999));
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
      act(() => vi.advanceTimersByTime(1));
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      const carousel = screen.getByRole('region', { name: 'Promotions' });
      fireEvent.mouseEnter(carousel);
      act(() => vi.advanceTimersByTime(20000));
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      fireEvent.mouseLeave(carousel);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    });

    it('does not move by itself once stopped with the rotation control', () => {
      renderWithTheme(<Carousel label="Promotions" slides={slides(3)} showDots />);
      fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
      act(() => vi.advanceTimersByTime(20000));
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    });

    it('goes to the next, previous (looping) and chosen slide', () => {
      renderWithTheme(<Carousel label="Promotions" slides={slides(3)} showDots autoplayMs={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 3');
      fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    });
  });

  it('uses the given autoplay delay, and none for 0 or false', () => {
    const { rerender } = renderWithTheme(
      <Carousel label="Promotions" slides={slides(3)} autoplayMs={3000} />,
    );
    expect(Autoplay).toHaveBeenLastCalledWith(expect.objectContaining({ delay: 3000 }));
    vi.mocked(Autoplay).mockClear();
    rerender(<Carousel label="Promotions" slides={slides(3)} autoplayMs={0} />);
    rerender(<Carousel label="Promotions" slides={slides(3)} autoplayMs={false} />);
    expect(Autoplay).not.toHaveBeenCalled();
    expect(lastEmblaCall().plugins).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });

  it('never autoplays under prefers-reduced-motion', () => {
    reducedMotion = true;
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    expect(Autoplay).not.toHaveBeenCalled();
    expect(lastEmblaCall().plugins).toEqual([]);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(screen.getByRole('group', { name: '1 of 3' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('stops and restarts rotation from the rotation control, announcing slides only while stopped', async () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    const live = screen.getByRole('group', { name: '1 of 3' }).parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(lastEmblaCall().plugins).toEqual([]);
    // The pointer is still over the carousel; move it away so rotation can resume.
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Promotions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Promotions' }));
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
    expect(live).toHaveAttribute('aria-live', 'off');
    expect(lastEmblaCall().plugins).toHaveLength(1);
  });

  it('stops rotation when keyboard focus enters the carousel, until the rotation control restarts it', async () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    await userEvent.tab();
    // The rotation control comes first and does not stop rotation by being focused.
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    expect(lastEmblaCall().plugins).toEqual([]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('pauses while hovered without changing the rotation control', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides(3)} />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const live = screen.getByRole('group', { name: '1 of 3' }).parentElement;
    fireEvent.mouseEnter(carousel);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
    fireEvent.mouseLeave(carousel);
    expect(live).toHaveAttribute('aria-live', 'off');
  });

  it('localises its controls and slide names', () => {
    renderWithTheme(<Carousel label="প্রচার" slides={slides(2)} />, {
      locale: 'bn',
      messages: {
        'ui.carousel.slideLabel': '{count}টির মধ্যে {index}',
        'ui.carousel.stopRotation': 'স্বয়ংক্রিয় স্লাইড শো বন্ধ করুন',
        'ui.next': 'পরবর্তী',
      },
    });
    expect(screen.getByRole('group', { name: '2টির মধ্যে 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'স্বয়ংক্রিয় স্লাইড শো বন্ধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরবর্তী' })).toBeInTheDocument();
  });
});

describe('Carousel before its engine has loaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders its slides and controls at once, and applies a press made meanwhile once Embla runs', async () => {
    const proto = HTMLElement.prototype;
    vi.spyOn(proto, 'offsetWidth', 'get').mockReturnValue(300);
    vi.spyOn(proto, 'offsetHeight', 'get').mockReturnValue(150);
    vi.spyOn(proto, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const siblings = Array.from(this.parentElement?.children ?? []);
      return this.getAttribute('role') === 'group' ? siblings.indexOf(this) * 300 : 0;
    });
    // A fresh copy of the module: its engine chunk is not loaded yet.
    vi.resetModules();
    const fresh = await import('./Carousel');
    const embla = (await import('embla-carousel-react')).default;
    renderWithTheme(<fresh.Carousel label="Promotions" slides={slides(3)} showDots autoplayMs={false} />);
    expect(vi.mocked(embla)).not.toHaveBeenCalled();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    const currentDot = () =>
      screen
        .getAllByRole('button', { name: /^Go to slide/ })
        .find((b) => b.getAttribute('aria-current') === 'true');
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 2'));
    expect(vi.mocked(embla)).toHaveBeenCalled();
  });
});
