import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import { usePortalContainer } from '../../theme/portal';
import { Button } from '../Button/Button';
import { useRestoreFocus } from '../Modal/Modal';
import * as modalStyles from '../Modal/Modal.css';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the dialog asks to close: after confirm, cancel or Escape. Never on overlay clicks. */
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name, e.g. the "in_popup_prompt" text (spec section 8). */
  title: ReactNode;
  /** The warning itself (e.g. the server's message, or "in_sure_logout"); the dialog's accessible description. */
  message: ReactNode;
  /** Confirm button text; defaults to the localised "Confirm". */
  confirmLabel?: ReactNode;
  /** Cancel button text; defaults to the localised "Cancel". Shown only with `onCancel` or `showCancel`. */
  cancelLabel?: ReactNode;
  /** Show a cancel button even without `onCancel` (it just closes). */
  showCancel?: boolean;
  /**
   * Called when the confirm button is pressed. The dialog then asks to close; call `event.preventDefault()` to keep
   * it open (e.g. while awaiting the action with `confirmLoading`).
   */
  onConfirm?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Called when the user cancels: the cancel button or Escape. Adds the cancel button. */
  onCancel?: () => void;
  /** `warning` (default): an informative warning; `danger`: a destructive action (red confirm button). */
  tone?: 'warning' | 'danger';
  /** Shows a spinner on the confirm button and blocks confirm, cancel and Escape while an action is pending. */
  confirmLoading?: boolean;
}

/**
 * The warning popup with a confirm button (spec section 8: "warning popup with the server message and confirm
 * button"; the logout confirmation). A modal `alertdialog` (WAI-ARIA APG alert dialog pattern): focus starts on the
 * confirm button, an overlay click does not dismiss it, and focus returns to where it was on close.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  showCancel = false,
  onConfirm,
  onCancel,
  tone = 'warning',
  confirmLoading = false,
}: AlertDialogProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusConfirm = useCallback((event: Event) => {
    event.preventDefault();
    confirmRef.current?.focus();
  }, []);
  const restoreFocus = useRestoreFocus(focusConfirm);
  const withCancel = showCancel || onCancel !== undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={modalStyles.overlay}>
          <Dialog.Content
            role="alertdialog"
            className={`${modalStyles.content} ${modalStyles.size.sm}`}
            {...restoreFocus}
            onPointerDownOutside={(event) => event.preventDefault()}
            onEscapeKeyDown={(event) => {
              if (confirmLoading) event.preventDefault();
              else onCancel?.();
            }}
          >
            <div className={styles.head}>
              <span className={styles.icon[tone]} aria-hidden="true">
                <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
                  <path d="M10 5v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  <circle cx="10" cy="14.5" r="1.3" fill="currentColor" />
                </svg>
              </span>
              <div className={styles.text}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                <Dialog.Description asChild>
                  <div className={styles.message}>{message}</div>
                </Dialog.Description>
              </div>
            </div>
            <div className={modalStyles.actions}>
              {withCancel ? (
                <Dialog.Close asChild>
                  <Button variant="ghost" disabled={confirmLoading} onClick={onCancel}>
                    {cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
                  </Button>
                </Dialog.Close>
              ) : null}
              {/* Button cancels its click while loading, which also stops Dialog.Close from closing. */}
              <Dialog.Close asChild>
                <Button
                  ref={confirmRef}
                  variant={tone === 'danger' ? 'danger' : 'primary'}
                  loading={confirmLoading}
                  onClick={onConfirm}
                >
                  {confirmLabel ?? intl.formatMessage(commonMessages.confirm)}
                </Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
