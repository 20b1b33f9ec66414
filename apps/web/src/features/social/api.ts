/**
 * Social login calls of the site (docs/architecture.md "Social login"; shapes and errors in
 * @playdeck/api-client/social): the start URL (a top-level navigation, never a fetch), this browser's pending sign-in
 * (SWR), and the two ways to complete it.
 */
import { session } from '@playdeck/api-client/routes/session';
import useSWR from 'swr';
import type { LoginResult, RegisterBody } from '@playdeck/api-client/schemas';
import type { SocialLinkBody, SocialPendingValue, SocialProvider } from '@playdeck/api-client/social';
import { apiFetch, swrFetcher } from '../../shared/api/client';

/** The URL that starts a login at `provider` and comes back to `returnTo` (a site path). */
export const socialStartUrl = (provider: SocialProvider, returnTo: string) =>
  `/wps/session/social/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;

/** The pending social sign-in of this browser (errors: SOCIAL_PENDING_INVALID when none). */
export const useSocialPending = (enabled: boolean) =>
  useSWR<SocialPendingValue>(enabled ? session.socialPending.path : null, swrFetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

/** Links the pending provider account to an existing account after its password (a login). */
export const linkSocial = (body: SocialLinkBody): Promise<LoginResult> =>
  apiFetch(session.socialLink, { body });

/** Creates an account for the pending provider account (the registration form's `send`). */
export const registerSocial = (
  method: 'username' | 'mobile',
  body: RegisterBody & { registerMethod?: 'WEB' },
): Promise<LoginResult> => apiFetch(session.socialRegister, { query: { mode: method }, body });
