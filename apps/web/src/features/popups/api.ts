/**
 * Server calls of the popups (spec 7): password reset by email (form POST) and by phone, SMS code, change password,
 * feedback, captcha, help centre, announcements, notices, public popups. Errors are the wrapper's `ApiError`.
 */
import useSWR from 'swr';
import type { LoginResult } from '@playdeck/api-client';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { useToken } from '../../shared/session/session';
import type { FeedbackType } from './rules';

/** An announcement, notice or public popup as the content calls answer (`createdAt` ISO 8601 UTC). */
export interface ContentItem {
  id: string;
  type: string;
  title: string;
  content: string;
  execution: string;
  createdAt: string;
}

/** A help centre item (`GET /wps/system/helpCenter`). */
export interface HelpItem {
  id: string;
  title: string;
  content: string;
}

/** `POST /wps/member/password/email` (form-encoded). Resolves the same whether or not the account exists (D3). */
export function forgotByEmail(username: string, email: string): Promise<null> {
  return apiFetch<null>('/wps/member/password/email', {
    method: 'POST',
    form: true,
    body: { username, email },
  });
}

/**
 * `POST /wps/member/password/email/confirm`: completes an email reset with the link's token (single use, 30 minutes).
 * @throws TICKET_INVALID (used or expired link), PASSWORD_FORMAT, CONFIRM_PASSWORD
 */
export function confirmEmailReset(body: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> {
  return apiFetch<null>('/wps/member/password/email/confirm', { method: 'POST', body });
}

/** `POST /wps/verification/sms/noLogin` (reset code). @returns countdown seconds (expiredMinutes x 60, spec 4). */
export async function sendResetSms(mobileNum: string, countryDialingCode: string): Promise<number> {
  const v = await apiFetch<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { mobileNum, countryDialingCode },
  });
  return (v.expiredMinutes || 1) * 60;
}

/** `POST /wps/member/password/verification`: sets the new password and logs in (returns the session token). */
export function resetByPhone(body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<LoginResult> {
  return apiFetch<LoginResult>('/wps/member/password/verification', { method: 'POST', body });
}

/** `POST /wps/member/password` (token). @throws PASSWORD_INCORRECT, PASSWORD_FORMAT, CONFIRM_PASSWORD, TRIAL_FORBIDDEN */
export function changePassword(body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> {
  return apiFetch<null>('/wps/member/password', { method: 'POST', body });
}

/** `PUT /wps/feedback` (content trimmed 20-200, type, captcha; sender from the session). */
export function sendFeedback(body: { content: string; type: FeedbackType; captcha: string }): Promise<null> {
  return apiFetch<null>('/wps/feedback', { method: 'PUT', body });
}

/** Help centre items in `lang` (device WEB). */
export function useHelpCenter(lang: string) {
  return useSWR<HelpItem[]>(['/wps/system/helpCenter', { lang, device: 'WEB' }] as const, swrFetcher);
}

/** Announcements for the caller's audience (platform W; the server answers execution B to visitors). */
export function useAnnouncements(lang: string) {
  const token = useToken();
  return useSWR<ContentItem[]>(
    ['/wps/content/announcements', { platform: 'W', lang, auth: token ? '1' : '0' }] as const,
    ([path, q]: readonly [string, Record<string, string>]) =>
      apiFetch<ContentItem[]>(path, { query: { platform: q.platform, lang: q.lang } }),
  );
}

/** Notices (title, time, content). */
export function useNotices(lang: string) {
  return useSWR<ContentItem[]>(
    ['/wps/content/notices', { lang }] as const,
    ([path]: readonly [string, unknown]) => apiFetch<ContentItem[]>(path),
  );
}

/** Public popups for the caller's audience (A and F for members, B for visitors); null key pauses the call. */
export function usePublicPopups(enabled: boolean, audienceKey: string) {
  return useSWR<ContentItem[]>(
    enabled ? (['/wps/content/popups', { audienceKey }] as const) : null,
    ([path]: readonly [string, unknown]) => apiFetch<ContentItem[]>(path),
  );
}
