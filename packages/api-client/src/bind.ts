/**
 * Binding and verifying the member's mobile number and email address (spec 2 "Member center pages": securityCenter
 * "my account ... bind/verify phone and email"; spec 7 lists no paths for them, so they follow the member area's
 * `/wps/member/...` naming). Shared by the server (request validation) and the web (types).
 *
 * Calls (all need the session token; trial members get 403 TRIAL_FORBIDDEN, spec 6):
 * - `GET /wps/member/bind` -> {@link BindStatusValue}
 * - `POST /wps/member/bind/mobile/code` {@link BindMobileCodeBody} -> `{ expiredMinutes }` (SMS to the new number)
 * - `POST /wps/member/bind/mobile` {@link BindMobileBody} -> {@link BindStatusValue}
 * - `POST /wps/member/bind/email/code` {@link BindEmailCodeBody} -> `{ expiredMinutes }` (code mailed to the address)
 * - `POST /wps/member/bind/email` {@link BindEmailBody} -> {@link BindStatusValue}
 */
import { Type, type Static } from 'typebox';

/**
 * What is bound: numbers and addresses masked for display (`+880 17******78`, `pl***@example.com`), null when none;
 * `...Verified` true once confirmed by a code.
 */
export const BindStatusValue = Type.Object({
  mobile: Type.Union([Type.String(), Type.Null()]),
  mobileVerified: Type.Boolean(),
  email: Type.Union([Type.String(), Type.Null()]),
  emailVerified: Type.Boolean(),
});
export type BindStatusValue = Static<typeof BindStatusValue>;

/** The number to bind: national digits plus a dialing code with or without "+" (brand's countries only). */
export const BindMobileCodeBody = Type.Object({
  mobileNum: Type.String({ maxLength: 32 }),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 6 })),
});
export type BindMobileCodeBody = Static<typeof BindMobileCodeBody>;

/**
 * The number again with the 6-digit code the SMS carried, and the member's login password (docs/decisions.md D6: a session
 * token alone never changes a phone or an address).
 */
export const BindMobileBody = Type.Object({
  mobileNum: Type.String({ maxLength: 32 }),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 6 })),
  verificationCode: Type.String({ maxLength: 16 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type BindMobileBody = Static<typeof BindMobileBody>;

/** The address to bind (at most 254 characters). */
export const BindEmailCodeBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type BindEmailCodeBody = Static<typeof BindEmailCodeBody>;

/** The address again with the 6-digit code the email carried, and the login password (D6). */
export const BindEmailBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  verificationCode: Type.String({ maxLength: 16 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type BindEmailBody = Static<typeof BindEmailBody>;
