/**
 * Server calls of the popups (spec 7): password reset by email (form POST) and by phone, SMS code, change password,
 * feedback, captcha, help centre, announcements, notices, public popups. Errors are the wrapper's `ApiError`.
 */
import { system } from '@playdeck/api-client/routes/system';
import { content } from '@playdeck/api-client/routes/content';
import { member } from '@playdeck/api-client/routes/member';
import { sms } from '@playdeck/api-client/routes/sms';
import useSWR from 'swr';
import type { LoginResult } from '@playdeck/api-client';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { useToken } from '../../shared/session/session';
import type { FeedbackType } from './formRules';

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
  return apiFetch(member.forgotByEmail, {
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
  return apiFetch(member.resetByEmail, { body });
}

/**
 * `POST /wps/verification/sms/noLogin` (reset code); `captcha`: the solved payload, needed only past the brand's
 * country cap. @returns countdown seconds (expiredMinutes x 60, spec 4).
 */
export async function sendResetSms(
  mobileNum: string,
  countryDialingCode: string,
  captcha = '',
): Promise<number> {
  const v = await apiFetch(sms.sendNoLogin, {
    body: { mobileNum, countryDialingCode, ...(captcha ? { captcha } : {}) },
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
  return apiFetch(member.resetByPhone, { body });
}

/** `POST /wps/member/password` (token). @throws PASSWORD_INCORRECT, PASSWORD_FORMAT, CONFIRM_PASSWORD, TRIAL_FORBIDDEN */
export function changePassword(body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> {
  return apiFetch(member.changePassword, { body });
}

/** `PUT /wps/feedback` (content trimmed within the brand's feedback bounds, type, captcha; sender from the session). */
export function sendFeedback(body: { content: string; type: FeedbackType; captcha: string }): Promise<null> {
  return apiFetch(content.feedback, { body });
}

/** Help centre items in `lang` (device WEB). */
export function useHelpCenter(lang: string) {
  return useSWR<HelpItem[]>([system.helpCenter.path, { lang, device: 'WEB' }] as const, swrFetcher);
}

/** Announcements for the caller's audience (platform W; the server answers execution B to visitors). */
export function useAnnouncements(lang: string) {
  const token = useToken();
  return useSWR<ContentItem[]>(
    [content.announcements.path, { platform: 'W', lang, auth: token ? '1' : '0' }] as const,
    // The `auth` part of the key only separates a member's answer from a visitor's; it is not sent.
    ([path, q]: readonly [string, Record<string, string>]) =>
      swrFetcher<ContentItem[]>([path, { platform: 'W', lang: q.lang }]),
  );
}

/** Notices (title, time, content). */
export function useNotices(lang: string) {
  return useSWR<ContentItem[]>(
    [content.notices.path, { lang }] as const,
    ([path]: readonly [string, unknown]) => swrFetcher<ContentItem[]>(path),
  );
}

/** Public popups for the caller's audience (A and F for members, B for visitors); null key pauses the call. */
export function usePublicPopups(enabled: boolean, audienceKey: string) {
  return useSWR<ContentItem[]>(
    enabled ? ([content.popups.path, { audienceKey }] as const) : null,
    ([path]: readonly [string, unknown]) => swrFetcher<ContentItem[]>(path),
  );
}
