import { createContext, useContext } from 'react';

/**
 * The element that overlays (Modal, AlertDialog, Toast) portal into. ThemeRoot provides itself, so portalled content
 * stays inside `[data-brand]` and keeps the brand's variables (as Radix Themes does). `null` means document.body.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The current portal container, or null for document.body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
