import { useCallback, useState } from 'react';
import { captcha } from '@playdeck/api-client/routes/captcha';
import { ApiError, apiFetch } from '../api/client';

/**
 * `GET /wps/captcha` (spec 7; docs/decisions.md D23): a new proof-of-work challenge for the captcha widget; its
 * solution is accepted once by the server.
 */
export function fetchChallenge(): Promise<unknown> {
  return apiFetch(captcha.challenge);
}

/**
 * Captcha state for a form, to spread into the ui CaptchaField with `fieldProps`: `payload` (the solved payload to
 * send as `captcha`, null while the widget is solving or has none) and `renew()`, to call after the server answered a
 * submission that carried it (a solution is single use, and a refused one is spent too).
 */
export function useCaptcha() {
  const [payload, setPayload] = useState<string | null>(null);
  const [renewKey, setRenewKey] = useState(0);
  const renew = useCallback(() => {
    setPayload(null);
    setRenewKey((k) => k + 1);
  }, []);
  return {
    payload,
    renew,
    fieldProps: { fetchChallenge, onChange: setPayload, renewKey },
  };
}

/** Whether a failed call asks for the captcha (`CAPTCHA_*` codes, or `value.captcha === true`). */
export function wantsCaptcha(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    (err.errorCode.startsWith('CAPTCHA_') ||
      (err.value as { captcha?: boolean } | undefined)?.captcha === true)
  );
}
