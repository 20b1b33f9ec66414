import { useEffect, useMemo, type RefObject } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

/** Embla's API (as embla-carousel-react hands it out). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
/** Embla's options (the hook's first parameter). */
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Props of {@link CarouselEngine}. */
export interface CarouselEngineProps {
  /** The carousel's viewport element (its slides container is the first child), or null before it mounts. */
  viewport: HTMLElement | null;
  /** Embla options (loop, duration, align). */
  options: EmblaOptions;
  /** Autoplay delay in ms; 0 for no autoplay plugin. */
  autoplayMs: number;
  /** Whether the pointer is over the carousel: a plugin (re)created then starts stopped, until it leaves. */
  hoveredRef: RefObject<boolean>;
  /** Receives Embla's API once it runs (undefined again when it stops). */
  onApi: (api: EmblaApi | undefined) => void;
}

/**
 * The scrolling engine of {@link Carousel}: Embla (embla-carousel-react) and its autoplay plugin on the carousel's
 * viewport. Its own chunk, loaded once a carousel has mounted, so Embla is not in a page's initial JS; the carousel's
 * markup (first slides in place, controls) is rendered without it and does not move when it starts. Renders nothing.
 */
export function CarouselEngine({ viewport, options, autoplayMs, hoveredRef, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayMs > 0
        ? [
            Autoplay({
              delay: autoplayMs,
              // Dragging pauses only while dragging; hovering pauses until the pointer leaves.
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Focus is handled for the whole carousel (controls included) by the section's onFocus.
              stopOnFocusIn: false,
              rootNode: (emblaRoot) => emblaRoot.closest<HTMLElement>('[data-carousel-root]'),
            }),
          ]
        : [],
    [autoplayMs],
  );
  const [setViewport, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    setViewport(viewport);
  }, [setViewport, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  // Resuming from the rotation control while the pointer is over the carousel waits until it leaves.
  useEffect(() => {
    if (api && hoveredRef.current) api.plugins().autoplay?.stop();
  }, [api, plugins, hoveredRef]);
  return null;
}
