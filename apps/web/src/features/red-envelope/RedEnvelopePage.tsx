import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Stack, Text } from '@playdeck/ui';
import type { OpenedEnvelope, RedEnvelopeRound } from '@playdeck/api-client/redEnvelope';
import { redEnvelopeDraw, redEnvelopePaid, redEnvelopeSeedHash } from '@playdeck/domain/redEnvelopeFair';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { LoadState } from '../../shared/ui/LoadState';
import { usePopup } from '../../shared/popups/popups';
import { useToken } from '../../shared/session/session';
import { useOpenEnvelope, useOpenedEnvelopes, useRedEnvelopeRounds } from './api';
import { redEnvelopeMessages as m, redEnvelopeValues as v } from './messages';

/** Minor units (digits) as the decimal string the money formatter takes. */
function decimal(minor: string, exponent: number): string {
  if (exponent === 0) return minor;
  const s = minor.padStart(exponent + 1, '0');
  return `${s.slice(0, -exponent)}.${s.slice(-exponent)}`;
}

const STATUS = {
  opened: m.statusOpened,
  ineligible: m.statusIneligible,
  empty: m.statusEmpty,
  closed: m.statusClosed,
} as const;

/** One round: its range, pool left, eligibility, seed commitment and the open button (or why not). */
function RoundCard({ r, onOpened }: { r: RedEnvelopeRound; onOpened: (e: OpenedEnvelope) => void }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: when } = useBrandDateTime();
  const loggedIn = !!useToken();
  const { open: openPopup } = usePopup();
  const openEnvelope = useOpenEnvelope();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const open = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onOpened(await openEnvelope(r.id));
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <Stack gap={2}>
        <Heading level={2} size="lg">
          {r.name}
        </Heading>
        <Text as="p" size="sm">
          <FormattedMessage
            {...v.range}
            values={{ min: format(r.min, r.currency), max: format(r.max, r.currency) }}
          />
        </Text>
        {r.window ? (
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage
              {...v.remaining}
              values={{
                remaining: format(r.window.remaining, r.currency),
                pool: format(r.window.pool, r.currency),
                end: when(r.window.endsAt),
              }}
            />
          </Text>
        ) : null}
        {r.depositToday !== '0' && !/^0\.0+$/.test(r.depositToday) ? (
          <Text as="p" size="sm">
            <FormattedMessage {...v.depositToday} values={{ amount: format(r.depositToday, r.currency) }} />
          </Text>
        ) : null}
        {r.window ? (
          <Text as="p" size="xs" tone="muted" style={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage {...v.commitment} values={{ hash: r.window.serverSeedHash }} />
          </Text>
        ) : null}
        {r.status === 'open' ? (
          loggedIn ? (
            <Button
              loading={busy}
              onClick={() => void open()}
              aria-label={intl.formatMessage(v.openNamed, { name: r.name })}
            >
              <FormattedMessage {...m.open} />
            </Button>
          ) : (
            <Button onClick={() => openPopup('login')}>
              <FormattedMessage {...m.loginToOpen} />
            </Button>
          )
        ) : (
          <Text as="p" weight="semibold">
            <FormattedMessage {...STATUS[r.status]} />
          </Text>
        )}
        {error ? (
          <Text as="p" role="alert" tone="danger">
            {error}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

type Check = 'ok' | 'bad' | undefined;

/**
 * One opened envelope with its verify view: once the window has ended the seed is revealed and the page recomputes
 * its SHA-256 and the draw in the browser (@playdeck/domain/redEnvelopeFair, the server's own code).
 */
function OpenedRow({ e }: { e: OpenedEnvelope }) {
  const { format, exponent } = useMoney();
  const { format: when } = useBrandDateTime();
  const [check, setCheck] = useState<Check>();
  const verify = async () => {
    if (!e.serverSeed) return;
    try {
      const hashOk = (await redEnvelopeSeedHash(e.serverSeed)) === e.serverSeedHash;
      const draw = await redEnvelopeDraw({
        serverSeed: e.serverSeed,
        memberId: e.clientSeed,
        minMinor: BigInt(e.minMinor),
        maxMinor: BigInt(e.maxMinor),
      });
      const paid = redEnvelopePaid(draw, BigInt(e.remainingBeforeMinor));
      setCheck(hashOk && draw.toString() === e.drawMinor && paid.toString() === e.amountMinor ? 'ok' : 'bad');
    } catch {
      setCheck('bad');
    }
  };
  return (
    <li>
      <Stack gap={1}>
        <Stack direction="row" justify="between" wrap>
          <Text as="span" weight="semibold">
            {e.name}
          </Text>
          <Text as="span" weight="semibold">
            {format(e.amount, e.currency)}
          </Text>
        </Stack>
        <Text as="span" size="sm" tone="muted">
          <time dateTime={e.openedAt}>{when(e.openedAt)}</time>
        </Text>
        {e.serverSeed ? (
          <>
            <Text as="p" size="xs" tone="muted" style={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage {...v.seed} values={{ seed: e.serverSeed, client: e.clientSeed }} />
            </Text>
            <Button size="sm" variant="secondary" onClick={() => void verify()}>
              <FormattedMessage {...m.verify} />
            </Button>
          </>
        ) : (
          <Text as="p" size="sm">
            <FormattedMessage {...v.sealed} values={{ end: when(e.endsAt) }} />
          </Text>
        )}
        {check ? (
          <Text as="p" role="status" tone={check === 'ok' ? 'success' : 'danger'}>
            {check === 'ok' ? (
              <FormattedMessage
                {...v.verified}
                values={{
                  draw: format(decimal(e.drawMinor, exponent), e.currency),
                  amount: format(e.amount, e.currency),
                }}
              />
            ) : (
              <FormattedMessage {...m.notVerified} />
            )}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

/**
 * Red-envelope page (spec sections 1 "red envelopes", 7 "raffle claim"; whitelabel node `redEnvelope`; a lazy route
 * chunk at /redEnvelope): the brand's rounds with each open window's seed commitment and an Open button, the amount
 * drawn when one is opened, and the member's envelopes with their verify view. Reads GET /wps/red-envelope/rounds
 * (public) and /opened (member); POST /wps/red-envelope/open.
 */
export default function RedEnvelopePage() {
  const intl = useIntl();
  const { format } = useMoney();
  const loggedIn = !!useToken();
  const { data, error, mutate } = useRedEnvelopeRounds();
  const opened = useOpenedEnvelopes(loggedIn);
  const [won, setWon] = useState<OpenedEnvelope>();
  return (
    <Stack gap={4}>
      <Heading level={1} size="xl">
        <FormattedMessage {...m.title} />
      </Heading>
      {/* The page's heading stays while the rounds load or fail; the rounds' waiting and failure states below it. */}
      <LoadState
        isLoading={!data}
        error={error}
        retry={() => void mutate()}
        label={intl.formatMessage(m.title)}
        errorTitle={intl.formatMessage(m.loadFailed)}
        headingLevel={2}
      >
        {data ? (
          <>
            {won ? (
              <Stack gap={1} role="status">
                <Text as="p" size="lg" weight="semibold">
                  <FormattedMessage {...v.won} values={{ amount: format(won.amount, won.currency) }} />
                </Text>
                <Text as="p" size="sm" tone="muted">
                  <FormattedMessage {...m.wonHint} />
                </Text>
              </Stack>
            ) : null}
            {data.rounds.length ? (
              <Stack gap={4} as="ul" aria-label={intl.formatMessage(m.title)}>
                {data.rounds.map((r) => (
                  <RoundCard key={r.id} r={r} onOpened={setWon} />
                ))}
              </Stack>
            ) : (
              <EmptyState title={intl.formatMessage(m.none)} />
            )}
          </>
        ) : null}
      </LoadState>
      {opened.data?.rows.length ? (
        <Stack gap={2} as="section">
          <Heading level={2} size="lg">
            <FormattedMessage {...m.mine} />
          </Heading>
          <Stack gap={3} as="ul" aria-label={intl.formatMessage(m.mine)}>
            {opened.data.rows.map((e) => (
              <OpenedRow key={`${e.roundId}:${e.period}`} e={e} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
