/**
 * Shapes of the social login calls (whitelabel SOCIALLOGIN3; docs/architecture.md "Social login"). The login itself is
 * two top-level navigations, not API calls: `GET /wps/session/social/<google|facebook>/start?returnTo=<site path>`
 * redirects to the provider, and the provider's redirect to `.../callback` lands either on `<returnTo>?ticket=<one-time
 * login ticket>` (a linked account; D1) or on `/social` (an unknown provider account, held for this browser in an
 * HttpOnly cookie for 15 minutes), or on `/?social=failed`. The calls below complete a pending sign-in.
 */
import { Type, type Static } from 'typebox';
import { LoginBody } from './schemas.ts';

/** The providers with a button (whitelabel socialGoogle / socialFacebook). */
export const SocialProvider = Type.Union([Type.Literal('google'), Type.Literal('facebook')]);
export type SocialProvider = Static<typeof SocialProvider>;

/** The pending social sign-in of this browser: the provider and the e-mail it gave (null when none). */
export const SocialPendingValue = Type.Object({
  provider: SocialProvider,
  email: Type.Union([Type.String(), Type.Null()]),
});
export type SocialPendingValue = Static<typeof SocialPendingValue>;

/**
 * Link the pending provider account to an existing account: the account's username and password, as a login (with
 * `captcha`, and the new-address two-factor step's `twoFactorChannel`, `twoFactorTicket`, `twoFactorCode` and
 * `trustDevice`, when the login asks for them: the login body's fields). Answers the login result.
 * Errors: SOCIAL_PENDING_INVALID 400, SOCIAL_ALREADY_LINKED 409, and the login's (LOGIN_FAILED, ACCOUNT_LOCKED,
 * CAPTCHA_REQUIRED, TWO_FACTOR_REQUIRED, ...).
 */
export const SocialLinkBody = Type.Pick(LoginBody, [
  'username',
  'password',
  'captcha',
  'twoFactorCode',
  'twoFactorChannel',
  'twoFactorTicket',
  'trustDevice',
]);
export type SocialLinkBody = Static<typeof SocialLinkBody>;

/** How the account of a social sign-in is registered: the brand's username or mobile registration (default username). */
export const SocialRegisterQuery = Type.Object({
  mode: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
});
export type SocialRegisterQuery = Static<typeof SocialRegisterQuery>;
