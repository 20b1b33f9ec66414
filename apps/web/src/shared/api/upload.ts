import type { Envelope } from '@playdeck/api-client';
import { ApiError, apiHeaders } from './client';

/**
 * Sends one file's raw bytes (its own Content-Type, e.g. image/png) to `url` with the session's headers, as the proof
 * uploads of withdrawals and promotion applications do (the server checks type and size again), and answers the
 * envelope's value. Waits up to 60 s (a phone on a slow network sending up to 5 MB).
 * @throws ApiError with the server's code and message (PROOF_NOT_IMAGE, BODY_TOO_LARGE, ...), NETWORK when nothing
 *   came back, BAD_RESPONSE when the answer was not an envelope
 */
export async function uploadFile<T>(url: string, method: string, file: Blob): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { ...apiHeaders(), 'Content-Type': file.type },
      body: file,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError('BAD_RESPONSE', '', res.status);
  }
  if (env.success) return env.value;
  throw new ApiError(env.errorCode, env.message, res.status, env.value);
}
