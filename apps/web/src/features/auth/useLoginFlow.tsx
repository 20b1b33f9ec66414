import { member as memberRoutes } from '@playdeck/api-client/routes/member';
import { useIntl } from 'react-intl';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type { LoginResult, MemberInfo } from '@playdeck/api-client';
import { apiFetch } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { useOnDemandCaptcha } from '../../shared/captcha/useOnDemandCaptcha';
import { knownPasswordAtom, markFirstLogin } from '../../shared/popups/handoff';
import { useSetToken } from '../../shared/session/session';
import { authMessages } from './messages';

/**
 * The login captcha is needed (the server said so: a refusal with `CAPTCHA_*` or a failed login flagged
 * `value.captcha`). Kept for the page's life, so a login popup or agent form opened again shows the widget before the
 * first attempt instead of being refused first; cleared by a successful login.
 */
export const loginCaptchaNeededAtom = atom(false);

/**
 * The login captcha (spec 4 "Login"; docs/decisions.md D23): hidden until the server asks for it, then the
 * proof-of-work widget, shown before the next attempt (the failed login's `value.captcha` says the next one needs it)
 * and renewed after every answer (a solution is single use).
 * @returns `shown`, the `answer` to send (the solved payload, '' while solving), the `field` to render (null while
 *   hidden), `afterFailure(err)` and `afterSuccess()`.
 */
export function useLoginCaptcha() {
  const intl = useIntl();
  const [needed, setNeeded] = useAtom(loginCaptchaNeededAtom);
  const captcha = useOnDemandCaptcha(intl.formatMessage(authMessages.captcha), [needed, setNeeded]);
  return {
    shown: captcha.shown,
    answer: captcha.answer,
    field: captcha.field,
    afterFailure: (err: unknown) => captcha.afterAnswer(err),
    afterSuccess: () => setNeeded(false),
  };
}

/**
 * What follows a successful login (spec 4 "Login"), for the player popup and the agent form: the token is stored, the
 * hand-offs to the popups that follow are set (first login adds public popups of execution F; a forced change keeps
 * the just-typed password in memory so the change-password popup can hide the old-password field), and the member
 * info is loaded into the cache.
 * @returns a function of the login result and the typed password (undefined for an sms login) giving the member info,
 *   or undefined when it could not be loaded.
 */
export function useCompleteLogin() {
  const setToken = useSetToken();
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  const { mutate } = useSWRConfig();
  return async (result: LoginResult, password: string | undefined): Promise<MemberInfo | undefined> => {
    setToken(result.token);
    if (result.firstTimeLogin) markFirstLogin();
    if (password !== undefined && (result.mustChangePassword || result.passwordExpired))
      setKnownPassword(password);
    const member = await apiFetch(memberRoutes.info).catch(() => undefined);
    if (member) await mutate(queryKeys.memberInfo(), member, { revalidate: false });
    return member;
  };
}
