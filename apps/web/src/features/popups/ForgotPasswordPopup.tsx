import { useState, type FormEvent } from 'react';
import { content } from '@playdeck/api-client/routes/content';
import { member } from '@playdeck/api-client/routes/member';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  CountdownButton,
  Modal,
  PhoneField,
  Stack,
  TextField,
  useToast,
  type PhoneValue,
} from '@playdeck/ui';
import { validationMessages } from '@playdeck/config-schema/messages';
import { normalizeDigits } from '@playdeck/config-schema/patterns';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { useSetToken } from '../../shared/session/session';
import { forgotByEmail, resetByPhone, sendResetSms } from './api';
import { errorText } from './errorText';
import { popupMessages as m } from './messages';
import { loadPasswordRule, passwordProblem } from './passwordRules';
import * as styles from './popups.css';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { MethodTabs } from '../../shared/ui/MethodTabs';
import { NewPasswordField } from './NewPasswordFields';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^[0-9]{6,15}$/;

/** The first w_forget banner (spec 2), or nothing. */
function ForgetBanner() {
  const { data } = useSWR<Array<{ url: string }>>(
    [content.banners.path, { group: 'w_forget' }] as const,
    swrFetcher,
  );
  const url = data?.[0]?.url;
  return url ? <img className={styles.banner} src={url} alt="" width={640} height={200} /> : null;
}

/**
 * Forgot-password popup (spec 2 "Forgot-password popup", spec 4, spec 5): an email tab and a mobile tab; the mobile
 * tab is the default when the phone-verification flag (REGMOBVERF3) is on and the brand has phone countries.
 * By email: username and email required and valid; the confirmation is shown (the same whether or not the account
 * exists, D3) and the popup closes. By phone: mobile, SMS code (CountdownButton, 1 s send throttle, countdown
 * expiredMinutes x 60 s), new password meeting the brand's password rule; on success the returned session logs the
 * member in and the site goes to /.
 */
export default function ForgotPasswordPopup() {
  const intl = useIntl();
  const brand = useBrand();
  const features = useFeatures();
  const navigate = useNavigate();
  const { close } = usePopup();
  const toast = useToast();
  const setToken = useSetToken();
  const { mutate } = useSWRConfig();
  const countries = brand.status.info.phoneCountries ?? [];
  const mobileOn = countries.length > 0;
  const [tab, setTab] = useState<'email' | 'mobile'>(
    mobileOn && features.registrationSmsVerification ? 'mobile' : 'email',
  );
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({
    countryDialingCode: countries[0]?.countryDialingCode ?? '',
    nationalNumber: '',
  });
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitEmail = async () => {
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = intl.formatMessage(validationMessages.required);
    if (!email.trim()) next.email = intl.formatMessage(validationMessages.required);
    else if (!EMAIL_RE.test(email.trim())) next.email = intl.formatMessage(m.emailInvalid);
    setErrors(next);
    if (Object.keys(next).length) return;
    await forgotByEmail(username.trim(), email.trim());
    toast.show({ title: intl.formatMessage(m.emailSent), tone: 'success' });
    close();
  };

  const submitMobile = async () => {
    const next: Record<string, string> = {};
    const mobile = normalizeDigits(phone.nationalNumber);
    const verificationCode = normalizeDigits(code.trim());
    if (!MOBILE_RE.test(mobile)) next.mobile = intl.formatMessage(validationMessages.mobileInvalid);
    if (!/^[0-9]{4,8}$/.test(verificationCode))
      next.code = intl.formatMessage(validationMessages.codeInvalid);
    const p = passwordProblem(await loadPasswordRule(brand.status.info.registerValidator), newPassword);
    if (p) next.newPassword = intl.formatMessage(p.message, p.values);
    setErrors(next);
    if (Object.keys(next).length) return;
    const result = await resetByPhone({
      mobileNum: mobile,
      countryDialingCode: phone.countryDialingCode,
      verificationCode,
      newPassword,
    });
    setToken(result.token);
    await mutate(
      member.info.path,
      apiFetch(member.info).catch(() => undefined),
    );
    navigate('/', { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (tab === 'email') await submitEmail();
      else await submitMobile();
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  const emailForm = (
    <Stack gap={3}>
      <TextField
        label={intl.formatMessage(m.username)}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </Stack>
  );

  const mobileForm = (
    <Stack gap={3}>
      <PhoneField
        label={intl.formatMessage(m.mobile)}
        countries={countries}
        value={phone}
        onChange={setPhone}
        autoComplete="tel-national"
        required
        error={errors.mobile}
      />
      <Stack direction="row" gap={2} align="end">
        <TextField
          label={intl.formatMessage(m.code)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          error={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <CountdownButton
          variant="secondary"
          onSend={async () => {
            const mobile = normalizeDigits(phone.nationalNumber);
            if (!MOBILE_RE.test(mobile)) {
              setErrors((x) => ({ ...x, mobile: intl.formatMessage(validationMessages.mobileInvalid) }));
              return 0;
            }
            try {
              setError(null);
              return await sendResetSms(mobile, phone.countryDialingCode);
            } catch (err) {
              setError(errorText(intl, err));
              throw err;
            }
          }}
        >
          <FormattedMessage {...m.sendCode} />
        </CountdownButton>
      </Stack>
      <NewPasswordField
        value={newPassword}
        error={errors.newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
    </Stack>
  );

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...m.forgotTitle} />} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <ForgetBanner />
            <MethodTabs
              label={intl.formatMessage(m.forgotTabs)}
              value={tab}
              onChange={(v) => {
                setTab(v);
                setErrors({});
                setError(null);
              }}
              methods={[
                { value: 'email', label: <FormattedMessage {...m.tabEmail} />, form: emailForm },
                {
                  value: 'mobile',
                  label: <FormattedMessage {...m.tabMobile} />,
                  form: mobileForm,
                  offered: mobileOn,
                },
              ]}
            />
            <FormSubmit error={error} busy={busy}>
              <FormattedMessage {...m.submit} />
            </FormSubmit>
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
