import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { member as memberRoutes } from '@playdeck/api-client/routes/member';
import { apiFetch } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { Button, Heading, Stack, Tabs, Text, TextField } from '@playdeck/ui';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { useSetToken } from '../../shared/session/session';
import { errorText } from '../../shared/format/useMoney';
import { FormFailure, LoadState } from '../../shared/ui/LoadState';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';
import * as placeholder from '../../shared/ui/PlaceholderPage.css';
import { RegisterForm } from '../../features/auth/RegisterPopup';
import { useLoginCaptcha } from '../../features/auth/useLoginFlow';
import { TwoFactorStep, twoFactorBody, twoFactorOf } from '../../features/auth/TwoFactorStep';
import type { TwoFactorValue } from '@playdeck/api-client/schemas';
import type { SocialLinkBody } from '@playdeck/api-client/social';
import { linkSocial, registerSocial, useSocialPending } from '../../features/social/api';
import { PROVIDER_NAMES, socialMessages as m, socialValues as v } from '../../features/social/messages';

/**
 * Signed in: the token is kept, the member info of the new session replaces whatever the tab held for its visitor
 * (as after a login or a registration: without it the header kept the visitor view), and the player goes home.
 */
function useSignedIn() {
  const setToken = useSetToken();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (token: string) => {
    setToken(token);
    const info = await apiFetch(memberRoutes.info).catch(() => undefined);
    if (info) await mutate(queryKeys.memberInfo(), info, { revalidate: false });
    navigate('/', { replace: true });
  };
}

/**
 * Link form: the existing account's username and password, once (a login on the server: lockouts, captcha, D3). The
 * login captcha shows when the server asks for it (after failures of the name or the address), and a login from a new
 * address goes through the two-factor step (D28), as on the login popup; the step's calls repeat the link.
 */
function LinkForm() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const captcha = useLoginCaptcha();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<{ value: TwoFactorValue; body: SocialLinkBody } | null>(null);
  if (step) {
    const finish = async (b: SocialLinkBody) => {
      const { token } = await linkSocial(b);
      captcha.afterSuccess();
      await signedIn(token);
    };
    return (
      <TwoFactorStep
        value={step.value}
        onBack={() => setStep(null)}
        send={async (channel) => {
          try {
            await finish({ ...step.body, twoFactorChannel: channel });
            return 0;
          } catch (err) {
            const again = twoFactorOf(err);
            if (again?.sent) return (again.expiredMinutes || 1) * 60;
            throw err;
          }
        }}
        verify={(channel, twoFactorCode, trustDevice) =>
          finish({ ...step.body, twoFactorChannel: channel, twoFactorCode, trustDevice })
        }
      />
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password || (captcha.shown && !captcha.answer)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const body = {
        username: username.trim(),
        password,
        ...(captcha.shown ? { captcha: captcha.answer } : {}),
      };
      const { token } = await linkSocial(body);
      captcha.afterSuccess();
      await signedIn(token);
    } catch (err) {
      const value = twoFactorOf(err);
      if (value) {
        setStep({ value, body: twoFactorBody({ username: username.trim(), password }, value) });
        return;
      }
      captcha.afterFailure(err);
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
        <Text as="p" size="sm" tone="muted">
          <FormattedMessage {...m.haveAccountHint} />
        </Text>
        <TextField
          label={<FormattedMessage {...m.username} />}
          value={username}
          autoComplete="username"
          onChange={(e) => setUsername(e.target.value)}
          required
        />
        <TextField
          label={<FormattedMessage {...m.password} />}
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {captcha.field}
        <FormFailure text={failure} />
        <div>
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            disabled={!username.trim() || !password || (captcha.shown && !captcha.answer)}
          >
            <FormattedMessage {...m.link} />
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * `/social`: where a social login lands when the provider account is not linked yet (docs/architecture.md "Social
 * login"), or when it failed (`?failed=1`, `?failed=suspended`). The player either links an existing account (its
 * password, once) or creates one with the brand's registration form (same fields, captcha and SMS code as the register
 * popup). A visit without a pending sign-in in this browser says it expired.
 */
export default function SocialPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brand = useBrand();
  const features = useFeatures();
  const signedIn = useSignedIn();
  const failed = params.get('failed');
  const pending = useSocialPending(!failed);
  const home = (
    <Button variant="primary" onClick={() => navigate('/')}>
      <FormattedMessage {...m.backHome} />
    </Button>
  );
  if (failed)
    return (
      <PlaceholderPage
        title={<FormattedMessage {...m.title} />}
        emptyTitle={<FormattedMessage {...(failed === 'suspended' ? m.suspended : m.failed)} />}
        action={home}
      />
    );
  if (pending.error && !pending.data)
    return (
      <PlaceholderPage
        title={<FormattedMessage {...m.title} />}
        emptyTitle={<FormattedMessage {...m.expired} />}
        action={home}
      />
    );
  const countries = brand.status.info.phoneCountries ?? [];
  const method =
    features.mobileRegistration && countries.length
      ? 'mobile'
      : features.usernameRegistration
        ? 'username'
        : null;
  const data = pending.data;
  return (
    <Stack gap={4} className={placeholder.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...m.title} />
      </Heading>
      <LoadState isLoading={pending.isLoading} error={undefined} retry={() => void pending.mutate()}>
        {data ? (
          <Stack gap={4}>
            <Text as="p">
              {data.email ? (
                <FormattedMessage
                  {...v.signedInAs}
                  values={{ provider: PROVIDER_NAMES[data.provider], email: data.email }}
                />
              ) : (
                <FormattedMessage {...v.provider} values={{ provider: PROVIDER_NAMES[data.provider] }} />
              )}
            </Text>
            <Tabs.Root defaultValue="link">
              <Tabs.List aria-label={intl.formatMessage(m.sections)}>
                <Tabs.Trigger value="link">
                  <FormattedMessage {...m.haveAccount} />
                </Tabs.Trigger>
                {method && features.directRegistration ? (
                  <Tabs.Trigger value="register">
                    <FormattedMessage {...m.newAccount} />
                  </Tabs.Trigger>
                ) : null}
              </Tabs.List>
              <Tabs.Content value="link">
                <LinkForm />
              </Tabs.Content>
              {method && features.directRegistration ? (
                <Tabs.Content value="register">
                  <RegisterForm
                    method={method}
                    settings={brand.status.info.register}
                    countries={countries}
                    send={registerSocial}
                    onDone={(token) => void signedIn(token)}
                  />
                </Tabs.Content>
              ) : null}
            </Tabs.Root>
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
