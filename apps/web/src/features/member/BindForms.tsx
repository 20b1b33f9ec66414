import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  CountdownButton,
  PhoneField,
  Spinner,
  Stack,
  Text,
  TextField,
  type PhoneValue,
} from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { errorText } from '../popups/errorText';
import { sendBindEmailCode, sendBindMobileCode, useBind, useBindStatus } from './bindApi';
import { memberMessages as m, memberValueMessages } from './messages';
import * as styles from './member.css';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_RE = /^\d{6}$/;

/** "+88017******78 · Verified" / "Not set". */
function BoundValue({ value, verified }: { value: string | null; verified: boolean }) {
  if (!value)
    return (
      <Text as="span" tone="muted">
        <FormattedMessage {...m.notSet} />
      </Text>
    );
  return (
    <span className={styles.bound}>
      <span dir="ltr">{value}</span>
      <Text as="span" size="sm" tone={verified ? 'success' : 'muted'}>
        <FormattedMessage {...(verified ? m.verified : m.notVerified)} />
      </Text>
    </span>
  );
}

/** The frame every bind form shares: a titled group, its fields, the error, Confirm (loader) and Cancel. */
function BindForm({
  title,
  titleId,
  error,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  title: ReactNode;
  titleId: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-labelledby={titleId}
      noValidate
      className={styles.bindForm}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap={3}>
        <Text as="p" weight="semibold" id={titleId}>
          {title}
        </Text>
        {children}
        {error ? (
          <Text as="p" tone="danger" role="alert">
            {error}
          </Text>
        ) : null}
        <Stack direction="row" gap={2}>
          <Button type="submit" loading={busy}>
            <FormattedMessage {...m.confirm} />
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            <FormattedMessage {...m.cancel} />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Mobile binding: number (brand's dialing codes), Send code (countdown from the server), code, Confirm. */
function MobileForm({
  title,
  onDone,
  onCancel,
}: {
  title: ReactNode;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const bind = useBind();
  const countries = brand.status.info.phoneCountries ?? [];
  const [phone, setPhone] = useState<PhoneValue>({
    countryDialingCode: countries[0]?.countryDialingCode ?? '',
    nationalNumber: '',
  });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ mobile?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const errs: { mobile?: string; code?: string } = {};
    if (!phone.nationalNumber) errs.mobile = intl.formatMessage(m.enterMobile);
    if (!CODE_RE.test(code.trim())) errs.code = intl.formatMessage(m.enterCode);
    setFieldErrors(errs);
    if (errs.mobile || errs.code) return;
    setBusy(true);
    setError(null);
    try {
      await bind.mobile(phone.nationalNumber, phone.countryDialingCode, code.trim());
      onDone();
    } catch (err) {
      setError(errorText(intl, err));
      setBusy(false);
    }
  };

  return (
    <BindForm
      title={title}
      titleId="bind-mobile-title"
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <PhoneField
        label={intl.formatMessage(m.newMobile)}
        countries={countries}
        value={phone}
        onChange={setPhone}
        name="mobileNum"
        required
        error={fieldErrors.mobile}
      />
      <Stack direction="row" gap={2} align="end">
        <TextField
          label={intl.formatMessage(m.code)}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldErrors.code}
        />
        <CountdownButton
          variant="secondary"
          onSend={async () => {
            setError(null);
            if (!phone.nationalNumber) {
              setFieldErrors({ mobile: intl.formatMessage(m.enterMobile) });
              throw new Error('mobile missing');
            }
            setFieldErrors({});
            try {
              const seconds = await sendBindMobileCode(phone.nationalNumber, phone.countryDialingCode);
              setSent(seconds / 60);
              return seconds;
            } catch (err) {
              setError(errorText(intl, err));
              throw err;
            }
          }}
        >
          <FormattedMessage {...m.sendCode} />
        </CountdownButton>
      </Stack>
      {sent !== null ? (
        <Text as="p" size="sm" tone="muted" role="status">
          {intl.formatMessage(memberValueMessages.codeSent, { minutes: sent })}
        </Text>
      ) : null}
    </BindForm>
  );
}

/** Email binding: address, Send code (mailed), code, Confirm. */
function EmailForm({
  title,
  onDone,
  onCancel,
}: {
  title: ReactNode;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const bind = useBind();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailOk = () => EMAIL_RE.test(email.trim());

  const submit = async () => {
    const errs: { email?: string; code?: string } = {};
    if (!emailOk()) errs.email = intl.formatMessage(m.enterEmail);
    if (!CODE_RE.test(code.trim())) errs.code = intl.formatMessage(m.enterCode);
    setFieldErrors(errs);
    if (errs.email || errs.code) return;
    setBusy(true);
    setError(null);
    try {
      await bind.email(email.trim(), code.trim());
      onDone();
    } catch (err) {
      setError(errorText(intl, err));
      setBusy(false);
    }
  };

  return (
    <BindForm
      title={title}
      titleId="bind-email-title"
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={intl.formatMessage(m.newEmail)}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <Stack direction="row" gap={2} align="end">
        <TextField
          label={intl.formatMessage(m.code)}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldErrors.code}
        />
        <CountdownButton
          variant="secondary"
          onSend={async () => {
            setError(null);
            if (!emailOk()) {
              setFieldErrors({ email: intl.formatMessage(m.enterEmail) });
              throw new Error('email invalid');
            }
            setFieldErrors({});
            try {
              const seconds = await sendBindEmailCode(email.trim());
              setSent(seconds / 60);
              return seconds;
            } catch (err) {
              setError(errorText(intl, err));
              throw err;
            }
          }}
        >
          <FormattedMessage {...m.sendCode} />
        </CountdownButton>
      </Stack>
      {sent !== null ? (
        <Text as="p" size="sm" tone="muted" role="status">
          {intl.formatMessage(memberValueMessages.codeSent, { minutes: sent })}
        </Text>
      ) : null}
    </BindForm>
  );
}

/**
 * The mobile and email rows of securityCenter (spec 2 "my account: ... bind/verify phone and email"): each shows the
 * bound value masked with its verified state, and a button opening its form (Bind, or Change once verified). A form
 * sends a 6-digit code (SMS to the number, email to the address; countdown from the server's expiredMinutes), then
 * binds with it; the server's localised message shows on a failure, and a status line confirms a success.
 * `Row` renders one `<dt>/<dd>` pair of the caller's list.
 */
export function BindRows({ Row }: { Row: (p: { term: ReactNode; children: ReactNode }) => ReactNode }) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useBindStatus();
  const [open, setOpen] = useState<'mobile' | 'email' | null>(null);
  const [done, setDone] = useState<'mobile' | 'email' | null>(null);

  if (isLoading && !data)
    return (
      <Row term={<FormattedMessage {...m.mobile} />}>
        <Spinner label={intl.formatMessage(m.security)} />
      </Row>
    );
  if (error || !data)
    return (
      <Row term={<FormattedMessage {...m.mobile} />}>
        <Stack direction="row" gap={2} align="center" wrap>
          <Text as="span" tone="danger" role="alert">
            {errorText(intl, error)}
          </Text>
          <Button size="sm" variant="secondary" onClick={() => void mutate()}>
            <FormattedMessage {...m.retry} />
          </Button>
        </Stack>
      </Row>
    );

  const mobileTitle = data.mobileVerified ? m.changeMobile : m.bindMobile;
  const emailTitle = data.emailVerified ? m.changeEmail : m.bindEmail;
  return (
    <>
      <Row term={<FormattedMessage {...m.mobile} />}>
        <Stack gap={2}>
          <BoundValue value={data.mobile} verified={data.mobileVerified} />
          {done === 'mobile' ? (
            <Text as="p" size="sm" tone="success" role="status">
              <FormattedMessage {...m.mobileBound} />
            </Text>
          ) : null}
          {open === 'mobile' ? (
            <MobileForm
              title={<FormattedMessage {...mobileTitle} />}
              onCancel={() => setOpen(null)}
              onDone={() => {
                setOpen(null);
                setDone('mobile');
              }}
            />
          ) : (
            <span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setDone(null);
                  setOpen('mobile');
                }}
              >
                <FormattedMessage {...mobileTitle} />
              </Button>
            </span>
          )}
        </Stack>
      </Row>
      <Row term={<FormattedMessage {...m.email} />}>
        <Stack gap={2}>
          <BoundValue value={data.email} verified={data.emailVerified} />
          {done === 'email' ? (
            <Text as="p" size="sm" tone="success" role="status">
              <FormattedMessage {...m.emailBound} />
            </Text>
          ) : null}
          {open === 'email' ? (
            <EmailForm
              title={<FormattedMessage {...emailTitle} />}
              onCancel={() => setOpen(null)}
              onDone={() => {
                setOpen(null);
                setDone('email');
              }}
            />
          ) : (
            <span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setDone(null);
                  setOpen('email');
                }}
              >
                <FormattedMessage {...emailTitle} />
              </Button>
            </span>
          )}
        </Stack>
      </Row>
    </>
  );
}
