import type { Route } from '@playdeck/api-client/route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, onSessionEnded, setApiLanguage } from './client';
import { setMerchant, TOKEN_KEY } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('apiFetch', () => {
  it('sends Merchant, Language, Device WEB and the bearer token, and unwraps value', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { a: 1 } })));
    vi.stubGlobal('fetch', fetch);
    sessionStorage.setItem(TOKEN_KEY, 'abc');
    setMerchant('deshplay');
    setApiLanguage('bn');
    await expect(
      apiFetch(
        { method: 'GET', path: '/wps/member/info' } as Route<{ query: Record<string, number | undefined> }>,
        { query: { x: 1, y: undefined } },
      ),
    ).resolves.toEqual({
      a: 1,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/member/info?x=1');
    expect(init.headers).toMatchObject({
      Merchant: 'deshplay',
      Language: 'bn',
      Device: 'WEB',
      Authorization: 'Bearer abc',
    });
  });

  it('throws ApiError with the server code, message and value for a failure envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              errorCode: 'LOGIN_FAILED',
              message: 'nope',
              value: { captcha: true },
            }),
            { status: 401 },
          ),
      ),
    );
    const err = await apiFetch({ method: 'POST', path: '/wps/session/login' }, { body: {} }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      errorCode: 'LOGIN_FAILED',
      message: 'nope',
      status: 401,
      value: { captcha: true },
    });
  });

  it('reports a network failure as NETWORK and a non-envelope as BAD_RESPONSE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiFetch({ method: 'GET', path: '/wps/x' })).rejects.toMatchObject({
      errorCode: 'NETWORK',
      isNetwork: true,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>')),
    );
    await expect(apiFetch({ method: 'GET', path: '/wps/x' })).rejects.toMatchObject({
      errorCode: 'BAD_RESPONSE',
    });
  });

  it('reports an ended session once per token for 401 NOT_LOGGED_IN, never for a refused login', async () => {
    const answer = (errorCode: string) =>
      new Response(JSON.stringify({ success: false, errorCode, message: 'x' }), { status: 401 });
    const ended = vi.fn();
    const off = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('LOGIN_FAILED')),
    );
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    await apiFetch({ method: 'POST', path: '/wps/session/login' }, { body: {} }).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('NOT_LOGGED_IN')),
    );
    await Promise.all([
      apiFetch({ method: 'GET', path: '/wps/a' }).catch(() => undefined),
      apiFetch({ method: 'GET', path: '/wps/b' }).catch(() => undefined),
    ]);
    await apiFetch({ method: 'GET', path: '/wps/c' }).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    // Without a token a 401 ends nothing (a visitor asking for a member page).
    sessionStorage.clear();
    await apiFetch({ method: 'GET', path: '/wps/d' }).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });
});
