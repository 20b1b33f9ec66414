import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { member } from '@playdeck/api-client/routes/member';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { allMessages } from '@playdeck/config-schema/messages';
import { registrationOptionsFor } from '@playdeck/config-schema/whitelabel';
import {
  Button,
  CaptchaField,
  Checkbox,
  CountdownButton,
  EmptyState,
  Modal,
  PhoneField,
  Stack,
  Tabs,
  Text,
  TextField,
  useToast,
  type PhoneValue,
} from '@playdeck/ui';
import { apiFetch } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/keys';
import { useBrand, useFeatures } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { useSetToken } from '../../shared/session/session';
import { register, sendRegisterSms } from './api';
import { errorText } from './errorText';
import { authMessages, authValueMessages, fieldLabels } from './messages';
import { buildSchema, formFields, validateForm } from './registerForm';
import type { RegistrationModule } from '@playdeck/config-schema/registration';
import { loadRegistrationModule } from './registrationModule';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { useOnDemandCaptcha } from '../../shared/captcha/useOnDemandCaptcha';
import { markFirstLogin } from '../../shared/popups/handoff';
import {
  affiliateCodeOfVisit,
  forgetAffiliateCode,
  referralCodeOfVisit,
} from '../../shared/session/affiliate';
import { ApiError } from '../../shared/api/client';

/**
 * `GET /wps/agent/affiliate` (spec 7: code, domain): false when the server says INVALID_INVITATION_CODE or the code
 * cannot be one (the call's pattern); true otherwise, a network failure included (the registration then decides).
 */
async function invitationValid(code: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return false;
  try {
    return (await apiFetch(member.affiliate, { query: { code, domain: window.location.hostname } })).valid;
  } catch (err) {
    return !(err instanceof ApiError && err.errorCode === 'INVALID_INVITATION_CODE');
  }
}

type Method = 'username' | 'mobile';

const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  captcha: 'off',
};

/**
 * The register popup (spec 2 "Register popup", spec 4 "Registration", spec 5): tabs USERNAMEREG3 / MOBILENUMREG3
 * (mobile default when on), fields and order from the server's field settings through config-schema
 * (`fieldSettingsToSchema`), rules checked by the brand's compiled validator module (registrationModule.ts, the one the
 * server validates with; messages via `ajvErrorsToMessages`), SMS code with a countdown, the age/terms agreement.
 * On success the token is stored, the popup closes, the player goes to / and a toast names the new account's username.
 */
