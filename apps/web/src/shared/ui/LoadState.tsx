import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Spinner, Text } from '@playdeck/ui';
import { errorText } from '../format/useMoney';
import { appMessages } from '../i18n/appMessages';

/**
 * The waiting and failure states of a member-list query (wallet, records): a labelled spinner while the first answer is awaited, an error
 * state with the server's (or the client's) message and a retry button, else `children`. `errorTitle` names what
 * failed (default "Could not load the list") and `headingLevel` its heading (default 3; 2 for a page's main content).
 */
export function LoadState({
  isLoading,
  error,
  retry,
  label,
  errorTitle,
  headingLevel = 3,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  /** Spinner label (default "Loading…"). */
  label?: string;
  errorTitle?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (error)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={errorTitle ?? <FormattedMessage {...appMessages.listLoadError} />}
        description={errorText(intl, error)}
        action={
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage {...appMessages.retry} />
          </Button>
        }
      />
    );
  if (isLoading) return <Spinner label={label ?? intl.formatMessage(appMessages.listLoading)} />;
  return <>{children}</>;
}

/** Kept out of `appMessages`, which the home page's first chunk carries. */
const loadMessages = defineMessages({
  contentLoadError: {
    id: 'app.loadError',
    defaultMessage: 'Could not load this content.',
    description: 'A popup or member-center panel failed to load its content',
  },
});

/** A popup or panel whose content failed to load: says so, with a button that calls `retry`. */
export function LoadFailure({ retry }: { retry: () => void }) {
  return (
    <EmptyState
      title={<FormattedMessage {...loadMessages.contentLoadError} />}
      action={
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage {...appMessages.retry} />
        </Button>
      }
    />
  );
}

/** The server's (or the client's) failure text under a form, announced as an alert; nothing when there is none. */
export function FormFailure({ text }: { text?: string }) {
  return text ? (
    <Text as="p" tone="danger" role="alert">
      {text}
    </Text>
  ) : null;
}
