import { Children, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EmblaApi } from './CarouselEngine';
import type * as CarouselEngineModule from './CarouselEngine';
import { commonMessages } from '../../i18n/messages';
import { carouselMessages } from './messages';
import { useClientValue } from '../../theme/clientValue';
import * as styles from './Carousel.css';

/** A number of slides visible at once (1 to 6). */
export type SlidesPerViewCount = (typeof styles.PER_VIEW_COUNTS)[number];
/** Slides visible at once: one count, or per breakpoint (tokens/breakpoints.json: tablet 768 px, desktop 1200 px). */
export type SlidesPerView =
  | SlidesPerViewCount
  | { base: SlidesPerViewCount; tablet?: SlidesPerViewCount; desktop?: SlidesPerViewCount };
/** A gap between slides in px: 0, 4, 8, 12, 16, 20, 24 or 32. */
export type CarouselSpacing = (typeof styles.SPACINGS)[number];

/**
 * The carousel's rules (spec section 2): it loops only when there is more than one slide, and shows previous/next
 * arrows only when there are more slides than fit (hot matches: arrows only with more than 4 matches at 4 per view).
 */
export function carouselRules({ slideCount, slidesPerView }: { slideCount: number; slidesPerView: number }): {
  loop: boolean;
  arrows: boolean;
} {
  return { loop: slideCount > 1, arrows: slideCount > slidesPerView };
}

/**
 * Maps a slide transition in ms (Swiper's `speed`, spec section 9: 1000 ms) to Embla's `duration`, which is not a
 * time but an integrator step count (recommended 20..60; higher is slower, default 25): `speedMs / 40` rounded and
 * clamped to 20..60, so 1000 ms gives Embla's default 25, which settles in roughly the same time.
 */
export function emblaDuration(speedMs: number): number {
  return Math.min(60, Math.max(20, Math.round(speedMs / 40)));
}

export interface CarouselProps {
  /** The slides, in order (or pass them as children). */
  slides?: ReactNode[];
  /** The slides as children, when `slides` is not given. */
  children?: ReactNode;
  /** Accessible name of the carousel, e.g. "Promotions" (WAI-ARIA carousel pattern). Required. */
  label: string;
  /**
   * Autoplay delay in ms; 0 or false disables it. Default 5000 (spec sections 2, 9). Never plays under
   * prefers-reduced-motion, pauses while hovered, and stops when focus enters the carousel or the player presses the
   * rotation control (WAI-ARIA APG); dragging does not stop it.
   */
  autoplayMs?: number | false;
  /** Slide transition in ms, mapped to Embla's `duration` by {@link emblaDuration}. Default 1000 (spec section 9). */
  speedMs?: number;
  /** Slides visible at once, a number or per breakpoint. Default 1. The banner uses 3 (spec section 9). */
  slidesPerView?: SlidesPerView;
  /** Gap between slides in px. Default 0; the banner uses 20 (spec section 9). */
  spacing?: CarouselSpacing;
  /** Shows a dot button per scroll position. Default false. */
  showDots?: boolean;
  className?: string;
}

type EngineModule = typeof CarouselEngineModule;
let engineModule: EngineModule | undefined;
let engineLoading: Promise<EngineModule> | undefined;

/**
 * Loads the carousel engine (Embla and its autoplay plugin, a chunk of its own) once; carousels mounted afterwards
 * start it on their first render. Carousels call it themselves after mounting; tests and pages that know a carousel
 * is coming may call it earlier.
 */
export function loadCarouselEngine(): Promise<EngineModule> {
  engineLoading ??= import('./CarouselEngine').then((m) => (engineModule = m));
  return engineLoading;
}

