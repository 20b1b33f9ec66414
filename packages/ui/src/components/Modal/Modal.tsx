import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import { usePortalContainer } from '../../theme/portal';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './Modal.css';

/** The modal fade-in/out duration in ms (spec section 9: "Modal fade delay 100"); matches `vars.motion.duration.modalFade`. */
export const MODAL_FADE_MS = 100;

export interface ModalRootProps {
  /** Controlled open state. Omit (and use `defaultOpen` or a `Modal.Trigger`) for an uncontrolled modal. */
  open?: boolean;
  /** Called with the requested state: `false` on Escape, overlay click or a close button. */
  onOpenChange?: (open: boolean) => void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** A `Modal.Trigger` (optional) and a `Modal.Content`. */
  children?: ReactNode;
}

/**
 * The state owner of a modal (Radix Dialog root). While open, page scroll is locked and focus is trapped in the
 * content (spec section 2: "A modal has a close button by default and locks page scroll while open"); on close focus
 * returns to the trigger, or to the element that was focused when the modal opened.
 */
function Root(props: ModalRootProps) {
  return <Dialog.Root {...props} />;
}

export type ModalTriggerProps = ComponentPropsWithoutRef<typeof Dialog.Trigger>;

/** The button that opens the modal. Pass `asChild` to use your own element (e.g. a `Button`). */
const Trigger = Dialog.Trigger;

export type ModalCloseProps = ComponentPropsWithoutRef<typeof Dialog.Close>;

/** Any element that closes the modal when pressed (e.g. a "Cancel" button). Pass `asChild` to use your own element. */
const Close = Dialog.Close;

export interface ModalContentProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** The dialog's title: its accessible name, rendered as the heading (Dialog.Title). Required. */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. when the body shows a banner instead). */
  hideTitle?: boolean;
  /** Optional short description under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /**
   * Width: `small` is the spec's fixed 200 x 200 px box (section 9: "size 200 by 200"); `sm` 360 px, `md` 520 px
   * (default), `lg` 800 px maximum width (on phones narrower than 768 px, md and lg take the full width);
   * `full` covers the whole viewport.
   */
  size?: 'small' | 'sm' | 'md' | 'lg' | 'full';
  /** Show the close button in the header (default true; spec section 2: "A modal has a close button by default"). */
  showClose?: boolean;
  children?: ReactNode;
}

/**
 * The dialog box: portalled into the theme root (so it keeps the brand's variables), over a dimmed overlay, fading in
 * and out in {@link MODAL_FADE_MS} ms (none under prefers-reduced-motion). The body scrolls when the content is
 * taller than the viewport.
 */
const Content = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  {
    title,
    hideTitle = false,
    description,
    size = 'md',
    showClose = true,
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const container = usePortalContainer();
  const restoreFocus = useRestoreFocus(onOpenAutoFocus, onCloseAutoFocus);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const scrollable = useIsScrollable(body);
  const classes = `${styles.content} ${styles.size[size]}`;
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={styles.overlay}>
        <Dialog.Content
          ref={ref}
          className={className ? `${classes} ${className}` : classes}
          {...restoreFocus}
          {...rest}
        >
          <div className={styles.header}>
            <Dialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</Dialog.Title>
            {showClose ? (
              <Dialog.Close className={styles.close} aria-label={intl.formatMessage(commonMessages.close)}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className={styles.description}>{description}</div>
            </Dialog.Description>
          ) : null}
          {/* A scrolling body must be reachable by keyboard (WCAG 2.1.1), so it joins the tab order only then. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scroll container, see above */}
          <div ref={setBody} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Overlay>
    </Dialog.Portal>
  );
});

type AutoFocusHandler = ModalContentProps['onOpenAutoFocus'];

/**
 * Radix returns focus to `Dialog.Trigger` only; a modal opened from elsewhere (a marquee item, a route) would drop
 * focus on <body>. Remember what was focused when the modal opened and return there, falling back to the trigger.
 * Exported for AlertDialog.
 */
export function useRestoreFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const previous = useRef<HTMLElement | null>(null);
  const handleOpen = useCallback<NonNullable<AutoFocusHandler>>(
    (event) => {
      // Runs before Radix moves focus into the dialog, so activeElement is still the opener.
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    [onOpenAutoFocus],
  );
  const handleClose = useCallback<NonNullable<AutoFocusHandler>>(
    (event) => {
      onCloseAutoFocus?.(event);
      const target = previous.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
    [onCloseAutoFocus],
  );
  return { onOpenAutoFocus: handleOpen, onCloseAutoFocus: handleClose };
}

/** Whether the element's content overflows it vertically (re-checked on resize where ResizeObserver exists). */
function useIsScrollable(element: HTMLElement | null) {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M5 5l10 10M15 5L5 15"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * A modal dialog (Radix Dialog), used as a namespace like Radix Themes:
 *
 * ```tsx
 * <Modal.Root>
 *   <Modal.Trigger asChild><Button>Notice</Button></Modal.Trigger>
 *   <Modal.Content title="Notice" size="sm">…</Modal.Content>
 * </Modal.Root>
 * ```
 */
export const Modal = { Root, Trigger, Content, Close };
export { Root as ModalRoot, Trigger as ModalTrigger, Content as ModalContent, Close as ModalClose };
