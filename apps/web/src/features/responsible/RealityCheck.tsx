import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AlertDialog, Button, Modal, Select, Stack, Text } from '@playdeck/ui';
import type { RealityCheckValue } from '@playdeck/api-client/player';
import { ApiError, onSessionLapse, sessionLapsesAt } from '../../shared/api/client';
import { useMoney } from '../../shared/format/useMoney';
import { useLogout } from '../../shared/session/useLogout';
import { fetchRealityCheck, saveRealityInterval, staySignedIn } from './api';
import { responsibleMessages as m, responsibleValues as v } from './messages';
import * as styles from './responsible.css';

/**
 * The member-center page with the limits (built beside this one). The reality check links to it (UKGC RTS 13: the
 * check offers a way to set limits).
 */
export const LIMITS_LINK = '/protection';

/** The session figures of a reality check, as a description list. */
export function SessionFigures({ value }: { value: RealityCheckValue }) {
  const intl = useIntl();
  const { format } = useMoney();
  const minutes = Math.floor(value.sessionMs / 60_000);
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{intl.formatMessage(m.sessionTime)}</dt>
        <dd>{intl.formatMessage(v.minutes, { count: minutes })}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.wagered)}</dt>
        <dd>{format(value.wagered, value.currency)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.net)}</dt>
        <dd>{format(value.net, value.currency, true)}</dd>
      </div>
    </dl>
  );
}

/** The interval choice (the brand's options), saved at once; `onSaved` gets the server's new settings. */
export function IntervalSelect({
  value,
  onSaved,
}: {
  value: RealityCheckValue;
  onSaved: (v: RealityCheckValue) => void;
}) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap={1}>
      <Select
        label={intl.formatMessage(m.interval)}
        value={String(value.intervalMinutes)}
        options={value.intervalsMinutes.map((n) => ({
          value: String(n),
          label: intl.formatMessage(v.minutes, { count: n }),
        }))}
        error={error}
        onChange={(e) => {
          setError(undefined);
          setSaved(false);
          saveRealityInterval(Number(e.target.value))
            .then((next) => {
              setSaved(true);
              onSaved(next);
            })
            .catch((err: unknown) =>
              setError(
                err instanceof ApiError && err.message ? err.message : intl.formatMessage(m.downloadFailed),
              ),
            );
        }}
      />
      <Text as="span" size="sm" tone="muted" aria-live="polite">
        {saved ? intl.formatMessage(m.saved) : ''}
      </Text>
    </Stack>
  );
}

/** Ms until the next multiple of `intervalMinutes` since the session began, seen from `sessionMs`. */
function untilNextCheck(value: RealityCheckValue): number {
  const every = value.intervalMinutes * 60_000;
  return every - (value.sessionMs % every);
}

/**
 * The reality check and the idle warning of a signed-in tab (UKGC RTS 13; GLI-19 2.5.4), mounted lazily by the app
 * shell while a session exists, over every page, the game pages that frame the in-house and the vendors' games
 * included:
 * - every `intervalMinutes` of session time (the member's choice, server-side), a modal with the session time, the
 *   amount wagered and the net result (read from the server, passively), with Continue, Stop (signs out), a link to
 *   the limits and the interval choice;
 * - `idleWarningSeconds` before the session's idle logout (the server's `Session-Lapses-In` on every member answer),
 *   a warning with "Stay signed in"; when the time runs out the session is checked, and the tab signs out.
 * Timers follow the tab's clock; nothing here counts as activity except "Stay signed in".
 */
export default function RealityCheck() {
  const intl = useIntl();
  const logout = useLogout();
  const [value, setValue] = useState<RealityCheckValue | null>(null);
  const [open, setOpen] = useState(false);
  const [lapsesAt, setLapsesAt] = useState<number | null>(sessionLapsesAt());
  const [idleOpen, setIdleOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = useCallback((next: RealityCheckValue) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetchRealityCheck()
        .then((fresh) => {
          setValue(fresh);
          setOpen(true);
        })
        .catch(() => undefined);
    }, untilNextCheck(next));
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchRealityCheck(ctrl.signal)
      .then((first) => {
        setValue(first);
        schedule(first);
      })
      .catch(() => undefined);
    return () => {
      ctrl.abort();
      clearTimeout(timer.current);
    };
  }, [schedule]);

  // A new lapse (any active call, "Stay signed in") closes the warning; its timer opens it again when due.
  useEffect(
    () =>
      onSessionLapse((at) => {
        setLapsesAt(at);
        setIdleOpen(false);
      }),
    [],
  );

  // The idle warning: shown `idleWarningSeconds` before the lapse; at the lapse the session is asked (passively), and
  // the 401 it gets signs the tab out (shared/api/client.ts reportSessionEnded).
  const warnMs = (value?.idleWarningSeconds ?? 60) * 1000;
  useEffect(() => {
    if (lapsesAt === null) return;
    const show = setTimeout(() => setIdleOpen(true), Math.max(0, lapsesAt - warnMs - Date.now()));
    const end = setTimeout(
      () => void fetchRealityCheck().catch(() => undefined),
      Math.max(0, lapsesAt - Date.now()) + 1000,
    );
    return () => {
      clearTimeout(show);
      clearTimeout(end);
    };
  }, [lapsesAt, warnMs]);
  useEffect(() => {
    if (!idleOpen) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [idleOpen]);

  const close = () => {
    setOpen(false);
    if (value) schedule(value);
  };

  return (
    <>
      <Modal.Root open={open && value !== null} onOpenChange={(o) => (o ? undefined : close())}>
        {value ? (
          <Modal.Content
            title={intl.formatMessage(m.realityTitle)}
            description={intl.formatMessage(m.realityIntro)}
            size="sm"
            showClose={false}
            onPointerDownOutside={(e) => e.preventDefault()}
            data-testid="reality-check"
          >
            <Stack gap={3}>
              <SessionFigures value={value} />
              <IntervalSelect
                value={value}
                onSaved={(next) => setValue({ ...value, intervalMinutes: next.intervalMinutes })}
              />
              <Link to={LIMITS_LINK} onClick={close} className={styles.link}>
                <FormattedMessage {...m.limits} />
              </Link>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => void logout()}>
                  {intl.formatMessage(m.stop)}
                </Button>
                <Button onClick={close}>{intl.formatMessage(m.continue)}</Button>
              </div>
            </Stack>
          </Modal.Content>
        ) : null}
      </Modal.Root>
      <AlertDialog
        open={idleOpen && !open && lapsesAt !== null}
        onOpenChange={(o) => setIdleOpen(o)}
        title={intl.formatMessage(m.idleTitle)}
        message={intl.formatMessage(v.idleBody, {
          seconds: Math.max(0, Math.ceil(((lapsesAt ?? now) - now) / 1000)),
        })}
        confirmLabel={intl.formatMessage(m.stay)}
        onConfirm={() => {
          setIdleOpen(false);
          void staySignedIn().catch(() => undefined);
        }}
      />
    </>
  );
}
