import { ApiError } from '../../shared/api/client';
import { isBlockedCode } from '../protection/blockedCodes';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Checkbox,
  CountdownButton,
  Modal,
  PhoneField,
  Stack,
  Text,
  TextField,
  type PhoneValue,
} from '@playdeck/ui';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { isAgentType, useUserTypes } from '../../shared/session/session';
import { freePlay, login, sendLoginSms } from './api';
import { errorText } from './errorText';
import { validateLogin } from './loginValidation';
import { CredentialFields } from './CredentialFields';
import { authMessages, authValueMessages } from './messages';
import { forgetUsername, loadRememberedUsername, rememberUsername } from './rememberUsername';
import { useCompleteLogin, useLoginCaptcha } from './useLoginFlow';
import { useOnDemandCaptcha } from '../../shared/captcha/useOnDemandCaptcha';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { MethodTabs } from '../../shared/ui/MethodTabs';
import type { LoginBody, LoginResult, TwoFactorValue } from '@playdeck/api-client';
import { LoginTwoFactor, twoFactorBody, twoFactorOf } from './TwoFactorStep';

/** The social login buttons, a chunk of their own (only brands with social login load it). */
const SocialButtons = lazy(() => import('../social/SocialButtons'));

/**
 * The login popup (spec 2 "Login popup", spec 4 "Login"): username and sms tabs (sms only with SMSLOGIN3 and phone
 * countries), remember username (D4: username only, 1 day; the browser keeps the password through `autocomplete`),
 * forgot link, captcha when the server asks for it, terms link, social login buttons (SOCIALLOGIN3), free play
 * (FREEPLAY3), link to register. Errors show the server's message (generic for a wrong login, D3). A login from a new
 * address goes on to the two-factor step (TwoFactorStep). On success the token is stored, the popup closes and the
 * player continues to
 * `?redirect=` (agents to /agentHome).
 */
