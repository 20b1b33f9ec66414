import { useState } from 'react';
import * as memberRoutes from '@playdeck/api-client/routes/member';
import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type { LoginResult, MemberInfo } from '@playdeck/api-client';
import { CaptchaField } from '@playdeck/ui';
import { ApiError, apiFetch } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { knownPasswordAtom, markFirstLogin } from '../../shared/popups/handoff';
import { useSetToken } from '../../shared/session/session';
import { authMessages } from './messages';

/**
 * The login captcha (spec 4 "Login"): hidden until a failed login asks for it (`CAPTCHA_REQUIRED` or
 * `value.captcha === true`); once shown, every later failure clears the answer and loads a new image.
 * @returns `shown`, the `answer` to send, the `field` to render (null while hidden) and `afterFailure(err)`.
 */
export function useLoginCaptcha() {
  const intl = useIntl();
  const captcha = useCaptcha();
  const [answer, setAnswer] = useState('');
  const [shown, setShown] = useState(false);
  const afterFailure = (err: unknown) => {
    const wantsCaptcha =
      err instanceof ApiError &&
      (err.errorCode === 'CAPTCHA_REQUIRED' ||
        (err.value as { captcha?: boolean } | undefined)?.captcha === true);
    if (wantsCaptcha || shown) {
      setShown(true);
      setAnswer('');
      void captcha.refresh();
    }
  };
  const field = shown ? (
    <CaptchaField
      label={intl.formatMessage(authMessages.captcha)}
      name="captcha"
      autoComplete="off"
      required
      src={captcha.src}
      loading={captcha.loading}
      onRefresh={() => void captcha.refresh()}
      value={answer}
      onChange={(e) => setAnswer(e.target.value)}
    />
  ) : null;
  return { shown, answer, field, afterFailure };
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
