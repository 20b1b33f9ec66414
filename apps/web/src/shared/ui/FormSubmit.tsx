import type { ReactNode } from 'react';
import { Button, Text } from '@playdeck/ui';

/** Props of {@link FormSubmit}. */
export interface FormSubmitProps {
  /** The form's error (the server's localised message or the client's own); nothing is shown while null. */
  error?: ReactNode;
  /** A call is on its way: the button shows its spinner and takes no second press. */
  busy: boolean;
  /** The button's label. */
  children: ReactNode;
}

/**
 * The end of a popup form (spec 2 popups: login, feedback, forgot and change password): the form's error as an alert
 * (role="alert", so a screen reader reads it when it appears) above the full-width submit button.
 */
export function FormSubmit({ error, busy, children }: FormSubmitProps) {
  return (
    <>
      {error ? (
        <Text as="p" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
      <Button type="submit" fullWidth loading={busy}>
        {children}
      </Button>
    </>
  );
}
