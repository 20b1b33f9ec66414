import { useCallback, useEffect, useState } from 'react';
import * as captcha from '@playdeck/api-client/routes/captcha';
import { apiFetch } from '../api/client';

/** `GET /wps/captcha` (spec 7): a new captcha image as a data URL; its answer is single use on the server. */
export function fetchCaptcha(): Promise<string> {
  return apiFetch(captcha.image);
}

/**
 * Captcha image state for a form: `src` (data URL, null before the first image or after a failure), `loading`, and
 * `refresh()` to load another (the ui CaptchaField throttles presses to one per second, spec 4 and 9).
 * @param loadOnMount load the first image at once (feedback, register); the login form loads one only when the
 *   server asks for a captcha.
 */
export function useCaptcha({ loadOnMount = false }: { loadOnMount?: boolean } = {}) {
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setSrc(await fetchCaptcha());
    } catch {
      setSrc(null);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (loadOnMount) void refresh();
  }, [loadOnMount, refresh]);
  return { src, loading, refresh };
}
