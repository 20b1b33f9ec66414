import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, setApiLanguage } from './client';
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
    await expect(apiFetch('/wps/member/info', { query: { x: 1, y: undefined } })).resolves.toEqual({ a: 1 });
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
    const err = await apiFetch('/wps/session/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
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
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'NETWORK', isNetwork: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>')),
    );
    await expect(apiFetch('/wps/x')).rejects.toMatchObject({ errorCode: 'BAD_RESPONSE' });
  });
});
