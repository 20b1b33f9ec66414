/** Session and registration calls of spec 7 used by the login and register popups. */
import type { LoginBody, LoginResult, RegisterBody } from '@playdeck/api-client';
import { apiFetch } from '../../shared/api/client';

/** `POST /wps/session/login` (spec 7; plain JSON while the brand's encryption policy allows it, D13). */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiFetch<LoginResult>('/wps/session/login', { method: 'POST', body });
}

/** `POST /wps/verification/sms/noLogin` (login code). @returns countdown seconds (expiredMinutes x 60, spec 4). */
export async function sendLoginSms(mobileNum: string, countryDialingCode: string): Promise<number> {
  const v = await apiFetch<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { mobileNum, countryDialingCode },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `POST /wps/verification/sms/register`. @returns countdown seconds. */
export async function sendRegisterSms(mobileNo: string, countryDialingCode: string): Promise<number> {
  const v = await apiFetch<{ expiredMinutes: number }>('/wps/verification/sms/register', {
    method: 'POST',
    body: { mobileNo, countryDialingCode },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `PUT /wps/member/register` or `/wps/member/register/mobile` (spec 7). */
export function register(
  method: 'username' | 'mobile',
  body: RegisterBody & { registerMethod?: 'WEB' },
): Promise<LoginResult> {
  return apiFetch<LoginResult>(method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
    method: 'PUT',
    body,
  });
}
