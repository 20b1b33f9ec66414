import { forwardRef, useRef } from 'react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';
import { messages } from './messages';
import * as styles from './CaptchaField.css';

/** Minimum time between two accepted captcha refreshes, in ms (spec 4 and 9: "Captcha refresh at most once per second"). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

export interface CaptchaFieldProps extends Omit<
  TextFieldProps,
  'multiline' | 'rows' | 'type' | 'endAdornment' | 'showCounter' | 'src'
> {
  /** The captcha image: a data URI (the server's base64 `value`, spec 3 "Captcha result") or a URL. */
  src?: string | null;
  /**
   * Asks for a new image; called when the player presses the image, at most once per
   * CAPTCHA_REFRESH_THROTTLE_MS (1000 ms): presses within 1000 ms of the last accepted one are ignored.
   */
  onRefresh?: () => void;
  /** A new image is on its way: shows a spinner over the image, reports aria-busy and ignores presses. */
  loading?: boolean;
}

/**
 * The answer field of a captcha (login after a failed attempt, feedback: spec 2 and 4) with the captcha image beside
 * it; the image is a button that loads a new one. Takes every TextField input prop; the ref points at the input.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { src, onRefresh, loading = false, autoComplete = 'off', ...rest },
  ref,
) {
  const intl = useIntl();
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);

  const refresh = () => {
    const now = Date.now();
    if (loading || now - lastRefresh.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    onRefresh?.();
  };

  const button = (
    <button
      type="button"
      className={styles.refresh}
      aria-label={intl.formatMessage(messages.refresh)}
      aria-busy={loading || undefined}
      disabled={rest.disabled}
      onClick={refresh}
    >
      {src ? (
        <img
          src={src}
          alt={intl.formatMessage(messages.image)}
          className={loading ? `${styles.image} ${styles.imageLoading}` : styles.image}
        />
      ) : (
        <RefreshIcon />
      )}
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size="sm" label={null} />
        </span>
      ) : null}
    </button>
  );

  return (
    <TextField
      {...rest}
      ref={ref as Ref<HTMLInputElement | HTMLTextAreaElement>}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={button}
    />
  );
});

/** Shown in place of the image until there is one (a failed or not yet requested captcha). */
function RefreshIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
    </svg>
  );
}
