import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, Heading, Spinner, Stack, Text } from '@playdeck/ui';
import type { LaunchBody, LaunchValue } from '@playdeck/api-client/launch';
import { ApiError } from '../../shared/api/client';
import { usePopup } from '../../shared/popups/popups';
import { launchGame } from './api';
import * as styles from './launch.css';
import { launchMessages as m, launchValueMessages } from './messages';

/** Props of {@link GameFrame}. */
export interface GameFrameProps {
  /** The page heading (h1). */
  title: ReactNode;
  /** What to launch; null when the page's query names no game (shows the invalid-URL message). */
  request: LaunchBody | null;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; launch: LaunchValue }
  | { kind: 'failed'; message: string; retry: boolean };

/**
 * The game page body (spec 2 /seamless and the lottery pages; docs/architecture.md "Game launch"): launches `request` through
 * `POST /wps/game/launchGame` and shows the answer's URL in a frame, with a Back button (history back, else home).
 * Failures show the server's localised message ('Game maintenance', the real-account message, ...); a lapsed session
 * (NOT_LOGGED_IN) opens the login popup. Each mount launches afresh: a launch token is single use.
 */
export function GameFrame({ title, request }: GameFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { open } = usePopup();
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify(request) : '';
  // One launch per query and retry; the answer is kept with the run it belongs to (no stale frame after a change).
  const run = `${attempt}:${key}`;
  const [result, setResult] = useState<{ run: string; state: State } | null>(null);
  const state: State = !request
    ? { kind: 'failed', message: intl.formatMessage(m.badLink), retry: false }
    : result?.run === run
      ? result.state
      : { kind: 'loading' };

  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    launchGame(JSON.parse(key) as LaunchBody, ctrl.signal)
      .then((launch) => setResult({ run, state: { kind: 'ready', launch } }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        if (e instanceof ApiError && e.errorCode === 'NOT_LOGGED_IN') open('login');
        const message =
          e instanceof ApiError && e.isNetwork
            ? intl.formatMessage(m.network)
            : e instanceof ApiError && e.message
              ? e.message
              : intl.formatMessage(m.unknownError);
        const retry = !(e instanceof ApiError) || e.isNetwork || e.status >= 500;
        setResult({ run, state: { kind: 'failed', message, retry } });
      });
    return () => ctrl.abort();
  }, [key, run, intl, open]);

  // The first entry of the session (opened from a link or reloaded) has key 'default': nothing to go back to.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  const name = request?.gameCode ?? request?.vassalage ?? '';

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Button variant="secondary" size="sm" onClick={back}>
          {intl.formatMessage(m.back)}
        </Button>
        <Heading level={1} size="lg">
          {title}
        </Heading>
        {request?.mode === 'demo' ? (
          <Text as="span" tone="muted">
            {intl.formatMessage(m.freeTrial)}
          </Text>
        ) : null}
      </div>
      {state.kind === 'loading' ? (
        <Stack align="center" gap={2}>
          <Spinner label={intl.formatMessage(m.loading)} />
        </Stack>
      ) : state.kind === 'ready' ? (
        <iframe
          className={styles.frame}
          src={state.launch.url}
          title={intl.formatMessage(launchValueMessages.frameTitle, { name })}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      ) : (
        <EmptyState
          title={intl.formatMessage(m.failedTitle)}
          description={<span role="alert">{state.message}</span>}
          action={
            state.retry ? (
              <Button onClick={() => setAttempt((n) => n + 1)}>{intl.formatMessage(m.retry)}</Button>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
