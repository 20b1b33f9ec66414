/** Session and registration calls of spec 7 used by the login and register popups. */
import { member } from '@playdeck/api-client/routes/member';
import { session } from '@playdeck/api-client/routes/session';
import { sms } from '@playdeck/api-client/routes/sms';
import type { LoginBody, LoginResult, RegisterBody } from '@playdeck/api-client';
import { apiFetch } from '../../shared/api/client';

/** `POST /wps/session/login` (spec 7; plain JSON while the brand's encryption policy allows it, D13). */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiFetch(session.login, { body });
}

/**
 * `POST /wps/verification/sms/noLogin` (login code). `captcha`: the solved payload, needed only past the brand's
 * country cap (CAPTCHA_REQUIRED otherwise). @returns countdown seconds (expiredMinutes x 60, spec 4).
 */
export async function sendLoginSms(
  mobileNum: string,
  countryDialingCode: string,
  captcha = '',
): Promise<number> {
  const v = await apiFetch(sms.sendNoLogin, {
    body: { mobileNum, countryDialingCode, ...(captcha ? { captcha } : {}) },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `POST /wps/verification/sms/register`; `captcha` as for sendLoginSms. @returns countdown seconds. */
export async function sendRegisterSms(
  mobileNo: string,
  countryDialingCode: string,
  captcha = '',
): Promise<number> {
  const v = await apiFetch(sms.sendRegister, {
    body: { mobileNo, countryDialingCode, ...(captcha ? { captcha } : {}) },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `PUT /wps/member/register` or `/wps/member/register/mobile` (spec 7). */
export function register(
  method: 'username' | 'mobile',
  body: RegisterBody & { registerMethod?: 'WEB' },
): Promise<LoginResult> {
  return apiFetch(method === 'mobile' ? member.registerMobile : member.register, { body });
}

/**
 * `POST /wps/session/login/freeplay` (spec 7: os, platform W, a random string, gateway version 3): a new trial member
 * (spec 6 trial type) with the brand's trial funds, logged in. @throws FEATURE_DISABLED (FREEPLAY3 off), RATE_LIMITED
 */
export function freePlay(): Promise<LoginResult> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return apiFetch(session.freeplay, {
    body: { os: navigator.platform.slice(0, 32) || 'web', platform: 'W', random, gatewayVersion: 3 },
  });
}
