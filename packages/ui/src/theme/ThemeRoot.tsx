import { startTransition, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { ColorMode } from './colorMode';
import { PortalContainerContext } from './portal';
import * as styles from './ThemeRoot.css';

export interface ThemeRootProps {
  /** Brand id (its folder under config/brands/); selects the brand's CSS variables. */
  brand: string;
  /** Colour mode of this subtree. Omit to inherit the mode set on `<html>` by the pre-paint script. */
  colorMode?: ColorMode;
  /**
   * The brand's CSS from `brandThemeToCss`. When given it is rendered as a React 19 hoisted `<style>` (deduplicated
   * by brand id), so a page or story needs no other setup. Omit when the server already links the brand CSS.
   */
  themeCss?: string;
  /** Extra class names for the root element. */
  className?: string;
  children?: ReactNode;
}

/**
 * Root of a themed subtree: sets `data-brand` and `data-color-mode` so every contract variable below resolves to the
 * brand's values, applies the brand's background, text colour and body font, and makes itself the portal container
 * for overlays so they keep the theme.
 *
 * The container reaches the overlays through a transition: a state update straight from the ref callback would be
 * synchronous (it runs in the commit), so after a hydration it re-rendered every overlay consumer and flushed the
 * pending effects in the hydration's own task, and forced any not-yet-hydrated Suspense boundary to hydrate at once
 * (Lighthouse target, Total Blocking Time). Until it arrives, overlays portal into document.body, as before.
 */
export function ThemeRoot({ brand, colorMode, themeCss, className, children }: ThemeRootProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerRef = useCallback((element: HTMLDivElement | null) => {
    startTransition(() => setContainer(element));
  }, []);
  return (
    <div
      ref={containerRef}
      data-brand={brand}
      data-color-mode={colorMode}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {themeCss ? (
        <style href={`pd-brand-${brand}`} precedence="default">
          {themeCss}
        </style>
      ) : null}
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
