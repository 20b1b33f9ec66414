/**
 * Typed fetchers for the web app. Each resolves to the envelope (never throws on an API error: the caller reads
 * `success`, `errorCode`, `message`); a network failure rejects. Headers: `Merchant`, `Language`, `Authorization`.
 */
import type { Static } from 'typebox';
import type { Envelope } from './envelope.ts';
import type * as S from './schemas.ts';

export interface ClientOptions {
  /** Origin, '' for same origin. */
  baseUrl?: string;
  merchant?: string;
  language?: () => string | undefined;
  token?: () => string | undefined;
  fetch?: typeof fetch;
}

type Body = Record<string, unknown> | undefined;

/** Builds the typed client. */
export function createClient(options: ClientOptions = {}) {
  const f = options.fetch ?? fetch;
  async function call<T>(method: string, path: string, body?: Body, form = false): Promise<Envelope<T>> {
    const headers: Record<string, string> = {};
    if (options.merchant) headers['Merchant'] = options.merchant;
    const lang = options.language?.();
    if (lang) headers['Language'] = lang;
    const token = options.token?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      if (form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const res = await f(`${options.baseUrl ?? ''}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
    return (await res.json()) as Envelope<T>;
  }
  const q = (o: Record<string, string | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(o)) if (v !== undefined) p.set(k, v);
    const s = p.toString();
    return s ? `?${s}` : '';
  };
  return {
    call,
    systemStatus: () => call<Static<typeof S.SystemStatusSchema>>('GET', '/wps/system/status'),
    whitelabel: () => call<S.WhitelabelNode[]>('GET', '/wps/system/whitelabel'),
    registerSettings: () => call<S.RegisterSettings>('GET', '/wps/system/setting/register'),
    domainRoute: () => call<Array<{ domain: string; path: string }>>('GET', '/wps/system/domainRoute'),
    helpCenter: (lang?: string) =>
      call<Array<Static<typeof S.HelpCenterItem>>>(
        'GET',
        `/wps/system/helpCenter${q({ lang, device: 'WEB' })}`,
      ),
    publicKey: () => call<Static<typeof S.PublicKeyValue>>('GET', '/wps/crypto/publicKey'),
    captcha: () => call<string>('GET', '/wps/captcha'),
    login: (body: S.LoginBody | { jwe: string }) => call<S.LoginResult>('POST', '/wps/session/login', body),
    loginFreeplay: (body: Static<typeof S.FreeplayBody> = {}) =>
      call<S.LoginResult>('POST', '/wps/session/login/freeplay', body),
    logout: () => call<null>('DELETE', '/wps/session/logout'),
    createTicket: () => call<Static<typeof S.TicketValue>>('POST', '/wps/session/ticket'),
    exchangeTicket: (ticket: string) =>
      call<S.LoginResult>('POST', '/wps/session/ticket/exchange', { ticket }),
    smsNoLogin: (body: Static<typeof S.SmsNoLoginBody>) =>
      call<Static<typeof S.SmsValue>>('POST', '/wps/verification/sms/noLogin', body),
    smsRegister: (body: Static<typeof S.SmsRegisterBody>) =>
      call<Static<typeof S.SmsValue>>('POST', '/wps/verification/sms/register', body),
    register: (body: S.RegisterBody | { jwe: string }) =>
      call<S.LoginResult>('PUT', '/wps/member/register', body),
    registerMobile: (body: S.RegisterBody | { jwe: string }) =>
      call<S.LoginResult>('PUT', '/wps/member/register/mobile', body),
    affiliate: (code: string, domain?: string) =>
      call<{ valid: boolean }>('GET', `/wps/agent/affiliate${q({ code, domain })}`),
    memberInfo: () => call<S.MemberInfo>('GET', '/wps/member/info'),
    memberIcon: () => call<{ icon: string }>('GET', '/wps/member/info/icon'),
    changePassword: (body: Static<typeof S.ChangePasswordBody> | { jwe: string }) =>
      call<null>('POST', '/wps/member/password', body),
    forgotByEmail: (body: Static<typeof S.ForgotEmailBody>) =>
      call<null>('POST', '/wps/member/password/email', body, true),
    resetByPhone: (body: Static<typeof S.ResetByPhoneBody> | { jwe: string }) =>
      call<S.LoginResult>('POST', '/wps/member/password/verification', body),
    updateLanguage: (language: string) => call<null>('POST', '/wps/member/language', { language }),
    consolidated: () =>
      call<Static<typeof S.ConsolidatedValue>>('GET', '/wps/member/info/funds/consolidated'),
    balance: () => call<Static<typeof S.BalanceValue>>('GET', '/wps/v2/wallets/balance'),
    announcements: (query: { type?: string; execution?: string; lang?: string } = {}) =>
      call<Array<Static<typeof S.Announcement>>>(
        'GET',
        `/wps/content/announcements${q({ ...query, platform: 'W' })}`,
      ),
    notices: () => call<Array<Static<typeof S.Announcement>>>('GET', '/wps/content/notices'),
    banners: (group?: string) =>
      call<Array<Static<typeof S.Banner>>>('GET', `/wps/content/banners${q({ group })}`),
    popups: () => call<Array<Static<typeof S.Announcement>>>('GET', '/wps/content/popups'),
    /** Promotions centre: categories and the promotions not ended, in `lang` (else the Language header). */
    promotions: (query: { lang?: string; categoryId?: string } = {}) =>
      call<S.PromotionsValue>('GET', `/wps/content/promotions${q(query)}`),
    feedback: (body: Static<typeof S.FeedbackBody>) => call<null>('PUT', '/wps/feedback', body),
  };
}

/** The client's type. */
export type PlaydeckClient = ReturnType<typeof createClient>;