/** The engine module once loaded; a mounted carousel starts loading it (after its first commit, not during render). */
function useEngine(): EngineModule | undefined {
  const [engine, setEngine] = useState(engineModule);
  useEffect(() => {
    if (engine) return;
    let cancelled = false;
    void loadCarouselEngine().then((m) => {
      if (!cancelled) setEngine(m);
    });
    return () => {
      cancelled = true;
    };
  }, [engine]);
  return engine;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

/**
 * A carousel on Embla (embla-carousel-react + embla-carousel-autoplay, loaded as a separate chunk after the carousel
 * mounts: {@link loadCarouselEngine}) following the WAI-ARIA APG carousel pattern:
 * a labelled `section` with `aria-roledescription="carousel"`, slides as labelled groups ("2 of 5"), a rotation
 * control first, previous/next buttons, and a slide region that is `aria-live="polite"` unless auto-rotating.
 * Used for the home banner (w_home: autoplay 5000 ms, speed 1000 ms, 3 per view, spacing 20) and hot matches
 * (spec sections 2, 9).
 */
export function Carousel({
  slides,
  children,
  label,
  autoplayMs = 5000,
  speedMs = 1000,
  slidesPerView = 1,
  spacing = 0,
  showDots = false,
  className,
}: CarouselProps) {
  const intl = useIntl();
  const items = slides ?? Children.toArray(children);
  const count = items.length;

  const perView =
    typeof slidesPerView === 'number'
      ? { base: slidesPerView, tablet: slidesPerView, desktop: slidesPerView }
      : {
          base: slidesPerView.base,
          tablet: slidesPerView.tablet ?? slidesPerView.base,
          desktop: slidesPerView.desktop ?? slidesPerView.tablet ?? slidesPerView.base,
        };
  const base = carouselRules({ slideCount: count, slidesPerView: perView.base });
  const tablet = carouselRules({ slideCount: count, slidesPerView: perView.tablet });
  const desktop = carouselRules({ slideCount: count, slidesPerView: perView.desktop });
  const scrollable = base.arrows || tablet.arrows || desktop.arrows;
  // Controls only where there is something to scroll to.
  const controlsVisibility = [
    styles.visibleBase[base.arrows ? 'shown' : 'hidden'],
    styles.visibleTablet[tablet.arrows ? 'shown' : 'hidden'],
    styles.visibleDesktop[desktop.arrows ? 'shown' : 'hidden'],
  ].join(' ');

  // Server: assume reduced motion, so no autoplay starts before the client knows.
  const reducedMotion = useClientValue(prefersReducedMotion, true, subscribeReducedMotion);
  const delay = autoplayMs === false ? 0 : Math.max(0, autoplayMs);
  const canRotate = delay > 0 && !reducedMotion && scrollable;
  // `paused`: the player stopped rotation (rotation control, or focus entered); only the rotation control resumes it.
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hoveredRef = useRef(false);
  const rotating = canRotate && !paused && !hovered;
  // Arrows clear of the rotation control whenever autoplay is configured (the same on the server, where canRotate is
  // false until the client knows the motion preference).
  const arrowClass = delay > 0 ? `${controlsVisibility} ${styles.arrowBelowRotation}` : controlsVisibility;

  // align start: with several slides per view the first slide sits at the leading edge (Embla centres by default).
  const options = useMemo(
    () => ({ loop: base.loop, duration: emblaDuration(speedMs), align: 'start' as const }),
    [base.loop, speedMs],
  );
  // Embla runs in a lazily loaded engine (see CarouselEngine): until then the slides sit in place (the first in view)
  // and a press on a control is kept and applied once the engine is up.
  const engine = useEngine();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi | undefined>(undefined);
  const onApi = useCallback((next: EmblaApi | undefined) => setApi(next), []);
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  const withApi = (action: (api: EmblaApi) => void) => {
    if (api) action(api);
    else pending.current = action;
  };
  useEffect(() => {
    if (!api || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action(api);
  }, [api]);

  const [position, setPosition] = useState({ selected: 0, snaps: count, canPrev: base.loop, canNext: true });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setPosition({
        selected: api.selectedScrollSnap(),
        snaps: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const slidesId = useId();
  const rotationRef = useRef<HTMLButtonElement>(null);
  // Layout by classes, never an inline style attribute (see Carousel.css.ts): the same in server-rendered HTML.
  const rootClass = [
    styles.root,
    styles.perViewBaseClass[perView.base],
    styles.perViewTabletClass[perView.tablet],
    styles.perViewDesktopClass[perView.desktop],
    styles.spacingClass[spacing],
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={rootClass}
      aria-roledescription={intl.formatMessage(carouselMessages.carousel)}
      aria-label={label}
      data-carousel-root=""
      onMouseEnter={() => {
        hoveredRef.current = true;
        setHovered(true);
      }}
      onMouseLeave={() => {
        hoveredRef.current = false;
        setHovered(false);
      }}
      onFocus={(event) => {
        // APG: rotation stops when focus enters the carousel; the rotation control itself is exempt so that pressing
        // it with a mouse (which focuses it first) does not toggle twice.
        if (event.target !== rotationRef.current) setPaused(true);
      }}
    >
      <div className={styles.stage}>
        {canRotate ? (
          <button
            ref={rotationRef}
            type="button"
            className={`${styles.rotation} ${controlsVisibility}`}
            aria-label={intl.formatMessage(
              paused ? carouselMessages.startRotation : carouselMessages.stopRotation,
            )}
            onClick={() => setPaused((value) => !value)}
          >
            <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d={paused ? 'M6 4v12l10-6z' : 'M6 4h3v12H6zM11 4h3v12h-3z'} fill="currentColor" />
            </svg>
          </button>
        ) : null}
        {scrollable ? (
          <>
            <ArrowButton
              direction="previous"
              className={arrowClass}
              label={intl.formatMessage(commonMessages.previous)}
              controls={slidesId}
              disabled={!position.canPrev}
              onClick={() => withApi((a) => a.scrollPrev(reducedMotion))}
            />
            <ArrowButton
              direction="next"
              className={arrowClass}
              label={intl.formatMessage(commonMessages.next)}
              controls={slidesId}
              disabled={!position.canNext}
              onClick={() => withApi((a) => a.scrollNext(reducedMotion))}
            />
          </>
        ) : null}
        {engine ? (
          <engine.CarouselEngine
            viewport={viewport}
            options={options}
            autoplayMs={canRotate && !paused ? delay : 0}
            hoveredRef={hoveredRef}
            onApi={onApi}
          />
        ) : null}
        <div className={styles.viewport} ref={setViewport}>
          <div id={slidesId} className={styles.container} aria-live={rotating ? 'off' : 'polite'}>
            {items.map((item, index) => (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription={intl.formatMessage(carouselMessages.slide)}
                aria-label={intl.formatMessage(carouselMessages.slideLabel, { index: index + 1, count })}
              >
                {item}
              </div>
            ))}
          </div>
        </div>
      </div>
      {showDots && scrollable && position.snaps > 1 ? (
        <div className={`${styles.dots} ${controlsVisibility}`}>
          {Array.from({ length: position.snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={intl.formatMessage(carouselMessages.goToSlide, { index: index + 1 })}
              aria-controls={slidesId}
              aria-current={index === position.selected ? 'true' : undefined}
              onClick={() => withApi((a) => a.scrollTo(index, reducedMotion))}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  label: string;
  controls: string;
  disabled: boolean;
  className: string;
  onClick: () => void;
}

/** Previous/next button; `aria-disabled` rather than `disabled` so it keeps focus when it reaches an end. */
function ArrowButton({ direction, label, controls, disabled, className, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next} ${className}`}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
