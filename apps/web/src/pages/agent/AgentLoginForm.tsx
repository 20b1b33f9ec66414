import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@playdeck/ui';
import { login } from '../../features/auth/api';
import { errorText } from '../../features/auth/errorText';
import { validateLogin } from '../../features/auth/loginValidation';
import { authMessages } from '../../features/auth/messages';
import { CredentialFields } from '../../features/auth/CredentialFields';
import { useCompleteLogin, useLoginCaptcha } from '../../features/auth/useLoginFlow';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import type { LoginBody, LoginResult, TwoFactorValue } from '@playdeck/api-client';
import { LoginTwoFactor, twoFactorBody, twoFactorOf } from '../../features/auth/TwoFactorStep';

/**
 * The agent login form of /agent (spec 2 "Agent landing page: ... a login form"; spec 4 "Login"; spec 6 "'Non-agents
 * cannot log in' on the agent side"): username and password, the captcha when the server flags it (same rules and
 * pieces as the player login popup), and `agentSide: true` so the SERVER refuses non-agent accounts (AGENT_ONLY,
 * its localised message shown here, no session created). On success the token is stored and the agent goes to
 * /agentHome (route replaced); a forced password change (docs/decisions.md D2) then opens the change-password popup there
 * (the app's forced-change watcher, as after a player login). A login from a new address goes on to the two-factor
 * step (spec 4), as in the player popup.
 */
export function AgentLoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const captcha = useLoginCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState<{ value: TwoFactorValue; body: LoginBody } | null>(null);

  const finish = async (result: LoginResult, body: LoginBody) => {
    captcha.afterSuccess();
    await completeLogin(result, body.password);
    navigate('/agentHome', { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateLogin(
      { username, password, mobileNum: '', code: '', captcha: captcha.answer },
      'username',
      captcha.shown,
    );
    if (invalid) {
      setError(intl.formatMessage(invalid));
      return;
    }
    setError(null);
    setBusy(true);
    const body: LoginBody = {
      username: username.trim(),
      password,
      type: 'username',
      agentSide: true,
      ...(captcha.shown ? { captcha: captcha.answer } : {}),
    };
    try {
      await finish(await login(body), body);
    } catch (err) {
      const step = twoFactorOf(err);
      if (step) {
        captcha.afterSuccess();
        setTwoFactor({ value: step, body: twoFactorBody(body, step) });
      } else {
        setError(errorText(intl, err));
        captcha.afterFailure(err);
      }
    } finally {
      setBusy(false);
    }
  };

  if (twoFactor)
    return (
      <LoginTwoFactor
        value={twoFactor.value}
        body={twoFactor.body}
        onLoggedIn={finish}
        onBack={() => setTwoFactor(null)}
      />
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
        <CredentialFields
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
        />
        {captcha.field}
        <FormSubmit error={error} busy={busy}>
          <FormattedMessage {...authMessages.submit} />
        </FormSubmit>
      </Stack>
    </form>
  );
}
