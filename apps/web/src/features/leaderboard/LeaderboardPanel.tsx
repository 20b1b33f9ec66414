import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { EmptyState, Heading, Stack, Text } from '@playdeck/ui';
import type { LeaderboardCompetition, LeaderboardPage } from '@playdeck/api-client/leaderboard';
import { LoadState } from '../../shared/ui/LoadState';
import { ColumnHeads, DataTable } from '../../shared/ui/DataTable';
import { formatDecimal } from '../../shared/format/money';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { useLeaderboard } from './api';
import { leaderboardMessages as m, leaderboardValues as v } from './messages';
import * as styles from './leaderboard.css';

const STATE = { upcoming: m.upcoming, live: m.live, ended: m.ended, closed: m.closed } as const;

/** The current time, ticking every second while mounted (the countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** A decimal string with 2 decimals and grouping in the UI locale's digits ("1234.5" -> "1,234.50"; bn: "১,২৩৪.৫০"). */
export function formatScore(intl: IntlShape, value: string): string {
  return formatDecimal(value, intl.locale, 2);
}

/** `ms` as "hh:mm:ss", or "Nd hh:mm:ss" past a day, in the locale's digits. */
function countdown(intl: IntlShape, ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  const days = Math.floor(s / 86_400);
  return days > 0 ? intl.formatMessage(v.days, { days: intl.formatNumber(days), clock }) : clock;
}

/** One competition: title, state, window and countdown, prizes, standings and the member's own place. */
function Competition({ c, page, now }: { c: LeaderboardCompetition; page: LeaderboardPage; now: number }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const money = (x: string) => format(x, page.currency);
  const score = (x: string) =>
    c.metric === 'turnover' ? money(x) : intl.formatMessage(v.multiple, { value: formatScore(intl, x) });
  const start = Date.parse(c.start);
  const end = Date.parse(c.end);
  const titleId = `leaderboard-${c.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid={`competition-${c.id}`}>
      <Stack gap={2}>
        <div className={styles.meta}>
          <Heading level={3} id={titleId}>
            {c.title}
          </Heading>
          <Text as="span" size="sm" weight="semibold" className={styles.state} data-state={c.state}>
            <FormattedMessage {...STATE[c.state]} />
          </Text>
        </div>
        <Text as="p" size="sm" tone="muted" className={styles.meta}>
          <span>
            <FormattedMessage {...v.window} values={{ start: dateTime(c.start), end: dateTime(c.end) }} />
          </span>
          {c.state === 'upcoming' || c.state === 'live' ? (
            <span role="timer" aria-live="off">
              <FormattedMessage
                {...(c.state === 'upcoming' ? v.startsIn : v.endsIn)}
                values={{ time: countdown(intl, (c.state === 'upcoming' ? start : end) - now) }}
              />
            </span>
          ) : null}
        </Text>
        <Heading level={4}>
          <FormattedMessage {...m.prizes} />
        </Heading>
        <ul className={styles.prizes} aria-label={intl.formatMessage(m.prizes)}>
          {c.prizes.map((p) => (
            <li key={p.fromRank} className={styles.prize}>
              <FormattedMessage
                {...(p.fromRank === p.toRank ? v.prizeRank : v.prizeRanks)}
                values={{ from: intl.formatNumber(p.fromRank), to: intl.formatNumber(p.toRank) }}
              />
              {p.turnoverMultiplier > 0 ? (
                <FormattedMessage
                  {...v.prizeTurnover}
                  values={{ amount: money(p.amount), multiple: intl.formatNumber(p.turnoverMultiplier) }}
                />
              ) : (
                money(p.amount)
              )}
            </li>
          ))}
        </ul>
        {Number(c.minTurnover) > 0 ? (
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage {...v.minTurnover} values={{ amount: money(c.minTurnover) }} />
          </Text>
        ) : null}
        {c.top.length === 0 ? (
          <Text as="p" size="sm">
            <FormattedMessage {...m.noStandings} />
          </Text>
        ) : (
          <DataTable label={intl.formatMessage(v.standings, { title: c.title })}>
            <ColumnHeads columns={[m.rank, m.player, c.metric === 'turnover' ? m.turnover : m.multiplier]} />
            <tbody>
              {c.top.map((r) => (
                <tr
                  key={r.rank}
                  className={r.mine ? styles.mine : undefined}
                  aria-current={r.mine || undefined}
                >
                  <td className={styles.num}>{intl.formatNumber(r.rank)}</td>
                  <td>{r.mine ? <FormattedMessage {...v.mine} values={{ name: r.name }} /> : r.name}</td>
                  <td className={styles.num}>{score(r.score)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <Text as="p" weight="semibold" data-testid={`own-${c.id}`}>
          {c.own.rank !== null ? (
            <FormattedMessage
              {...v.ownRank}
              values={{ rank: intl.formatNumber(c.own.rank), score: score(c.own.score) }}
            />
          ) : c.state === 'upcoming' ? null : (
            <>
              <FormattedMessage {...m.notRanked} />{' '}
              <FormattedMessage {...v.ownTurnover} values={{ amount: money(c.own.turnover) }} />
            </>
          )}
        </Text>
        {c.prize !== null ? (
          <Text as="p" tone="success">
            <FormattedMessage {...v.won} values={{ amount: money(c.prize) }} />
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

/**
 * Leaderboard panel (member center `missionLeaderboard`, spec 1 "leaderboard", 2, 7; docs/decisions.md D38): each
 * competition of the brand with its title, state, window in the brand timezone with a countdown to its start or end,
 * prizes by rank, the top standings (rank, masked name, score: turnover in the brand currency or the best win
 * multiplier, 2 decimals grouped in the locale's digits; the member's own row marked) and the member's own rank or
 * turnover so far. Loader, error (with retry) and empty states. No page of its own: a tab of the missions page.
 */
export function LeaderboardPanel() {
  const intl = useIntl();
  const q = useLeaderboard();
  const now = useNow();
  const p = q.data;
  return (
    <div className={styles.section}>
      <LoadState
        isLoading={!p}
        error={q.error}
        retry={() => void q.mutate()}
        label={intl.formatMessage(m.loading)}
        errorTitle={<FormattedMessage {...m.loadError} />}
      >
        {p && p.competitions.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={<FormattedMessage {...m.empty} />}
            description={<FormattedMessage {...m.emptyInfo} />}
          />
        ) : p ? (
          <ul className={styles.list}>
            {p.competitions.map((c) => (
              <Competition key={c.id} c={c} page={p} now={now} />
            ))}
          </ul>
        ) : null}
      </LoadState>
    </div>
  );
}

export default LeaderboardPanel;
