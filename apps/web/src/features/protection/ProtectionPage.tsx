import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  AlertDialog,
  Button,
  EmptyState,
  Heading,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
  useToast,
} from '@playdeck/ui';
import type { ProtectionView } from '@playdeck/api-client/protection';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { clearBrowserSession, useSetToken } from '../../shared/session/session';
import { holdSessionEnd } from '../../shared/api/client';
import { getToken } from '../../shared/api/storage';
import { useProtection, useProtectionActions } from './api';
import { protectionMessages as m, protectionValues as v } from './messages';

type Limit = ProtectionView['limits'][number];

const PERIOD = { '24h': m.p24h, '7d': m.p7d, '30d': m.p30d } as const;

/** One limit: its value, usage in the window, a pending change, and the form to change it. */
function LimitRow({ l, currency }: { l: Limit; currency: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { format } = useMoney();
  const { format: when } = useBrandDateTime();
  const { setLimit, confirm } = useProtectionActions();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const label = `${intl.formatMessage(m[l.kind])}${l.period ? ` · ${intl.formatMessage(PERIOD[l.period])}` : ''}`;
  const show = (v: string | null) =>
    v === null ? intl.formatMessage(m.noLimit) : l.kind === 'session' ? v : format(v, currency);
  const run = async (fn: () => Promise<{ applied: boolean }>) => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await fn();
      toast.show({ tone: 'success', title: intl.formatMessage(r.applied ? m.saved : m.waiting) });
      setValue('');
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <Stack gap={2}>
        <Stack direction="row" justify="between" wrap>
          <Text as="span" weight="semibold">
            {label}
          </Text>
          <Text as="span">{show(l.value)}</Text>
        </Stack>
        {l.used !== null && l.remaining !== null ? (
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage
              {...v.used}
              values={{ used: format(l.used, currency), remaining: format(l.remaining, currency) }}
            />
          </Text>
        ) : null}
        {l.pending ? (
          <Stack direction="row" justify="between" align="center" wrap>
            <Text as="span" size="sm">
              <FormattedMessage
                {...v.pending}
                values={{ value: show(l.pending.value), at: when(l.pending.confirmableAt) }}
              />
            </Text>
            {l.pending.confirmable ? (
              <Button size="sm" loading={busy} onClick={() => void run(() => confirm(l.key))}>
                <FormattedMessage {...m.confirm} />
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim()) void run(() => setLimit(l.key, value.trim()));
          }}
        >
          <Stack direction="row" gap={2} align="end" wrap>
            <TextField
              label={`${intl.formatMessage(m.newValue)}: ${label}`}
              inputMode="decimal"
              value={value}
              maxLength={20}
              error={error}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" size="sm" loading={busy}>
              <FormattedMessage {...m.save} />
            </Button>
            {l.value !== null ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void run(() => setLimit(l.key, null))}
              >
                <FormattedMessage {...m.remove} />
              </Button>
            ) : null}
          </Stack>
        </form>
      </Stack>
    </li>
  );
}

/** Time-out or self-exclusion: a length, then a confirmation dialog; on success the member is signed out. */
function BlockSection({ kind, view }: { kind: 'timeout' | 'exclusion'; view: ProtectionView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const setToken = useSetToken();
  const { timeout, exclude } = useProtectionActions();
  const lengths = kind === 'timeout' ? view.timeouts : view.exclusions;
  const [length, setLength] = useState(lengths[0] ?? '');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const lengthText = (len: string) => intl.formatMessage(m[`len.${len}` as keyof typeof m]);
  if (!lengths.length) return null;
  const go = async () => {
    setBusy(true);
    setError(undefined);
    // The server ends the session as it takes the block: hold that end (its live event or a poll's 401 would log the
    // tab out and the member-only page's guard would send the player to the login page) until /blocked is shown.
    const token = getToken();
    const release = token ? holdSessionEnd(token) : undefined;
    // The blocked page's chunk, fetched meanwhile, so the navigation below does not wait for it.
    void import('./BlockedPage');
    try {
      const b = await (kind === 'timeout' ? timeout(length) : exclude(length));
      const toBlocked = () =>
        navigate('/blocked', { replace: true, state: { ...b, helpLinks: view.helpLinks } });
      await toBlocked();
      // A navigation of the page itself (a popup's query) can interrupt this one: go again. The blocked page ends the
      // held session once it is shown (endHeldSession), when no member-only page's guard is left to see it.
      if (window.location.pathname !== '/blocked') await toBlocked();
      if (!release) {
        clearBrowserSession();
        setToken(null);
      }
    } catch (err) {
      release?.(false);
      setError(errorText(intl, err));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={2} as="section">
      <Heading level={2} size="lg">
        <FormattedMessage {...(kind === 'timeout' ? m.timeout : m.exclusion)} />
      </Heading>
      <Select
        label={`${intl.formatMessage(m.length)}: ${intl.formatMessage(kind === 'timeout' ? m.timeout : m.exclusion)}`}
        value={length}
        onChange={(e) => setLength(e.target.value)}
        options={lengths.map((len) => ({ value: len, label: lengthText(len) }))}
        error={error}
      />
      <Button variant="danger" onClick={() => setAsking(true)}>
        <FormattedMessage {...(kind === 'timeout' ? m.takeTimeout : m.takeExclusion)} />
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={(o) => (busy ? undefined : setAsking(o))}
        title={intl.formatMessage(m.blockTitle)}
        message={intl.formatMessage(v.blockMessage, { length: lengthText(length) })}
        confirmLabel={intl.formatMessage(m.blockConfirm)}
        showCancel
        tone="danger"
        confirmLoading={busy}
        onConfirm={(e) => {
          e.preventDefault();
          void go();
        }}
      />
    </Stack>
  );
}

/**
 * Responsible gaming (member center, docs/decisions.md D26; UKGC RTS 12 and 13): the limits the brand offers with
 * their usage per window and pending increases (confirmable after 24 h), a time-out and a self-exclusion, each behind
 * a confirmation dialog. Loader, error with retry, and an empty state when the brand offers no limit. `heading`: its
 * own h1 (the /protection page); off inside the member center, whose panel is titled by the menu entry.
 */
export default function ProtectionPage({ heading = true }: { heading?: boolean } = {}) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useProtection();
  if (isLoading && !data) return <Spinner label={intl.formatMessage(m.title)} />;
  if (error || !data)
    return (
      <EmptyState
        title={intl.formatMessage(m.loadFailed)}
        description={errorText(intl, error)}
        action={
          <Button onClick={() => void mutate()}>
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  return (
    <Stack gap={4}>
      {heading && (
        <Heading level={1} size="xl">
          <FormattedMessage {...m.title} />
        </Heading>
      )}
      <Stack gap={2} as="section">
        <Heading level={2} size="lg">
          <FormattedMessage {...m.limits} />
        </Heading>
        <Text as="p" size="sm" tone="muted">
          <FormattedMessage {...m.limitsHint} />
        </Text>
        {data.limits.length ? (
          <Stack gap={3} as="ul" aria-label={intl.formatMessage(m.limits)}>
            {data.limits.map((l) => (
              <LimitRow key={l.key} l={l} currency={data.currency} />
            ))}
          </Stack>
        ) : (
          <EmptyState title={intl.formatMessage(m.empty)} />
        )}
      </Stack>
      <BlockSection kind="timeout" view={data} />
      <BlockSection kind="exclusion" view={data} />
    </Stack>
  );
}
