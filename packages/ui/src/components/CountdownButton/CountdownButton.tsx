import { forwardRef, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import type { ButtonProps } from '../Button/Button';
import { messages } from './messages';
import * as styles from './CountdownButton.css';

/** Minimum time between two send requests, in ms (spec 4 and 9: SMS request throttle 1 s). */
export const SEND_THROTTLE_MS = 1000;

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'type'> {
  /**
   * Sends the code. Resolve to the countdown length in seconds (the server's expiredMinutes x 60, spec 4 and 9) or
   * to nothing for `defaultSeconds`; 0 starts no countdown. If it throws or rejects no countdown starts (show the
   * error yourself: the rejection is swallowed here). While it is pending the button shows a spinner.
   */
  onSend: () => Promise<number | void> | number | void;
  /** Countdown length in seconds when onSend gives none (spec 9: default 60 s). */
  defaultSeconds?: number;
}

/**
 * The "send SMS code" button. A press calls onSend; once it succeeds the button is disabled and shows "Resend in
 * {seconds}s" until the countdown ends, then is enabled again (spec 4). Presses while sending or counting, and a
 * second press within 1 s of the last request (double clicks), are refused. The countdown runs from an end time,
 * so it stays right when a phone sleeps the tab.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { onSend, defaultSeconds = 60, disabled, children, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [endAt, setEndAt] = useState<number | null>(null);
  const [now, setNow] = useReducer((_: number, next: number) => next, 0);
  // Refs, not state: two clicks in one frame must see each other.
  const busy = useRef(false);
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // One timer at a time, woken at each whole-second boundary of the remaining time.
  useEffect(() => {
    if (endAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = endAt - Date.now();
      if (left <= 0) {
        busy.current = false;
        setEndAt(null);
        return;
      }
      setNow(Date.now());
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endAt]);

  const remaining = endAt === null ? 0 : Math.max(0, Math.ceil((endAt - now) / 1000));

  const send = async () => {
    const start = Date.now();
    if (busy.current || start - lastRequest.current < SEND_THROTTLE_MS) return;
    busy.current = true;
    lastRequest.current = start;
    setPending(true);
    let seconds = 0;
    try {
      const result = await onSend();
      seconds = typeof result === 'number' && Number.isFinite(result) ? Math.max(0, result) : defaultSeconds;
    } catch {
      seconds = 0;
    }
    if (!mounted.current) return;
    setPending(false);
    if (seconds > 0) {
      const from = Date.now();
      setNow(from);
      setEndAt(from + seconds * 1000);
    } else {
      busy.current = false;
    }
  };

  const counting = remaining > 0;
  return (
    <Button
      {...rest}
      ref={ref}
      type="button"
      loading={pending}
      disabled={disabled || counting}
      className={[styles.root, counting ? styles.counting : '', className].filter(Boolean).join(' ')}
      onClick={() => void send()}
    >
      {counting ? intl.formatMessage(messages.wait, { seconds: remaining }) : children}
    </Button>
  );
});
