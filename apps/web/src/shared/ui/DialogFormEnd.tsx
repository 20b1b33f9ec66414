import type { ReactNode } from 'react';
import { Button, Stack } from '@playdeck/ui';
import { FormFailure } from './LoadState';

/** Props of {@link DialogFormEnd}. */
export interface DialogFormEndProps {
  /** The server's (or the client's) failure text; nothing is shown without one. */
  failure?: string;
  /** The form is being sent: the submit button shows its spinner, and neither button can be pressed. */
  busy: boolean;
  /** Closes the dialog without sending. */
  onCancel: () => void;
  /** Label of the cancel button. */
  cancelLabel: ReactNode;
  /** Label of the submit button. */
  submitLabel: ReactNode;
}

/**
 * The end of a dialog's form (reward application, withdrawal receipt): the failure as an alert, then the cancel and
 * submit buttons in a right-aligned row that wraps on a narrow phone.
 */
export function DialogFormEnd({ failure, busy, onCancel, cancelLabel, submitLabel }: DialogFormEndProps) {
  return (
    <>
      <FormFailure text={failure} />
      <Stack direction="row" gap={2} justify="end" wrap>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
