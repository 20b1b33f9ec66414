import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useSetAtom } from 'jotai';
import type { MemberInfo } from '@playdeck/api-client';
import {
  Button,
  CaptchaField,
  Checkbox,
  CountdownButton,
  Modal,
  PhoneField,
  Stack,
  Tabs,
  Text,
  TextField,
  type PhoneValue,
} from '@playdeck/ui';
import { ApiError, apiFetch } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { knownPasswordAtom, markFirstLogin } from '../../shared/popups/handoff';
import { usePopup } from '../../shared/popups/popups';
import { isAgentType, useSetToken } from '../../shared/session/session';
import { login, sendLoginSms } from './api';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { errorText } from './errorText';
import { validateLogin } from './loginValidation';
import { authMessages, authValueMessages } from './messages';
import { forgetUsername, loadRememberedUsername, rememberUsername } from './rememberUsername';

/**
 * The login popup (spec 2 "Login popup", spec 4 "Login"): username and sms tabs (sms only with SMSLOGIN3 and phone
 * countries), remember username (D4: username only, 1 day; the browser keeps the password through `autocomplete`),
 * forgot link, captcha when the server asks for it, terms link, link to register. Errors show the server's message
 * (generic for a wrong login, D3). On success the token is stored, the popup closes and the player continues to
 * `?redirect=` (agents to /agentHome).
 */
export default function LoginPopup() {
  const intl = useIntl();
  const brand = useBrand();
  const features = useFeatures();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { close, open } = usePopup();
  const setToken = useSetToken();
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  const { mutate } = useSWRConfig();
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
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateLogin(
      { username, password, mobileNum: phone.nationalNumber, code, captcha: captchaAnswer },
      mode,
      captchaShown,
    );
    if (invalid) {
      setError(intl.formatMessage(invalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await login(
        mode === 'username'
          ? {
              username: username.trim(),
              password,
              type: 'username',
              ...(captchaShown ? { captcha: captchaAnswer } : {}),
            }
          : {
              username: phone.nationalNumber,
              password: code.trim(),
              type: 'sms',
              countryDialingCode: phone.countryDialingCode,
              ...(captchaShown ? { captcha: captchaAnswer } : {}),
            },
      );
      if (mode === 'username') {
        if (remember) rememberUsername(username.trim());
        else forgetUsername();
      }
      setToken(result.token);
      // Hand-offs to the popups that follow (spec 4 "Login"): first login adds public popups of execution F; a forced
      // change keeps the just-typed password in memory so the change-password popup can hide the old-password field.
      if (result.firstTimeLogin) markFirstLogin();
      if (mode === 'username' && (result.mustChangePassword || result.passwordExpired))
        setKnownPassword(password);
      const member = await apiFetch<MemberInfo>(queryKeys.memberInfo()).catch(() => undefined);
      if (member) await mutate(queryKeys.memberInfo(), member, { revalidate: false });
      const redirect = params.get('redirect');
      if (member && isAgentType(member.type)) navigate('/agentHome', { replace: true });
      else if (redirect?.startsWith('/') && !redirect.startsWith('//')) navigate(redirect, { replace: true });
      else close();
    } catch (err) {
      setError(errorText(intl, err));
      const wantsCaptcha =
        err instanceof ApiError &&
        (err.errorCode === 'CAPTCHA_REQUIRED' ||
          (err.value as { captcha?: boolean } | undefined)?.captcha === true);
      if (wantsCaptcha || captchaShown) {
        setCaptchaShown(true);
        setCaptchaAnswer('');
        void captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const captchaField = captchaShown ? (
    <CaptchaField
      label={intl.formatMessage(authMessages.captcha)}
      name="captcha"
      autoComplete="off"
      required
      src={captcha.src}
      loading={captcha.loading}
      onRefresh={() => void captcha.refresh()}
      value={captchaAnswer}
      onChange={(e) => setCaptchaAnswer(e.target.value)}
    />
  ) : null;

  const usernameForm = (
    <Stack gap={3}>
      <TextField
        label={intl.formatMessage(authMessages.username)}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={intl.formatMessage(authMessages.password)}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {captchaField}
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
              return await sendLoginSms(phone.nationalNumber, phone.countryDialingCode);
            } catch (err) {
              setError(errorText(intl, err));
              throw err;
            }
          }}
        >
          <FormattedMessage {...authMessages.sendCode} />
        </CountdownButton>
      </Stack>
      {captchaField}
    </Stack>
  );

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...authMessages.loginTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            {smsOn ? (
              <Tabs.Root value={mode} onValueChange={(v) => setMode(v === 'sms' ? 'sms' : 'username')}>
                <Tabs.List aria-label={intl.formatMessage(authMessages.tabsLabel)}>
                  <Tabs.Trigger value="username">
                    <FormattedMessage {...authMessages.tabUsername} />
                  </Tabs.Trigger>
                  <Tabs.Trigger value="sms">
                    <FormattedMessage {...authMessages.tabSms} />
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="username">{usernameForm}</Tabs.Content>
                <Tabs.Content value="sms">{smsForm}</Tabs.Content>
              </Tabs.Root>
            ) : (
              usernameForm
            )}
            {error ? (
              <Text as="p" tone="danger" role="alert">
                {error}
              </Text>
            ) : null}
            <Button type="submit" fullWidth loading={busy}>
              <FormattedMessage {...authMessages.submit} />
            </Button>
            <Text as="p" size="sm">
              <FormattedMessage
                {...authValueMessages.terms}
                values={{
                  link: (chunks) => (
                    <a href="/help?topic=terms" target="_blank" rel="noopener">
                      {chunks}
                    </a>
                  ),
                }}
              />
            </Text>
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
