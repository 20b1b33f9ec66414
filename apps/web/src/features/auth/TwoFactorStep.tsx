import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, CountdownButton, Heading, Select, Stack, Text, TextField } from '@playdeck/ui';
import type { LoginBody, LoginResult, TwoFactorValue } from '@playdeck/api-client';
import { login } from './api';
import { ApiError } from '../../shared/api/client';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { errorText } from './errorText';
import { authMessages, twoFactorChannelMessages, twoFactorMessages as m } from './messages';

type Channel = TwoFactorValue['channels'][number]['channel'];

/** Props of {@link TwoFactorStep}. */
export interface TwoFactorStepProps {
  /** The server's TWO_FACTOR_REQUIRED value: the verified channels with masked destinations. */
  value: TwoFactorValue;
  /**
   * Sends a code over `channel` (the login again with `twoFactorChannel`). Resolves to the countdown in seconds
   * (expiredMinutes x 60, spec 9); rejects with the server's error (SMS_RESEND_TOO_SOON, MESSAGE_NOT_SENT, ...).
   */
  send: (channel: Channel) => Promise<number>;
  /** Completes the login with the code; `trust`: trust this device for 30 days. Rejects with the server's error. */
  verify: (channel: Channel, code: string, trust: boolean) => Promise<void>;
  /** Back to the login form. */
  onBack: () => void;
}

/**
 * The login's new-address two-factor step (spec 4 "Two-factor step"): the choice of verified channel (SMS or e-mail,
 * masked; a select when there are two), "Send code" with its countdown (nothing counts down when the send fails),
 * the 6-digit code, "Trust this device for 30 days", verify and back. Errors are the server's localised messages.
 */
export function TwoFactorStep({ value, send, verify, onBack }: TwoFactorStepProps) {
  const intl = useIntl();
  const [channel, setChannel] = useState<Channel>(value.sent ?? value.channels[0]!.channel);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [sentTo, setSentTo] = useState<Channel | null>(value.sent ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (c: TwoFactorValue['channels'][number]) =>
    intl.formatMessage(twoFactorChannelMessages[c.channel], { to: c.to });
  const only = value.channels.length === 1 ? value.channels[0]! : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(intl.formatMessage(m.codeInvalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await verify(channel, code.trim(), trust);
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="two-factor-title">
      <Stack gap={3}>
        <Heading level={3} size="md" id="two-factor-title">
          <FormattedMessage {...m.title} />
        </Heading>
        <Text as="p" size="sm" tone="muted">
          <FormattedMessage {...m.intro} />
        </Text>
        {only ? (
          <Text as="p" size="sm">
            <FormattedMessage {...twoFactorChannelMessages.channelOnly} values={{ channel: label(only) }} />
          </Text>
        ) : (
          <Select
            label={intl.formatMessage(m.channel)}
            name="twoFactorChannel"
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value === 'email' ? 'email' : 'sms');
              setSentTo(null);
              setError(null);
            }}
            options={value.channels.map((c) => ({ value: c.channel, label: label(c) }))}
          />
        )}
        <Stack direction="row" gap={2} align="end" wrap>
          <TextField
            label={intl.formatMessage(m.code)}
            name="twoFactorCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            hint={sentTo ? undefined : intl.formatMessage(m.codeHint)}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <CountdownButton
            variant="secondary"
            onSend={async () => {
              try {
                setError(null);
                const seconds = await send(channel);
                setSentTo(channel);
                return seconds;
              } catch (err) {
                // A countdown already running on the server: count down what is left instead of failing.
                if (err instanceof ApiError && err.errorCode === 'SMS_RESEND_TOO_SOON') {
                  const left = (err.value as { seconds?: number } | undefined)?.seconds;
                  setSentTo(channel);
                  if (left) return left;
                }
                setError(errorText(intl, err));
                throw err;
              }
            }}
          >
            <FormattedMessage {...authMessages.sendCode} />
          </CountdownButton>
        </Stack>
        {sentTo ? (
          <Text as="p" size="sm" role="status">
            <FormattedMessage {...m.sent} />
          </Text>
        ) : null}
        <Checkbox
          name="trustDevice"
          label={intl.formatMessage(m.trust)}
          checked={trust}
          onChange={(e) => setTrust(e.target.checked)}
        />
        <FormSubmit error={error} busy={busy}>
          <FormattedMessage {...m.submit} />
        </FormSubmit>
        <Button type="button" variant="ghost" onClick={onBack}>
          <FormattedMessage {...m.back} />
        </Button>
      </Stack>
    </form>
  );
}

/** The two-factor value of a TWO_FACTOR_REQUIRED refusal (spec 4 "Two-factor step"), or null for any other error. */
export function twoFactorOf(err: unknown): TwoFactorValue | null {
  if (!(err instanceof ApiError) || err.errorCode !== 'TWO_FACTOR_REQUIRED') return null;
  const v = err.value as Partial<TwoFactorValue> | undefined;
  return v?.twoFactor && Array.isArray(v.channels) && v.channels.length ? (v as TwoFactorValue) : null;
}

/**
 * The login body for the two-factor step: the refused attempt's, without its (spent) captcha solution and with the
 * step ticket of the refusal (`step.ticket`), which stands in for the captcha on the step's calls (docs/decisions.md D28).
 */
export function twoFactorBody(body: LoginBody, step: TwoFactorValue): LoginBody {
  const rest: LoginBody = { ...body, ...(step.ticket ? { twoFactorTicket: step.ticket } : {}) };
  delete rest.captcha;
  return rest;
}

/**
 * {@link TwoFactorStep} wired to `POST /wps/session/login` for the player popup and the agent form: `body` is the
 * refused login's (twoFactorBody), repeated with `twoFactorChannel` to send and with the code to finish; `onLoggedIn`
 * gets the result and the body that succeeded.
 */
export function LoginTwoFactor({
  value,
  body,
  onLoggedIn,
  onBack,
}: {
  value: TwoFactorValue;
  body: LoginBody;
  onLoggedIn: (result: LoginResult, body: LoginBody) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <TwoFactorStep
      value={value}
      onBack={onBack}
      send={async (channel) => {
        try {
          // The credentials proved right a moment ago; a success here means the address became known meanwhile.
          const b = { ...body, twoFactorChannel: channel };
          await onLoggedIn(await login(b), b);
          return 0;
        } catch (err) {
          const step = twoFactorOf(err);
          if (step?.sent) return (step.expiredMinutes || 1) * 60;
          throw err;
        }
      }}
      verify={async (channel, twoFactorCode, trustDevice) => {
        const b = { ...body, twoFactorChannel: channel, twoFactorCode, trustDevice };
        await onLoggedIn(await login(b), b);
      }}
    />
  );
}
