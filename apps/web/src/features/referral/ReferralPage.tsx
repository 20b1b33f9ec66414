import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Button, Heading, Spinner, Stack, Text } from '@playdeck/ui';
import { referral } from '@playdeck/api-client/routes/referral';
import type { ReferralPage as Page } from '@playdeck/api-client/referral';
import { swrFetcher } from '../../shared/api/client';
import { LoadState } from '../../shared/ui/LoadState';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { referralMessages as m, referralValues as v } from './messages';
import * as styles from './referral.css';
import { ListOrEmpty } from '../../shared/ui/ListOrEmpty';

/** A QR code of `text` as a data URL drawn in the browser by `qrcode` (loaded on demand; no network). */
function Qr({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async (QR) => {
      const url = await QR.toDataURL(text, { margin: 1, width: 152 });
      if (!cancelled) setSrc(url);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return src ? <img className={styles.qr} src={src} alt={alt} /> : <Spinner size="sm" />;
}

/** Copies `text`; the label turns to "Copied" (announced politely) once done. */
function Copy({ text, label }: { text: string; label: typeof m.copyCode | typeof m.copyLink }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setDone(true))}
    >
      <span aria-live="polite">
        <FormattedMessage {...(done ? m.copied : label)} />
      </span>
    </Button>
  );
}

const STATUS = { pending: m.pending, rewarded: m.rewarded, refused: m.refused } as const;

/**
 * referral (member center, spec 1 "refer and earn", spec 2; docs/decisions.md D36): the member's referral code and
 * invitation link (`/register?referralCode=<code>`) with copy buttons and a QR code, the programme's rules, and the
 * friends who registered through it (names masked by the server), each with its first deposit, turnover against the
 * target, status (with the reason when not eligible) and the reward paid. Reading the page settles friends who
 * qualified since (the server pays each once).
 */
export default function ReferralPage() {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const q = useSWR<Page>(referral.page.path, swrFetcher);
  const p = q.data;
  const link = p ? `${location.origin}${p.path}` : '';
  return (
    <div className={styles.section}>
      <LoadState
        isLoading={!p}
        error={q.error}
        retry={() => void q.mutate()}
        label={intl.formatMessage(m.loading)}
      >
        {p ? (
          <>
            <div className={styles.share}>
              <Stack gap={3}>
                <Stack gap={1}>
                  <Text as="span" size="sm" tone="muted">
                    <FormattedMessage {...m.code} />
                  </Text>
                  <div className={styles.actions}>
                    <Text as="span" weight="semibold" className={styles.value} data-testid="referral-code">
                      {p.code}
                    </Text>
                    <Copy text={p.code} label={m.copyCode} />
                  </div>
                </Stack>
                <Stack gap={1}>
                  <Text as="span" size="sm" tone="muted">
                    <FormattedMessage {...m.link} />
                  </Text>
                  <Text as="span" className={styles.value} data-testid="referral-link">
                    {link}
                  </Text>
                  <div className={styles.actions}>
                    <Copy text={link} label={m.copyLink} />
                  </div>
                </Stack>
              </Stack>
              <Qr text={link} alt={intl.formatMessage(m.qr)} />
            </div>
            {p.enabled ? (
              <Text as="p">
                <FormattedMessage
                  {...v.terms}
                  values={{
                    reward: format(p.reward, p.currency),
                    deposit: format(p.firstDeposit, p.currency),
                    turnover: format(p.turnover, p.currency),
                    multiple: p.turnoverMultiplier,
                  }}
                />
                {p.maxRewarded !== null ? (
                  <>
                    {' '}
                    <FormattedMessage {...v.cap} values={{ count: p.rewardedCount, max: p.maxRewarded }} />
                  </>
                ) : null}
              </Text>
            ) : (
              <Text as="p" tone="muted">
                <FormattedMessage {...m.off} />
              </Text>
            )}
            <Heading level={3}>
              <FormattedMessage {...m.referees} />
            </Heading>
            <ListOrEmpty
              items={p.referees}
              texts={{ list: m.referees, empty: m.empty, emptyInfo: m.emptyInfo }}
              headingLevel={4}
              className={styles.list}
              renderItem={(r, i) => (
                <li key={`${r.name}-${r.registeredAt}-${i}`} className={styles.row} data-status={r.status}>
                  <div className={styles.head}>
                    <Text as="span" weight="semibold">
                      {r.name}
                    </Text>
                    <Text as="span" weight="semibold">
                      <FormattedMessage {...STATUS[r.status]} />
                    </Text>
                  </div>
                  <Text as="span" size="sm" tone="muted" className={styles.meta}>
                    <span>
                      <FormattedMessage {...v.joined} values={{ date: dateTime(r.registeredAt) }} />
                    </span>
                    <span className={styles.money}>
                      {r.firstDeposit === null ? (
                        <FormattedMessage {...m.noDeposit} />
                      ) : (
                        <FormattedMessage
                          {...v.deposit}
                          values={{ amount: format(r.firstDeposit, p.currency) }}
                        />
                      )}
                    </span>
                    <span className={styles.money}>
                      <FormattedMessage
                        {...v.turnover}
                        values={{
                          amount: format(r.turnover, p.currency),
                          target: format(p.turnover, p.currency),
                        }}
                      />
                    </span>
                    {r.reward !== null ? (
                      <span className={styles.money}>
                        <FormattedMessage {...v.reward} values={{ amount: format(r.reward, p.currency) }} />
                      </span>
                    ) : null}
                  </Text>
                  {r.reasonText ? (
                    <Text as="span" size="sm">
                      {r.reasonText}
                    </Text>
                  ) : null}
                </li>
              )}
            />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
