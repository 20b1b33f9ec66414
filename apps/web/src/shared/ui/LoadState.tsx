import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Spinner } from '@playdeck/ui';
import { errorText } from './useMoney';
import { walletMessages as wm } from './messages';

/**
 * The waiting and failure states of a wallet query: a labelled spinner while the first answer is awaited, an error
 * state with the server's (or the client's) message and a retry button, else `children`.
 */
export function LoadState({
  isLoading,
  error,
  retry,
  label,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  /** Spinner label (default "Loading…"). */
  label?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (error)
    return (
      <EmptyState
        headingLevel={3}
        title={<FormattedMessage {...wm.loadError} />}
        description={errorText(intl, error)}
        action={
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage {...wm.retry} />
          </Button>
        }
      />
    );
  if (isLoading) return <Spinner label={label ?? intl.formatMessage(wm.loading)} />;
  return <>{children}</>;
}
