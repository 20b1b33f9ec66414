import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Heading, Stack, Text } from '@playdeck/ui';
import type { TeamDay, TeamOverview } from '@playdeck/api-client/agentTeam';
import { useCalendarDayLabel, useMoney } from '../../../shared/format/useMoney';
import { ColumnHeads, DataTable } from '../../../shared/ui/DataTable';
import { LoadState } from '../../../shared/ui/LoadState';
import { useTeamOverview } from './api';
import { teamMessages as m } from './messages';
import { RangeSelect, useRangePreset } from './RangeSelect';
import * as styles from './team.css';

/** A decimal string as a number, for chart geometry only (the amounts shown come from the strings). */
const units = (v: string) => Number(v);

/**
 * Bars per day: bets (stake) and the team's profit/loss (above the axis when the team won, below when it lost), drawn
 * as our own SVG with theme classes (CSP-safe). The table beside it carries the same figures for screen readers.
 */
function DailyChart({ days }: { days: TeamDay[] }) {
  const intl = useIntl();
  const dayLabel = useCalendarDayLabel();
  const W = 320;
  const H = 180;
  const PAD = 18;
  const max = Math.max(1e-9, ...days.flatMap((d) => [units(d.bets), Math.abs(units(d.profitLoss))]));
  const zero = H / 2;
  const half = zero - PAD;
  const slot = (W - PAD) / Math.max(1, days.length);
  const bw = Math.max(1, Math.min(14, slot / 2 - 1));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={intl.formatMessage(m.chartLabel)}
      >
        <line className={styles.axis} x1={PAD} y1={zero} x2={W} y2={zero} />
        {days.map((d, i) => {
          const x = PAD + i * slot;
          const b = (units(d.bets) / max) * half;
          const p = (units(d.profitLoss) / max) * half;
          return (
            <g key={d.date}>
              {b > 0 ? <rect className={styles.barBets} x={x} y={zero - b} width={bw} height={b} /> : null}
              {p !== 0 ? (
                <rect
                  className={p > 0 ? styles.barWin : styles.barLoss}
                  x={x + bw + 1}
                  y={p > 0 ? zero - p : zero}
                  width={bw}
                  height={Math.abs(p)}
                />
              ) : null}
              {days.length <= 8 ? (
                <text className={styles.axisText} x={x} y={H - 4}>
                  {dayLabel(d.date, true)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.barBets}`} aria-hidden="true" />
            <FormattedMessage {...m.bets} />
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.barWin}`} aria-hidden="true" />
            <span className={`${styles.swatch} ${styles.barLoss}`} aria-hidden="true" />
            <FormattedMessage {...m.profitLoss} />
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}

function Stat({ label, value }: { label: MessageDescriptor; value: string }) {
  return (
    <li className={styles.stat}>
      <Text as="span" size="sm" tone="muted">
        <FormattedMessage {...label} />
      </Text>
      <Text as="span" size="lg" weight="semibold" className={styles.money}>
        {value}
      </Text>
    </li>
  );
}

function Figures({ data }: { data: TeamOverview }) {
  const intl = useIntl();
  const { format } = useMoney();
  const dayLabel = useCalendarDayLabel();
  const n = (v: number) => intl.formatNumber(v);
  return (
    <Stack gap={4}>
      <ul className={styles.stats} aria-label={intl.formatMessage(m.overviewTitle)}>
        <Stat label={m.teamSize} value={n(data.teamSize)} />
        <Stat label={m.directSize} value={n(data.directSize)} />
        <Stat label={m.newMembers} value={n(data.newMembers)} />
        <Stat label={m.activeMembers} value={n(data.activeMembers)} />
        <Stat label={m.deposits} value={format(data.deposits, data.currency)} />
        <Stat label={m.withdrawals} value={format(data.withdrawals, data.currency)} />
        <Stat label={m.bets} value={format(data.bets, data.currency)} />
        <Stat label={m.betCount} value={n(data.betCount)} />
        <Stat label={m.profitLoss} value={format(data.profitLoss, data.currency, true)} />
      </ul>
      <DailyChart days={data.daily} />
      <DataTable label={intl.formatMessage(m.chartLabel)}>
        <ColumnHeads
          columns={[m.day, m.newMembers, m.activeMembers, m.deposits, m.withdrawals, m.bets, m.profitLoss]}
        />
        <tbody>
          {data.daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{n(d.newMembers)}</td>
              <td>{n(d.activeMembers)}</td>
              <td>{format(d.deposits, data.currency)}</td>
              <td>{format(d.withdrawals, data.currency)}</td>
              <td>{format(d.bets, data.currency)}</td>
              <td>{format(d.profitLoss, data.currency, true)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Stack>
  );
}

/**
 * agentTeamOverview (spec 2; docs/architecture.md "Agents", agent center): the team's size, new and active members, deposits, withdrawals,
 * bets and profit/loss over a date preset of the brand calendar, with a daily chart and table.
 */
export default function TeamOverviewPage() {
  const { preset, range, choose } = useRangePreset('last7');
  const { data, error, isLoading, mutate } = useTeamOverview(range);
  return (
    <Stack gap={4}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.overviewTitle} />
      </Heading>
      <div className={styles.fields}>
        <RangeSelect preset={preset} onChange={choose} />
      </div>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data ? <Figures data={data} /> : null}
      </LoadState>
    </Stack>
  );
}
