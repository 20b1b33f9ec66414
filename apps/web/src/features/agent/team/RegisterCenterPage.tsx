import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Heading, Select, Spinner, Stack, Text, TextField } from '@playdeck/ui';
import type { CreatedDownline } from '@playdeck/api-client/agentTeam';
import { useSWRConfig } from 'swr';
import { errorText } from '../../../shared/format/useMoney';
import { FormFailure, LoadState } from '../../../shared/ui/LoadState';
import { createDownline, TEAM_PATHS, useAffiliateLinks } from './api';
import { CopyButton } from './CopyButton';
import { teamMessages as m, teamValues as v } from './messages';
import * as styles from './team.css';

/** A QR code of `text`, drawn in the browser by the `qrcode` library (loaded on demand, as the side menu does). */
function Qr({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async (QR) => {
      const url = await QR.toDataURL(text, { margin: 1, width: 160 });
      if (!cancelled) setSrc(url);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return src ? <img className={styles.qr} src={src} alt={alt} /> : <Spinner size="sm" />;
}

/** The create form; after success, the account and its one-time password, shown once (docs/decisions.md D2). */
function CreateForm() {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const c = await createDownline({ username: username.trim(), kind });
      setCreated(c);
      setUsername('');
      // The downline list shows the new member on its next visit.
      void mutate((key) => Array.isArray(key) && key[0] === TEAM_PATHS.downlines);
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={3}>
          <div className={styles.fields}>
            <TextField
              label={<FormattedMessage {...m.username} />}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="off"
              required
            />
            <Select
              label={<FormattedMessage {...m.kind} />}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'member' | 'agent')}
              options={[
                { value: 'member', label: intl.formatMessage(m.kindMember) },
                { value: 'agent', label: intl.formatMessage(m.kindAgent) },
              ]}
            />
          </div>
          <FormFailure text={failure} />
          <div>
            <Button type="submit" loading={busy} disabled={!username.trim()}>
              <FormattedMessage {...m.create} />
            </Button>
          </div>
        </Stack>
      </form>
      {created ? (
        <section className={styles.card} aria-labelledby="created-downline">
          <Heading level={3} size="md" id="created-downline">
            <FormattedMessage {...v.created} values={{ username: created.username }} />
          </Heading>
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage {...m.oneTimePassword} />
          </Text>
          <div className={styles.cardHead}>
            <output className={styles.secret} aria-label={intl.formatMessage(m.oneTimePassword)}>
              {created.oneTimePassword}
            </output>
            <CopyButton text={created.oneTimePassword} />
          </div>
          <Text as="p" size="sm">
            <FormattedMessage {...m.oneTimeHint} />
          </Text>
        </section>
      ) : null}
    </Stack>
  );
}

/** The agent's affiliate links (the site's origin + path) with a QR code and a copy button each. */
function Links() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useAffiliateLinks();
  return (
    <Stack gap={3} as="section" aria-labelledby="affiliate-links">
      <Heading level={3} size="md" id="affiliate-links">
        <FormattedMessage {...m.linksTitle} />
      </Heading>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...m.linksHint} />
      </Text>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        <ul className={styles.list}>
          {data?.links.map((l) => {
            const link = `${window.location.origin}${l.path}`;
            return (
              <li key={l.code} className={styles.card}>
                <Text as="span" weight="semibold">
                  <FormattedMessage {...v.code} values={{ code: l.code }} />
                </Text>
                <Text as="span" size="sm" className={styles.money}>
                  {link}
                </Text>
                <div className={styles.actions}>
                  <CopyButton text={link} />
                </div>
                <Qr text={link} alt={intl.formatMessage(v.qrAlt, { link })} />
              </li>
            );
          })}
        </ul>
      </LoadState>
    </Stack>
  );
}

/**
 * registerCenter (spec 2; docs/architecture.md "Agents", agent center; docs/decisions.md D2): create a member or agent downline with a random
 * one-time password shown once (forced change at first login), and the agent's affiliate links with QR codes.
 */
export default function RegisterCenterPage() {
  return (
    <Stack gap={5}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.registerTitle} />
      </Heading>
      <CreateForm />
      <Links />
    </Stack>
  );
}
