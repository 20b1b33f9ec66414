import { useState } from 'react';
import useSWR from 'swr';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { session } from '@playdeck/api-client/routes/session';
import type { TrustedDevice, TrustedDeviceList } from '@playdeck/api-client';
import { Button, Heading, Stack, Text } from '@playdeck/ui';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { errorText, useBrandDateTime } from '../../shared/format/useMoney';
import { useLogout } from '../../shared/session/useLogout';
import { LoadFailure } from '../../shared/ui/LoadState';
import * as styles from './member.css';

const m = defineMessages({
  title: {
    id: 'app.security.devices.title',
    defaultMessage: 'Trusted devices',
    description: 'Security center: heading of the list of browsers that skip the new-address sign-in code',
  },
  intro: {
    id: 'app.security.devices.intro',
    defaultMessage:
      'On these browsers a sign-in from a new address does not ask for a verification code, for 30 days.',
    description: 'Security center: what a trusted device is',
  },
  none: {
    id: 'app.security.devices.none',
    defaultMessage: 'No trusted devices.',
    description: 'Security center: the member trusts no browser',
  },
  unknown: {
    id: 'app.security.devices.unknown',
    defaultMessage: 'Unknown browser',
    description: 'Security center: a trusted device whose browser was not recognised',
  },
  current: {
    id: 'app.security.devices.current',
    defaultMessage: 'This device',
    description: 'Security center: marks the trusted device the member is using now',
  },
  neverUsed: {
    id: 'app.security.devices.neverUsed',
    defaultMessage: 'Not used since',
    description: 'Security center: the trusted device has not been used for a sign-in since it was added',
  },
  remove: {
    id: 'app.security.devices.remove',
    defaultMessage: 'Remove',
    description: 'Security center: button that forgets one trusted device',
  },
  removeAll: {
    id: 'app.security.devices.removeAll',
    defaultMessage: 'Remove all',
    description: 'Security center: button that forgets every trusted device',
  },
  forgetAndSignOut: {
    id: 'app.security.devices.forgetAndSignOut',
    defaultMessage: 'Sign out and forget this device',
    description: 'Security center: signs out and stops trusting the browser in use',
  },
  removed: {
    id: 'app.security.devices.removed',
    defaultMessage: 'Removed. That browser will be asked for a code again.',
    description: 'Security center: status after removing trusted devices',
  },
});

/** The texts with ICU arguments (typed values). */
const mv = defineMessages<{
  added: { time: string };
  lastUsed: { time: string };
  removeLabel: { name: string };
}>({
  added: {
    id: 'app.security.devices.added',
    defaultMessage: 'Added {time}',
    description: 'Security center: when the device was trusted. time: date and time in the brand timezone',
  },
  lastUsed: {
    id: 'app.security.devices.lastUsed',
    defaultMessage: 'Last used {time}',
    description:
      'Security center: when the device last skipped the sign-in code. time: date and time in the brand timezone',
  },
  removeLabel: {
    id: 'app.security.devices.removeLabel',
    defaultMessage: 'Remove {name}',
    description: 'Security center: accessible name of the remove button of one device. name: browser name',
  },
});

/**
 * The security centre's trusted devices (docs/decisions.md D28, D35): each browser the member trusted after the
 * new-address two-factor step, with its name (from its User-Agent), when it was added and last used, and "remove";
 * "remove all"; and, when this browser is one of them, "sign out and forget this device". Calls GET / DELETE
 * `/wps/session/devices` and `DELETE /wps/session/logout?forgetDevice=1`; errors are the server's localised messages.
 */
export function TrustedDevices() {
  const intl = useIntl();
  const { format } = useBrandDateTime();
  const logout = useLogout();
  const { data, error, mutate } = useSWR<TrustedDeviceList>(session.devices.path, swrFetcher);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      setStatus({ error: false, text: intl.formatMessage(m.removed) });
    } catch (err) {
      setStatus({ error: true, text: errorText(intl, err) });
    } finally {
      await mutate();
      setBusy(false);
    }
  };
  const name = (d: TrustedDevice) => d.name || intl.formatMessage(m.unknown);
  const rows = data?.rows ?? [];

  return (
    <section aria-labelledby="security-devices">
      <Stack gap={3}>
        <Heading level={3} size="md" id="security-devices">
          <FormattedMessage {...m.title} />
        </Heading>
        <Text as="p" size="sm" tone="muted">
          <FormattedMessage {...m.intro} />
        </Text>
        {error && !data ? <LoadFailure retry={() => void mutate()} /> : null}
        {data && !rows.length ? (
          <Text as="p" size="sm">
            <FormattedMessage {...m.none} />
          </Text>
        ) : null}
        {rows.length ? (
          <ul className={styles.deviceList} aria-labelledby="security-devices">
            {rows.map((d) => (
              <li key={d.id} className={styles.row} data-testid="trusted-device">
                <Stack gap={1}>
                  <Text as="span" weight="bold">
                    {name(d)}
                  </Text>
                  {d.current ? (
                    <Text as="span" size="sm" tone="success">
                      <FormattedMessage {...m.current} />
                    </Text>
                  ) : null}
                  <Text as="span" size="sm" tone="muted">
                    <FormattedMessage {...mv.added} values={{ time: format(d.createdAt) }} />
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {d.lastUsedAt ? (
                      <FormattedMessage {...mv.lastUsed} values={{ time: format(d.lastUsedAt) }} />
                    ) : (
                      <FormattedMessage {...m.neverUsed} />
                    )}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={intl.formatMessage(mv.removeLabel, { name: name(d) })}
                  onClick={() => void run(() => apiFetch(session.removeDevice, { params: { id: d.id } }))}
                >
                  <FormattedMessage {...m.remove} />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {rows.length ? (
          <Stack direction="row" gap={2} wrap>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => apiFetch(session.removeAllDevices))}
            >
              <FormattedMessage {...m.removeAll} />
            </Button>
            {rows.some((d) => d.current) ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void logout({ forgetDevice: true })}
              >
                <FormattedMessage {...m.forgetAndSignOut} />
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {status ? (
          <Text
            as="p"
            size="sm"
            role={status.error ? 'alert' : 'status'}
            tone={status.error ? 'danger' : undefined}
          >
            {status.text}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