export default function LoginPopup() {
  const intl = useIntl();
  const brand = useBrand();
  const userTypes = useUserTypes();
  const features = useFeatures();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { close, open } = usePopup();
  const completeLogin = useCompleteLogin();
  const countries = brand.status.info.phoneCountries ?? [];
  const smsOn = features.smsLogin && countries.length > 0;
  const [mode, setMode] = useState<'username' | 'sms'>('username');
  const [username, setUsername] = useState(() => loadRememberedUsername() ?? '');
  const [remember, setRemember] = useState(() => loadRememberedUsername() !== null);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({
    countryDialingCode: countries[0]?.countryDialingCode ?? '',
    nationalNumber: '',
  });
  const [code, setCode] = useState('');
  const captcha = useLoginCaptcha();
  const smsCaptcha = useOnDemandCaptcha(intl.formatMessage(authMessages.captcha));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [trialBusy, setTrialBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState<{ value: TwoFactorValue; body: LoginBody } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateLogin(
      { username, password, mobileNum: phone.nationalNumber, code, captcha: captcha.answer },
      mode,
      captcha.shown,
    );
    if (invalid) {
      setError(intl.formatMessage(invalid));
      return;
    }
    setError(null);
    setBusy(true);
    const body: LoginBody =
      mode === 'username'
        ? {
            username: username.trim(),
            password,
            type: 'username',
            ...(captcha.shown ? { captcha: captcha.answer } : {}),
          }
        : {
            username: phone.nationalNumber,
            password: code.trim(),
            type: 'sms',
            countryDialingCode: phone.countryDialingCode,
            ...(captcha.shown ? { captcha: captcha.answer } : {}),
          };
    try {
      await finish(await login(body), body);
    } catch (err) {
      // Timed out or self-excluded (docs/decisions.md D26): the page that says until when, with help links.
      if (err instanceof ApiError && isBlockedCode(err.errorCode)) {
        navigate('/blocked', { replace: true, state: err.value });
        return;
      }
      const step = twoFactorOf(err);
      // New address (spec 4 "Two-factor step"): the credentials were right; the step asks for a code. The
      // captcha solution was spent, so the step's calls carry the step ticket instead (D28).
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

  /** After a successful login: remember the username, store the session, go where the player was headed. */
  const finish = async (result: LoginResult, body: LoginBody) => {
    if (mode === 'username') {
      if (remember) rememberUsername(username.trim());
      else forgetUsername();
    }
    captcha.afterSuccess();
    const member = await completeLogin(result, body.type === 'username' ? body.password : undefined);
    const redirect = params.get('redirect');
    if (member && isAgentType(member.type, userTypes)) navigate('/agentHome', { replace: true });
    else if (redirect?.startsWith('/') && !redirect.startsWith('//')) navigate(redirect, { replace: true });
    else close();
  };

  /**
   * Free play (FREEPLAY3; spec 4 "Free-play login"): a trial session, its member info loaded, the popup closed and the
   * player on /, where the header shows the trial state.
   */
  const startFreePlay = async () => {
    setError(null);
    setTrialBusy(true);
    try {
      await completeLogin(await freePlay(), undefined);
      navigate('/', { replace: true });
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setTrialBusy(false);
    }
  };

  if (twoFactor) {
    return (
      <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
        <Modal.Content title={<FormattedMessage {...authMessages.loginTitle} />} size="sm">
          <LoginTwoFactor
            value={twoFactor.value}
            body={twoFactor.body}
            onLoggedIn={finish}
            onBack={() => setTwoFactor(null)}
          />
        </Modal.Content>
      </Modal.Root>
    );
  }

  const usernameForm = (
    <Stack gap={3}>
      <CredentialFields
        username={username}
        password={password}
        onUsername={(v) => {
          setUsername(v);
          setError(null);
        }}
        onPassword={(v) => {
          setPassword(v);
          setError(null);
        }}
        mobileToo={features.mobileRegistrationWithPassword}
      />
      {captcha.field}
      <Stack direction="row" justify="between" align="center" wrap>
        <Checkbox
          label={intl.formatMessage(authMessages.remember)}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Button type="button" variant="ghost" size="sm" onClick={() => open('forgotPassword')}>
          <FormattedMessage {...authMessages.forgot} />
        </Button>
      </Stack>
    </Stack>
  );

  const smsForm = (
    <Stack gap={3}>
      <PhoneField
        label={intl.formatMessage(authMessages.mobile)}
        countries={countries}
        value={phone}
        onChange={setPhone}
        autoComplete="tel-national"
        required
      />
      <Stack direction="row" gap={2} align="end">
        <TextField
          label={intl.formatMessage(authMessages.code)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <CountdownButton
          variant="secondary"
          onSend={async () => {
            if (!/^[0-9]{6,15}$/.test(phone.nationalNumber)) {
              setError(intl.formatMessage(authMessages.mobileInvalid));
              return 0;
            }
            try {
              setError(null);
              const seconds = await sendLoginSms(
                phone.nationalNumber,
                phone.countryDialingCode,
                smsCaptcha.answer,
              );
              smsCaptcha.afterAnswer();
              return seconds;
            } catch (err) {
              setError(errorText(intl, err));
              smsCaptcha.afterAnswer(err);
              throw err;
            }
          }}
        >
          <FormattedMessage {...authMessages.sendCode} />
        </CountdownButton>
      </Stack>
      {smsCaptcha.field}
      {captcha.field}
    </Stack>
  );

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...authMessages.loginTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <MethodTabs
              label={intl.formatMessage(authMessages.tabsLabel)}
              value={mode}
              onChange={setMode}
              methods={[
                {
                  value: 'username',
                  label: <FormattedMessage {...authMessages.tabUsername} />,
                  form: usernameForm,
                },
                {
                  value: 'sms',
                  label: <FormattedMessage {...authMessages.tabSms} />,
                  form: smsForm,
                  offered: smsOn,
                },
              ]}
            />
            <FormSubmit error={error} busy={busy}>
              <FormattedMessage {...authMessages.submit} />
            </FormSubmit>
            <Text as="p" size="sm">
              <FormattedMessage
                {...authValueMessages.terms}
                values={{
                  link: (chunks) => (
                    <a href="/terms" target="_blank" rel="noopener">
                      {chunks}
                    </a>
                  ),
                }}
              />
            </Text>
            {features.freePlay ? (
              <Button
                type="button"
                variant="secondary"
                fullWidth
                loading={trialBusy}
                onClick={() => void startFreePlay()}
              >
                <FormattedMessage {...authMessages.freePlay} />
              </Button>
            ) : null}
            {features.socialLogin.google || features.socialLogin.facebook ? (
              <Suspense fallback={null}>
                <SocialButtons />
              </Suspense>
            ) : null}
            {features.directRegistration ? (
              <Text as="p" size="sm">
                <FormattedMessage
                  {...authValueMessages.noAccount}
                  values={{
                    link: (chunks) => (
                      <Button type="button" variant="ghost" size="sm" onClick={() => open('register')}>
                        {chunks}
                      </Button>
                    ),
                  }}
                />
              </Text>
            ) : null}
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
