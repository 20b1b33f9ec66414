import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../TextField/Field';
import * as fieldStyles from '../TextField/TextField.css';
import { messages } from './messages';
import * as styles from './CaptchaField.css';

export interface CaptchaFieldProps {
  /** Visible name of the field (e.g. "Verification"). */
  label: string;
  id?: string;
  /** Marks the label with the required sign. */
  required?: boolean;
  /** An error to show under the widget (e.g. the server refused the last solution). */
  error?: string;
  /**
   * Gets a new challenge (the app calls its captcha endpoint). Resolves with the challenge object the server issued
   * (`{ parameters, signature }`); a rejection shows the widget's error state with its Reload button.
   */
  fetchChallenge: () => Promise<unknown>;
  /**
   * The solved payload (base64 JSON, to send as the form's `captcha` field), or null while there is none (solving,
   * expired, failed, renewed).
   */
  onChange: (payload: string | null) => void;
  /**
   * Change it to discard the current solution and solve a new challenge: a solution is accepted once, so after the
   * server answered a submission (refused or not) the form renews it.
   */
  renewKey?: number | string;
}

/** The widget element's methods used here (ALTCHA web component). */
interface AltchaElement extends HTMLElement {
  configure(options: Record<string, unknown>): void;
  reset(): void;
  verify(): void;
}

/**
 * A captcha without a puzzle (spec sections 2 and 4, docs/decisions.md D23): the ALTCHA proof-of-work widget, which
 * fetches a challenge and solves it in Web Workers as soon as it appears, then reports the payload. Accessible (a
 * labelled group around ALTCHA's WCAG 2.2 checkbox, state changes announced by the widget, errors referenced by
 * aria-describedby), themed with the brand's roles, strings from the site's catalogues in the page's language.
 *
 * The widget code is loaded on mount, in the browser only (a lazy chunk: never in a page's initial JS nor in the
 * server render).
 */
export function CaptchaField({
  label,
  id,
  required,
  error,
  fetchChallenge,
  onChange,
  renewKey,
}: CaptchaFieldProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const [ready, setReady] = useState(false);
  const loaded = useRef(false);
  // Latest callbacks, read by the widget's listeners without re-creating the widget.
  const latest = useRef({ fetchChallenge, onChange });
  useEffect(() => {
    latest.current = { fetchChallenge, onChange };
  });

  const strings: Record<string, string> = {
    label: intl.formatMessage(messages.label),
    verifying: intl.formatMessage(messages.verifying),
    verified: intl.formatMessage(messages.verified),
    error: intl.formatMessage(messages.error),
    expired: intl.formatMessage(messages.expired),
    verificationRequired: intl.formatMessage(messages.required),
    waitAlert: intl.formatMessage(messages.wait),
    loading: intl.formatMessage(messages.loading),
    reload: intl.formatMessage(messages.reload),
    verify: intl.formatMessage(messages.verify),
  };
  const language = intl.locale;
  const stringsKey = JSON.stringify(strings);

  useEffect(() => {
    let cancelled = false;
    let el: AltchaElement | null = null;
    void import('./altcha').then(({ setStrings }) => {
      if (cancelled || !host.current) return;
      setStrings(language, JSON.parse(stringsKey) as Record<string, string>);
      el = document.createElement('altcha-widget') as AltchaElement;
      el.addEventListener('load', () => {
        el?.configure({
          // The path is only a name here: the app's fetchChallenge gets the challenge (its own API client).
          challenge: `${location.origin}/captcha-challenge`,
          fetch: async () =>
            new Response(JSON.stringify(await latest.current.fetchChallenge()), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
          language,
          hideLogo: true,
          hideFooter: true,
          humanInteractionSignature: false,
          type: 'checkbox',
          display: 'standard',
          minDuration: 300,
          workers: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)),
        });
        loaded.current = true;
        setReady(true);
        // One solve, started here rather than by the widget's `auto: 'onload'`, which could start a second one while
        // the first was still running (two challenges fetched, and the first solution superseded right after it was
        // reported).
        el?.verify();
      });
      el.addEventListener('statechange', (e) => {
        // A removed widget may still finish a solve it had started: its result belongs to no form any more.
        if (cancelled) return;
        const d = (e as CustomEvent<{ state: string; payload: string | null }>).detail;
        latest.current.onChange(d.state === 'verified' && d.payload ? d.payload : null);
      });
      host.current.appendChild(el);
      widget.current = el;
    });
    return () => {
      cancelled = true;
      // Stops its workers (reset aborts the running solve) before it leaves the page.
      if (loaded.current) el?.reset();
      el?.remove();
      widget.current = null;
      loaded.current = false;
      setReady(false);
    };
  }, [language, stringsKey]);

  // A new challenge when the form asks for one (the last solution was used or refused).
  const seenRenew = useRef(renewKey);
  useEffect(() => {
    if (renewKey === seenRenew.current) return;
    seenRenew.current = renewKey;
    latest.current.onChange(null);
    // Its methods exist once the widget has loaded; before that it solves a fresh challenge when it does.
    const el = widget.current;
    if (!el || !loaded.current) return;
    el.reset();
    el.verify();
  }, [renewKey]);

  return (
    <div className={fieldStyles.root}>
      <FieldLabel id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <div
        role="group"
        id={ids.control}
        aria-labelledby={ids.label}
        aria-describedby={joinIds(error && ids.error)}
        aria-busy={!ready || undefined}
        className={styles.widget}
        ref={host}
      />
      <FieldMessages error={error} errorId={ids.error} hintId={ids.hint} />
    </div>
  );
}
