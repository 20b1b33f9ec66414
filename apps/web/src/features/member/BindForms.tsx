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
import { appMessages } from '../../shared/i18n/appMessages';
import { errorText } from '../popups/errorText';
import { sendBindEmailCode, sendBindMobileCode, useBind, useBindStatus } from './bindApi';
import { memberMessages as m, memberValueMessages } from './messages';
import * as styles from './member.css';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_RE = /^\d{6}$/;

/** Renders one `<dt>/<dd>` pair of the caller's list. */
type RowComponent = (p: { term: ReactNode; children: ReactNode }) => ReactNode;

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

/**
 * The form every binding shares: a titled group with the address field, the 6-digit code with Send code (countdown
 * from the server), the login password (docs/decisions.md D6: a session alone never changes a phone or an address), the
 * error, Confirm (loader) and Cancel. `check` gives the address field's error (or undefined), before sending a code
 * and before binding.
 */
function BindForm({
  title,
  titleId,
  field,
  check,
  sendCode,
  bind,
  onDone,
  onCancel,
}: {
  title: ReactNode;
  titleId: string;
  field: (error: string | undefined) => ReactNode;
  check: () => string | undefined;
  sendCode: () => Promise<number>;
  bind: (code: string, password: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ address?: string; code?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const errs = {
      address: check(),
      code: CODE_RE.test(code.trim()) ? undefined : intl.formatMessage(m.enterCode),
      password: password ? undefined : intl.formatMessage(m.enterPassword),
    };
    setFieldErrors(errs);
    if (errs.address || errs.code || errs.password) return;
    setBusy(true);
    setError(null);
    try {
      await bind(code.trim(), password);
      onDone();
    } catch (err) {
      setError(errorText(intl, err));
      setBusy(false);
    }
  };

  const send = async () => {
    setError(null);
    const address = check();
    if (address) {
      setFieldErrors({ address });
      throw new Error('address invalid');
    }
    setFieldErrors({});
    try {
      const seconds = await sendCode();
      setSent(seconds / 60);
      return seconds;
    } catch (err) {
      setError(errorText(intl, err));
      throw err;
    }
  };

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      className={styles.bindForm}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap={3}>
        <Text as="p" weight="semibold" id={titleId}>
          {title}
        </Text>
        {field(fieldErrors.address)}
        <Stack direction="row" gap={2} align="end" wrap>
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
          <CountdownButton variant="secondary" onSend={send}>
            <FormattedMessage {...m.sendCode} />
          </CountdownButton>
        </Stack>
        <TextField
          label={intl.formatMessage(m.loginPassword)}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        {sent !== null ? (
          <Text as="p" size="sm" tone="muted" role="status">
            {intl.formatMessage(memberValueMessages.codeSent, { minutes: sent })}
          </Text>
        ) : null}
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

/** Props of the mobile and email forms. */
interface FormProps {
  title: ReactNode;
  onDone: () => void;
  onCancel: () => void;
}

/** Mobile binding: number (brand's dialing codes), Send code (SMS), code, login password, Confirm. */
function MobileForm(props: FormProps) {
  const intl = useIntl();
  const brand = useBrand();
  const bind = useBind();
  const countries = brand.status.info.phoneCountries ?? [];
  const [phone, setPhone] = useState<PhoneValue>({
    countryDialingCode: countries[0]?.countryDialingCode ?? '',
    nationalNumber: '',
  });
  return (
    <BindForm
      {...props}
      titleId="bind-mobile-title"
      check={() => (phone.nationalNumber ? undefined : intl.formatMessage(m.enterMobile))}
      sendCode={() => sendBindMobileCode(phone.nationalNumber, phone.countryDialingCode)}
      bind={(code, password) => bind.mobile(phone.nationalNumber, phone.countryDialingCode, code, password)}
      field={(error) => (
        <PhoneField
          label={intl.formatMessage(m.newMobile)}
          countries={countries}
          value={phone}
          onChange={setPhone}
          name="mobileNum"
          required
          error={error}
        />
      )}
    />
  );
}

/** Email binding: address, Send code (mailed), code, login password, Confirm. */
function EmailForm(props: FormProps) {
  const intl = useIntl();
  const bind = useBind();
  const [email, setEmail] = useState('');
  return (
    <BindForm
      {...props}
      titleId="bind-email-title"
      check={() => (EMAIL_RE.test(email.trim()) ? undefined : intl.formatMessage(m.enterEmail))}
      sendCode={() => sendBindEmailCode(email.trim())}
      bind={(code, password) => bind.email(email.trim(), code, password)}
      field={(error) => (
        <TextField
          label={intl.formatMessage(m.newEmail)}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
      )}
    />
  );
}

/**
 * One row of {@link BindRows}: the bound value, the success status after a binding, and the button that opens the
 * form (which replaces the button while open).
 */
function BindRow({
  Row,
  term,
  value,
  verified,
  boundMessage,
  buttonLabel,
  open,
  done,
  onOpen,
  form,
}: {
  Row: RowComponent;
  term: ReactNode;
  value: string | null;
  verified: boolean;
  boundMessage: ReactNode;
  buttonLabel: ReactNode;
  open: boolean;
  done: boolean;
  onOpen: () => void;
  form: ReactNode;
}) {
  return (
    <Row term={term}>
      <Stack gap={2}>
        <BoundValue value={value} verified={verified} />
        {done ? (
          <Text as="p" size="sm" tone="success" role="status">
            {boundMessage}
          </Text>
        ) : null}
        {open ? (
          form
        ) : (
          <span>
            <Button size="sm" variant="secondary" onClick={onOpen}>
              {buttonLabel}
            </Button>
          </span>
        )}
      </Stack>
    </Row>
  );
}

/**
 * The mobile and email rows of securityCenter (spec 2 "my account: ... bind/verify phone and email"): each shows the
 * bound value masked with its verified state, and a button opening its form (Bind, or Change once verified). A form
 * sends a 6-digit code (SMS to the number, email to the address; countdown from the server's expiredMinutes), then
 * binds with it; the server's localised message shows on a failure, and a status line confirms a success.
 * `Row` renders one `<dt>/<dd>` pair of the caller's list.
 */
export function BindRows({ Row }: { Row: RowComponent }) {
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
            <FormattedMessage {...appMessages.retry} />
          </Button>
        </Stack>
      </Row>
    );

  const mobileTitle = <FormattedMessage {...(data.mobileVerified ? m.changeMobile : m.bindMobile)} />;
  const emailTitle = <FormattedMessage {...(data.emailVerified ? m.changeEmail : m.bindEmail)} />;
  const formProps = (which: 'mobile' | 'email') => ({
    onCancel: () => setOpen(null),
    onDone: () => {
      setOpen(null);
      setDone(which);
    },
  });
  const rowProps = (which: 'mobile' | 'email') => ({
    Row,
    open: open === which,
    done: done === which,
    onOpen: () => {
      setDone(null);
      setOpen(which);
    },
  });
  return (
    <>
      <BindRow
        {...rowProps('mobile')}
        term={<FormattedMessage {...m.mobile} />}
        value={data.mobile}
        verified={data.mobileVerified}
        boundMessage={<FormattedMessage {...m.mobileBound} />}
        buttonLabel={mobileTitle}
        form={<MobileForm {...formProps('mobile')} title={mobileTitle} />}
      />
      <BindRow
        {...rowProps('email')}
        term={<FormattedMessage {...m.email} />}
        value={data.email}
        verified={data.emailVerified}
        boundMessage={<FormattedMessage {...m.emailBound} />}
        buttonLabel={emailTitle}
        form={<EmailForm {...formProps('email')} title={emailTitle} />}
      />
    </>
  );
}
