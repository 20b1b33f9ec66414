/** Session and registration calls of spec 7 used by the login and register popups. */
import * as member from '@playdeck/api-client/routes/member';
import * as session from '@playdeck/api-client/routes/session';
import * as sms from '@playdeck/api-client/routes/sms';
import type { LoginBody, LoginResult, RegisterBody } from '@playdeck/api-client';
import { apiFetch } from '../../shared/api/client';

/** `POST /wps/session/login` (spec 7; plain JSON while the brand's encryption policy allows it, D13). */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiFetch(session.login, { body });
}

/** `POST /wps/verification/sms/noLogin` (login code). @returns countdown seconds (expiredMinutes x 60, spec 4). */
export async function sendLoginSms(mobileNum: string, countryDialingCode: string): Promise<number> {
  const v = await apiFetch(sms.sendNoLogin, {
    body: { mobileNum, countryDialingCode },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `POST /wps/verification/sms/register`. @returns countdown seconds. */
export async function sendRegisterSms(mobileNo: string, countryDialingCode: string): Promise<number> {
  const v = await apiFetch(sms.sendRegister, {
    body: { mobileNo, countryDialingCode },
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
