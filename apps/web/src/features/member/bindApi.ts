/**
 * Mobile and email binding calls of securityCenter (apps/server/src/domain/member/bind.ts, `@playdeck/api-client/bind`).
 * Every call needs the session token; failures throw ApiError with the server's localised message.
 */
import { member } from '@playdeck/api-client/routes/member';
import useSWR, { useSWRConfig } from 'swr';
import type { BindStatusValue } from '@playdeck/api-client/bind';
import { apiFetch, swrFetcher } from '../../shared/api/client';

/** SWR key of the bind status. */
export const BIND_STATUS_KEY = member.bindStatus.path;

/** What is bound (masked) and verified: `GET /wps/member/bind`. */
export function useBindStatus() {
  return useSWR<BindStatusValue>(BIND_STATUS_KEY, swrFetcher);
}

/**
 * Sends a code to the number to bind (`POST /wps/member/bind/mobile/code`).
 * @param countryDialingCode with or without "+"
 * @returns the countdown in seconds (expiredMinutes x 60)
 * @throws ApiError: PHONE_INVALID, PHONE_MISSING, MOBILE_TAKEN, SMS_RESEND_TOO_SOON, SMS_TOO_MANY_REQUESTS, ...
 */
export async function sendBindMobileCode(mobileNum: string, countryDialingCode: string): Promise<number> {
  const { expiredMinutes } = await apiFetch(member.bindMobileCode, {
    body: { mobileNum, countryDialingCode },
  });
  return expiredMinutes * 60;
}

/** Sends a code to the address to bind (`POST /wps/member/bind/email/code`); the countdown in seconds. */
export async function sendBindEmailCode(email: string): Promise<number> {
  const { expiredMinutes } = await apiFetch(member.bindEmailCode, {
    body: { email },
  });
  return expiredMinutes * 60;
}

/** Binding calls that update the cached status with the server's answer. */
export function useBind() {
  const { mutate } = useSWRConfig();
  const store = (value: BindStatusValue) => mutate(BIND_STATUS_KEY, value, { revalidate: false });
  return {
    /**
     * `POST /wps/member/bind/mobile` with the login password (docs/decisions.md D6).
     * @throws ApiError PASSWORD_INCORRECT, PASSWORD_LOCKED, SMS_CODE_INVALID, SMS_CODE_EXPIRED, MOBILE_TAKEN, ...
     */
    mobile: async (
      mobileNum: string,
      countryDialingCode: string,
      verificationCode: string,
      password: string,
    ) =>
      store(
        await apiFetch(member.bindMobile, {
          body: { mobileNum, countryDialingCode, verificationCode, password },
        }),
      ),
    /**
     * `POST /wps/member/bind/email` with the login password (D6).
     * @throws ApiError PASSWORD_INCORRECT, PASSWORD_LOCKED, SMS_CODE_INVALID, SMS_CODE_EXPIRED, EMAIL_FORMAT, ...
     */
    email: async (email: string, verificationCode: string, password: string) =>
      store(
        await apiFetch(member.bindEmail, {
          body: { email, verificationCode, password },
        }),
      ),
  };
}
