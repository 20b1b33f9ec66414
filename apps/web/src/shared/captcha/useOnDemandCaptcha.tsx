import { useState } from 'react';
import { CaptchaField } from '@playdeck/ui';
import { useCaptcha, wantsCaptcha } from './useCaptcha';

/**
 * A captcha the server asks for on demand (docs/decisions.md D23): login after failures (spec 4 "Login"), SMS sends
 * past the brand's hourly country cap. Hidden until an answer says a captcha is needed (`CAPTCHA_*`, or
 * `value.captcha === true`), then the proof-of-work widget stays on screen and solves before the next attempt, and is
 * renewed after every answer to an attempt that carried it (a solution is single use).
 * @param label visible name of the field
 * @param needed where "shown" is kept when it must outlive the form (the login forms share it); local state otherwise
 * @returns `shown`; `answer` (the solved payload, '' while solving or hidden); `field` (null while hidden);
 *   `afterAnswer(err?)` to call after each answer of the protected call (an error, or nothing on success).
 */
export function useOnDemandCaptcha(label: string, needed?: [boolean, (shown: boolean) => void]) {
  const local = useState(false);
  const [shown, setShown] = needed ?? local;
  const captcha = useCaptcha();
  const afterAnswer = (err?: unknown) => {
    if (err !== undefined && wantsCaptcha(err)) setShown(true);
    if (shown) captcha.renew();
  };
  const field = shown ? <CaptchaField label={label} required {...captcha.fieldProps} /> : null;
  return { shown, answer: shown ? (captcha.payload ?? '') : '', field, afterAnswer };
}
