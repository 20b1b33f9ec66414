import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import { usePortalContainer } from '../../theme/portal';
import { useClientValue } from '../../theme/clientValue';
import { IconButton } from '../IconButton/IconButton';
import { messages } from './messages';
import * as styles from './Toast.css';

/** How long a toast stays, in ms, unless the caller sets `durationMs`. */
export const DEFAULT_TOAST_DURATION_MS = 4000;
/** Most toasts on screen at once; showing another drops the oldest. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  /** The message, e.g. "Deposit received" (caller's localised content). */
  title: ReactNode;
  /** Optional second line with details (muted). */
  description?: ReactNode;
  /** Meaning, shown as the colour of the toast's edge: info (default), success, danger. */
  tone?: 'info' | 'success' | 'danger';
  /**
   * Time in ms before the toast closes by itself (default 4000). The countdown pauses while the pointer is over the
   * toast or focus is inside it (WCAG 2.2.1). 0 or Infinity keeps it until closed.
   */
  durationMs?: number;
}

/** The API of `useToast()`. */
export interface ToastApi {
  /** Shows a toast and returns its id. When 3 are already shown, the oldest is dropped. */
  show(options: ToastOptions): string;
  /** Closes the toast with this id (no-op when it is already gone). */
  dismiss(id: string): void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts from anywhere below it. Returns `{ show, dismiss }`.
 * @throws Error when called outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the toasts and renders their region ("Notifications", a polite live list) into the theme's portal
 * container, so place it inside ThemeRoot; outside one it falls back to document.body.
 */
const isClient = () => true;

export function ToastProvider({ children }: ToastProviderProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // Portals cannot render on the server, so the region appears once on the client (false during SSR/hydration).
  const mounted = useClientValue(isClient, false);
  const nextId = useRef(0);

  const api = useMemo<ToastApi>(
    () => ({
      show(options) {
        nextId.current += 1;
        const id = `pd-toast-${nextId.current}`;
        setToasts((list) => [...list, { ...options, id }].slice(-MAX_VISIBLE_TOASTS));
        return id;
      },
      dismiss(id) {
        setToasts((list) => list.filter((t) => t.id !== id));
      },
    }),
    [],
  );

  const target = container ?? (mounted ? document.body : null);
  const closeLabel = intl.formatMessage(commonMessages.close);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {target
        ? createPortal(
            <div role="region" aria-label={intl.formatMessage(messages.region)} className={styles.region}>
              <ol aria-live="polite" className={styles.list}>
                {toasts.map((toast) => (
                  <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={api.dismiss} />
                ))}
              </ol>
            </div>,
            target,
          )
        : null}
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastEntry;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, closeLabel, onDismiss }: ToastItemProps) {
  const { id, title, description, tone = 'info', durationMs = DEFAULT_TOAST_DURATION_MS } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !(durationMs > 0) || !Number.isFinite(durationMs)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, durationMs, id, onDismiss]);

  return (
    <li
      className={`${styles.toast} ${styles.tone[tone]}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <IconButton label={closeLabel} size="sm" onClick={() => onDismiss(id)}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </IconButton>
    </li>
  );
}
