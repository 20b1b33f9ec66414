import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Select, Stack } from '@playdeck/ui';
import type { RevenueRow } from '@playdeck/api-client/agentContracts';
import { CONTRACT_TYPES } from '@playdeck/domain/contracts';
import { presetRange } from '../../../shared/format/dates';
import { datePresetMessages } from '../../../shared/format/datePresetMessages';
import { useBrandDateTime, useCalendarDayLabel, useMoney } from '../../../shared/format/useMoney';
import { DataTable } from '../../../shared/ui/DataTable';
import { LoadState } from '../../../shared/ui/LoadState';
import { useRevenue } from './api';
import { TYPE_LABEL } from './labels';
import { contractMessages as m } from './messages';
import * as styles from './contracts.css';

type Group = 'day' | 'week' | 'month';
type Range = 'last7' | 'last30' | 'last90';

/** Minor units of a decimal string as a number, for chart geometry only (amounts shown come from the strings). */
const units = (v: string) => {
  const [i = '0', f = ''] = v.replace('-', '').split('.');
  return Number(i + f.padEnd(2, '0').slice(0, 2)) / 100;
};

/** [from, to) of a range preset, ending with today in the brand calendar. */
function rangeBounds(range: Range, timeZone: string): { from: string; to: string } {
  const r = presetRange(range === 'last90' ? 'last30' : range, Date.now(), timeZone);
  if (range !== 'last90') return r;
  return { from: new Date(Date.parse(r.to) - 90 * 86_400_000).toISOString(), to: r.to };
}

/**
 * Stacked bars of income per period and source, drawn as our own SVG (no chart library; CSP-safe: colours are
 * classes of the theme). The table below the chart carries the same figures for screen readers.
 */
function IncomeChart({ rows }: { rows: RevenueRow[] }) {
  const intl = useIntl();
  const W = 320;
  const H = 160;
  const PAD = 20;
  const max = Math.max(1e-9, ...rows.map((r) => units(r.total)));
  const bw = Math.max(2, Math.min(32, (W - PAD) / Math.max(1, rows.length) - 4));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={intl.formatMessage(m.revenueChart)}
      >
        <line className={styles.axis} x1={PAD} y1={H - PAD} x2={W} y2={H - PAD} />
        {rows.map((r, i) => {
          const x = PAD + 2 + i * ((W - PAD) / rows.length);
          let y = H - PAD;
          return (
            <g key={r.period}>
              {CONTRACT_TYPES.map((s) => {
                const h = (units(r[s]) / max) * (H - 2 * PAD);
                y -= h;
                return h > 0 ? (
                  <rect key={s} className={styles.series[s]} x={x} y={y} width={bw} height={h} />
                ) : null;
              })}
              {rows.length <= 8 ? (
                <text className={styles.axisText} x={x} y={H - 6}>
                  {r.period.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {CONTRACT_TYPES.map((s) => (
            <li key={s}>
              <span className={`${styles.swatch} ${styles.series[s]}`} aria-hidden="true" />
              <FormattedMessage {...TYPE_LABEL[s]} />
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/**
 * agentRevenueReport (spec 2; docs/architecture.md "Agents", agent center): my income from contracts by period (day, week, month of the brand
 * calendar) and by source (dividend, daily, hourly, real-time salary), as a chart and a table, with totals.
 */
export default function RevenueReport() {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const [range, setRange] = useState<Range>('last30');
  const [groupBy, setGroupBy] = useState<Group>('day');
  // The bounds are fixed when the range is chosen, so the SWR key stays stable between renders.
  const [bounds, setBounds] = useState(() => rangeBounds('last30', when.timeZone));
  const { data, error, isLoading, mutate } = useRevenue({ ...bounds, groupBy });
  const dayLabel = useCalendarDayLabel();
  return (
    <Stack gap={4}>
      <div className={styles.fields}>
        <Select
          label={<FormattedMessage {...m.range} />}
          value={range}
          onChange={(e) => {
            const r = e.target.value as Range;
            setRange(r);
            setBounds(rangeBounds(r, when.timeZone));
          }}
          options={[
            { value: 'last7', label: intl.formatMessage(datePresetMessages.last7) },
            { value: 'last30', label: intl.formatMessage(datePresetMessages.last30) },
            { value: 'last90', label: intl.formatMessage(m.rangeLast90) },
          ]}
        />
        <Select
          label={<FormattedMessage {...m.groupBy} />}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as Group)}
          options={[
            { value: 'day', label: intl.formatMessage(m.groupDay) },
            { value: 'week', label: intl.formatMessage(m.groupWeek) },
            { value: 'month', label: intl.formatMessage(m.groupMonth) },
          ]}
        />
      </div>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data && data.rows.length === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...m.revenueEmpty} />} />
        ) : null}
        {data && data.rows.length > 0 ? (
          <Stack gap={3}>
            <IncomeChart rows={data.rows} />
            <DataTable label={intl.formatMessage(m.revenueTitle)}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.revenuePeriod} />
                  </th>
                  {CONTRACT_TYPES.map((s) => (
                    <th scope="col" key={s}>
                      <FormattedMessage {...TYPE_LABEL[s]} />
                    </th>
                  ))}
                  <th scope="col">
                    <FormattedMessage {...m.revenueTotal} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.period}>
                    <th scope="row">{dayLabel(r.period)}</th>
                    {CONTRACT_TYPES.map((s) => (
                      <td key={s}>{format(r[s], data.currency)}</td>
                    ))}
                    <td>{format(r.total, data.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">
                    <FormattedMessage {...m.revenueTotal} />
                  </th>
                  {CONTRACT_TYPES.map((s) => (
                    <td key={s}>{format(data.totals[s], data.currency)}</td>
                  ))}
                  <td>{format(data.totals.total, data.currency)}</td>
                </tr>
              </tfoot>
            </DataTable>
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
