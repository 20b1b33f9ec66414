import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
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
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { isAgentType, useUserTypes } from '../../shared/session/session';
import { login, sendLoginSms } from './api';
import { errorText } from './errorText';
import { validateLogin } from './loginValidation';
import { CredentialFields } from './CredentialFields';
import { authMessages, authValueMessages } from './messages';
import { forgetUsername, loadRememberedUsername, rememberUsername } from './rememberUsername';
import { useCompleteLogin, useLoginCaptcha } from './useLoginFlow';
import { FormSubmit } from '../../shared/ui/FormSubmit';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    try {
      const result = await login(
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
            },
      );
      if (mode === 'username') {
        if (remember) rememberUsername(username.trim());
        else forgetUsername();
      }
      const member = await completeLogin(result, mode === 'username' ? password : undefined);
      const redirect = params.get('redirect');
      if (member && isAgentType(member.type, userTypes)) navigate('/agentHome', { replace: true });
      else if (redirect?.startsWith('/') && !redirect.startsWith('//')) navigate(redirect, { replace: true });
      else close();
    } catch (err) {
      setError(errorText(intl, err));
      captcha.afterFailure(err);
    } finally {
      setBusy(false);
    }
  };

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
      {captcha.field}
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
            <FormSubmit error={error} busy={busy}>
              <FormattedMessage {...authMessages.submit} />
            </FormSubmit>
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