export default function RegisterPopup() {
  const intl = useIntl();
  const brand = useBrand();
  const features = useFeatures();
  const navigate = useNavigate();
  const { close, open } = usePopup();
  const setToken = useSetToken();
  const settings = brand.status.info.register;
  const countries = brand.status.info.phoneCountries ?? [];
  const methods: Method[] = [
    ...(features.mobileRegistration && countries.length ? (['mobile'] as const) : []),
    ...(features.usernameRegistration ? (['username'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const toast = useToast();
  const { mutate } = useSWRConfig();
  /**
   * After a registration: logged in, to /, and the new account's username said in a toast that stays until closed
   * (a mobile registration makes the username; with MOBREGPWD3 the toast adds that the number logs in too).
   */
  const onDone = async (token: string, m: Method) => {
    setToken(token);
    markFirstLogin();
    navigate('/', { replace: true });
    try {
      const info = await apiFetch(member.info);
      await mutate(queryKeys.memberInfo(), info, { revalidate: false });
      toast.show({
        tone: 'success',
        durationMs: 0,
        title: intl.formatMessage(authValueMessages.registeredUsername, { username: info.account }),
        ...(m === 'mobile' && features.mobileRegistrationWithPassword
          ? { description: intl.formatMessage(authMessages.registeredMobileHint) }
          : {}),
      });
    } catch {
      // The header loads the member info itself; only the toast is lost.
    }
  };

  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content title={<FormattedMessage {...authMessages.registerTitle} />} size="sm">
        {!method ? (
          <EmptyState title={<FormattedMessage {...authMessages.unavailable} />} />
        ) : methods.length > 1 ? (
          <Tabs.Root value={method} onValueChange={(v) => setMethod(v === 'mobile' ? 'mobile' : 'username')}>
            <Tabs.List aria-label={intl.formatMessage(authMessages.regTabs)}>
              {methods.map((m) => (
                <Tabs.Trigger key={m} value={m}>
                  <FormattedMessage
                    {...(m === 'mobile' ? authMessages.regTabMobile : authMessages.regTabUsername)}
                  />
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {methods.map((m) => (
              <Tabs.Content key={m} value={m}>
                <RegisterForm
                  method={m}
                  settings={settings}
                  countries={countries}
                  onDone={(token) => void onDone(token, m)}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : (
          <RegisterForm
            method={method}
            settings={settings}
            countries={countries}
            onDone={(token) => void onDone(token, method)}
          />
        )}
        <Text as="p" size="sm">
          <FormattedMessage
            {...authValueMessages.haveAccount}
            values={{
              link: (chunks) => (
                <Button type="button" variant="ghost" size="sm" onClick={() => open('login')}>
                  {chunks}
                </Button>
              ),
            }}
          />
        </Text>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  method: Method;
  settings: Parameters<typeof buildSchema>[0];
  countries: { countryCode: string; countryDialingCode: string }[];
  /** Called with the session token after a successful registration. */
  onDone: (token: string) => void;
  /** Sends the registration (default: the member registration call; the social sign-in page links it instead). */
  send?: typeof register;
}

/**
 * The dialing code as the registration schema takes it, with its "+" ("+880"): PhoneField reports the code as the
 * brand's country list spells it, which may lack the "+" (then the form used to fail on this field, out of view).
 */
/**
 * Whole years on `today` (`yyyy-MM-dd`) of someone born on `birthday` (`yyyy-MM-dd`), as the server counts them (spec
 * 5 age check); the server has the last word, in the brand's timezone.
 */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function withPlus(code: string): string {
  const digits = code.trim().replace(/^\+/, '');
  return digits ? `+${digits}` : '';
}

/**
 * One registration form for a method; exported for tests. When a rule fails the form says so next to the submit
 * button, naming every failing field (localised, in form order; also fields with no input of their own, such as the
 * dialing code), and moves the focus to the first failing field on screen, so a message scrolled out of view inside
 * the popup is never the only sign.
 */
export function RegisterForm({ method, settings, countries, onDone, send = register }: RegisterFormProps) {
  const intl = useIntl();
  const features = useFeatures();
  const ageGate = useBrand().status.info.ageGate;
  const termsMinAge = ageGate.termsMinAge;
  // brand.json `ageGate.birthday`: whether the form asks for a date of birth (spec 5: it must show `birthdayMinAge`).
  const askBirthday = ageGate.birthday === 'optional' || ageGate.birthday === 'required';
  const validatorHref = useBrand().status.info.registerValidator;
  // Fetched as the form opens, so it is ready by the first submit and for re-checking fields marked wrong.
  const [loaded, setLoaded] = useState<RegistrationModule>();
  useEffect(() => {
    let live = true;
    loadRegistrationModule(validatorHref).then(
      (m) => live && setLoaded(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [validatorHref]);
  const schema = useMemo(
    () => buildSchema(settings, registrationOptionsFor(features, method)),
    [settings, features, method],
  );
  const fields = useMemo(() => (schema ? formFields(schema, settings) : []), [schema, settings]);
  // An affiliate link of this visit fills the invitation field (editable); without the field it goes as the
  // referral code, which the server resolves the same way (docs/decisions.md D18).
  const [values, setValues] = useState<Record<string, string>>((): Record<string, string> => {
    const code = affiliateCodeOfVisit();
    return code && fields.some((f) => f.name === 'affiliateCode') ? { affiliateCode: code } : {};
  });
  const [phone, setPhone] = useState<PhoneValue>({
    countryDialingCode: countries[0]?.countryDialingCode ?? '',
    nationalNumber: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidSummary, setInvalidSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha();
  const hasCaptcha = fields.some((f) => f.name === 'captcha');
  const smsCaptcha = useOnDemandCaptcha(intl.formatMessage(authMessages.captcha));

  if (!schema) return <EmptyState title={<FormattedMessage {...authMessages.unavailable} />} />;

  const usesPhone = fields.some((f) => f.name === 'mobileNum');
  /** The body the form would send for `v` and `p` (trimmed but the passwords). */
  const payloadOf = (v: Record<string, string>, p: PhoneValue) => {
    const payload: Record<string, string> = {
      ...v,
      ...(usesPhone
        ? { mobileNum: p.nationalNumber, countryDialingCode: withPlus(p.countryDialingCode) }
        : {}),
    };
    for (const k of Object.keys(payload))
      if (k !== 'password' && k !== 'confirmPassword' && k !== 'paymentPassword')
        payload[k] = payload[k]!.trim();
    return payload;
  };
  /**
   * Localised texts of the failing rules of `payload` by the brand's compiled validator `validate` (spec section 5
   * messages with their values), by field; none while the module is not loaded (the server's answer then decides).
   */
  const textsOf = (payload: Record<string, string>, validate = loaded?.[method]) => {
    const texts: Record<string, string> = {};
    if (!validate) return texts;
    for (const [field, m] of Object.entries(validateForm(validate, payload))) {
      const descriptor = allMessages[m.id] ?? { id: m.id };
      texts[field] = intl.formatMessage(descriptor, m.values);
    }
    return texts;
  };
  /**
   * After an edit, the fields already marked wrong are checked again: a fixed field loses its message at once (and
   * the summary goes with the last one); a field still wrong keeps it. Fields not yet marked stay quiet until submit.
   */
  const recheck = (v: Record<string, string>, p: PhoneValue, agreement = agreed) => {
    if (!Object.keys(errors).length) return;
    const now = textsOf(payloadOf(v, p));
    const next: Record<string, string> = {};
    for (const name of Object.keys(errors)) {
      if (name === 'agreement') {
        if (!agreement) next.agreement = errors.agreement!;
      } else if (now[name]) next[name] = now[name];
    }
    setErrors(next);
    if (!Object.keys(next).length) setInvalidSummary(null);
  };
  /**
   * Sets one field. A functional update: the captcha widget reports its payload from an event outside React, and a
   * field edited before that update has rendered would otherwise write back this render's values without it (the
   * widget then shows Verified while the form holds no payload and refuses to submit).
   */
  const set = (name: string, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    recheck({ ...values, [name]: value }, phone);
  };
  const termsLink = (chunks: ReactNode[]) => (
    <a href="/terms" target="_blank" rel="noopener">
      {chunks}
    </a>
  );

  /** Field names in the order the form shows them; fields with no control of their own, then the agreement, last. */
  const invalidInFormOrder = (names: string[]) => {
    const order = [...fields.map((f) => f.name), 'birthday', 'agreement'];
    const rank = (n: string) =>
      order.includes(n) ? order.indexOf(n) : n === 'agreement' ? 1e6 : order.length;
    return [...names].sort((a, b) => rank(a) - rank(b));
  };
  const fieldName = (name: string) => {
    if (name === 'agreement') return intl.formatMessage(authMessages.agreementField);
    const label = fieldLabels[name as keyof typeof fieldLabels];
    return intl.formatMessage(label ?? authMessages.otherField);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = payloadOf(values, phone);
    // The brand's compiled validator (the server runs the same one). If it cannot be loaded, the server's answer
    // names the failing field instead.
    const validate = await loadRegistrationModule(validatorHref).then(
      (m) => m[method],
      () => undefined,
    );
    const texts = textsOf(payload, validate);
    if (askBirthday) {
      if (!payload.birthday) {
        if (ageGate.birthday === 'required')
          texts.birthday = intl.formatMessage(authMessages.birthdayRequired);
      } else if (ageOn(payload.birthday, new Date().toISOString().slice(0, 10)) < ageGate.birthdayMinAge)
        texts.birthday = intl.formatMessage(allMessages['reg.age21']!, { age: ageGate.birthdayMinAge });
    }
    if (!agreed)
      texts.agreement = intl.formatMessage(allMessages['reg.agreeTerms']!, {
        terms: intl.formatMessage(authMessages.termsLink),
      });
    setErrors(texts);
    const invalid = invalidInFormOrder(Object.keys(texts));
    if (invalid.length) {
      setFormError(null);
      setInvalidSummary(
        intl.formatMessage(authValueMessages.invalidFields, {
          count: invalid.length,
          fields: intl.formatList(invalid.map(fieldName), { type: 'conjunction' }),
        }),
      );
      // The first failing field that has a control on screen takes the focus (and scrolls into view).
      for (const name of invalid) {
        const control = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
        if (control) {
          control.focus();
          break;
        }
      }
      return;
    }
    setInvalidSummary(null);
    setBusy(true);
    setFormError(null);
    const hasField = fields.some((f) => f.name === 'affiliateCode');
    const visitCode = hasField ? undefined : (affiliateCodeOfVisit() ?? undefined);
    const invite = hasField ? payload.affiliateCode : visitCode;
    if (visitCode) payload.referralCode = visitCode;
    // A member's referral link of this visit (D36); the affiliate code above wins when both are there.
    else if (referralCodeOfVisit()) payload.referralCode = referralCodeOfVisit()!;
    // The invitation code is checked before the registration (spec 7 affiliate check; spec 8: a failed check warns
    // with 'Invalid invitation code'), so the player fixes it without spending the SMS code or the captcha.
    if (invite && !(await invitationValid(invite))) {
      const text = intl.formatMessage(allMessages['reg.invitationInvalid']!);
      if (hasField) {
        setErrors({ affiliateCode: text });
        formRef.current?.querySelector<HTMLElement>('[name="affiliateCode"]')?.focus();
      } else forgetAffiliateCode();
      setFormError(text);
      setBusy(false);
      return;
    }
    try {
      const result = await send(method, {
        ...(payload as Record<string, string>),
        password: payload.password ?? '',
        confirmPassword: payload.confirmPassword ?? '',
        domain: window.location.hostname,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
      });
      onDone(result.token);
    } catch (err) {
      setFormError(errorText(intl, err));
      // The solution was spent (or refused): the widget solves a new challenge for the next attempt.
      if (hasCaptcha) captcha.renew();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage(authMessages.registerTitle)}
    >
      <Stack gap={3}>
        {fields.map((f) => {
          const label = intl.formatMessage(
            fieldLabels[f.name as keyof typeof fieldLabels] ?? fieldLabels.username,
          );
          const common = {
            name: f.name,
            required: f.required,
            error: errors[f.name],
          };
          if (f.name === 'mobileNum')
            return (
              <PhoneField
                key={f.name}
                label={label}
                countries={countries}
                value={phone}
                onChange={(p: PhoneValue) => {
                  setPhone(p);
                  recheck(values, p);
                }}
                autoComplete="tel-national"
                {...common}
              />
            );
          if (f.name === 'captcha')
            return (
              <CaptchaField
                key={f.name}
                label={label}
                required={f.required}
                error={errors[f.name]}
                {...captcha.fieldProps}
                onChange={(payload) => set(f.name, payload ?? '')}
              />
            );
          const field = (
            <TextField
              key={f.name}
              label={label}
              type={/password/i.test(f.name) ? 'password' : f.name === 'email' ? 'email' : 'text'}
              autoComplete={AUTOCOMPLETE[f.name] ?? 'off'}
              inputMode={f.name === 'verificationCode' ? 'numeric' : undefined}
              maxLength={f.maxLength}
              value={values[f.name] ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
              {...common}
            />
          );
          if (f.name !== 'verificationCode') return field;
          return (
            <Stack key={f.name} direction="row" gap={2} align="end" wrap>
              {field}
              <CountdownButton
                variant="secondary"
                onSend={async () => {
                  try {
                    setFormError(null);
                    const seconds = await sendRegisterSms(
                      phone.nationalNumber,
                      withPlus(phone.countryDialingCode),
                      smsCaptcha.answer,
                    );
                    smsCaptcha.afterAnswer();
                    return seconds;
                  } catch (err) {
                    setFormError(errorText(intl, err));
                    smsCaptcha.afterAnswer(err);
                    throw err;
                  }
                }}
              >
                <FormattedMessage {...authMessages.sendCode} />
              </CountdownButton>
              {smsCaptcha.field}
            </Stack>
          );
        })}
        {askBirthday ? (
          <TextField
            name="birthday"
            type="date"
            label={intl.formatMessage(fieldLabels.birthday)}
            autoComplete="bday"
            required={ageGate.birthday === 'required'}
            max={new Date().toISOString().slice(0, 10)}
            value={values.birthday ?? ''}
            onChange={(e) => set('birthday', e.target.value)}
            error={errors.birthday}
          />
        ) : null}
        <Checkbox
          name="agreement"
          label={
            <FormattedMessage {...authValueMessages.agree} values={{ age: termsMinAge, link: termsLink }} />
          }
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            recheck(values, phone, e.target.checked);
          }}
          error={errors.agreement}
        />
        {formError ? (
          <Text as="p" tone="danger" role="alert">
            {formError}
          </Text>
        ) : null}
        {invalidSummary ? (
          <Text as="p" tone="danger" role="alert">
            {invalidSummary}
          </Text>
        ) : null}
        <Button type="submit" fullWidth loading={busy}>
          <FormattedMessage {...authMessages.regSubmit} />
        </Button>
      </Stack>
    </form>
  );
}
