import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Heading, Stack, Text } from '@playdeck/ui';
import type { ProfitTotals } from '@playdeck/api-client/records';
import { ColumnHeads, DataTable } from '../../shared/ui/DataTable';
import { LoadState } from '../../shared/ui/LoadState';
import { useCalendarDayLabel, useMoney } from '../../shared/format/useMoney';
import { usePersonalProfit } from './api';
import { RecordFilters, useGameTypeLabel, useRecordFilter } from './Filters';
import { recordsMessages as m, recordsValues as v } from './messages';
import * as styles from './records.css';

const isGain = (profit: string) => !profit.startsWith('-') && !/^0(\.0+)?$/.test(profit);

/** A table of totals, one row per `label`. */
function TotalsTable({
  caption,
  head,
  rows,
  currency,
}: {
  caption: string;
  head: string;
  rows: (ProfitTotals & { label: string; key: string })[];
  currency: string;
}) {
  const { format } = useMoney();
  return (
    <DataTable label={caption}>
      <caption>
        <Heading level={3} size="md">
          {caption}
        </Heading>
      </caption>
      <ColumnHeads lead={head} columns={[m.stake, m.win, m.profit]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">
              {r.label}
              <Text as="span" size="xs" tone="muted" className={styles.subline}>
                <FormattedMessage {...v.rounds} values={{ count: r.rounds }} />
              </Text>
            </th>
            <td>{format(r.stake, currency)}</td>
            <td>{format(r.win, currency)}</td>
            <td className={isGain(r.profit) ? styles.gain : styles.loss}>
              {format(r.profit, currency, true)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * personalProfit, profit and loss (spec 2; docs/architecture.md "Records"): the member's settled rounds in the chosen period
 * (date presets in the brand timezone, optional game type and vendor): totals, then per calendar day of the brand
 * timezone and per game type, each with stake, win and profit or loss.
 */
export default function PersonalProfit() {
  const intl = useIntl();
  const f = useRecordFilter();
  const typeLabel = useGameTypeLabel();
  const { format } = useMoney();
  const { data, error, isLoading, mutate } = usePersonalProfit(f.filter);
  const dayLabel = useCalendarDayLabel();
  return (
    <Stack gap={4}>
      <RecordFilters f={f} />
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data && data.total.rounds === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...m.profitEmpty} />} />
        ) : null}
        {data && data.total.rounds > 0 ? (
          <Stack gap={4}>
            <section aria-label={intl.formatMessage(m.total)}>
              <ul className={styles.totals}>
                {(['stake', 'win', 'profit'] as const).map((k) => (
                  <li key={k} className={styles.totalCard}>
                    <Text as="span" size="sm" tone="muted">
                      <FormattedMessage {...m[k]} />
                    </Text>
                    <Text
                      as="span"
                      weight="semibold"
                      className={`${styles.money} ${k === 'profit' && isGain(data.total.profit) ? styles.gain : ''}`}
                    >
                      {format(data.total[k], data.currency, k === 'profit')}
                    </Text>
                  </li>
                ))}
                <li className={styles.totalCard}>
                  <Text as="span" size="sm" tone="muted">
                    <FormattedMessage {...m.total} />
                  </Text>
                  <Text as="span" weight="semibold">
                    <FormattedMessage {...v.rounds} values={{ count: data.total.rounds }} />
                  </Text>
                </li>
              </ul>
            </section>
            <TotalsTable
              caption={intl.formatMessage(m.byDay)}
              head={intl.formatMessage(m.day)}
              currency={data.currency}
              rows={data.days.map((d) => ({ ...d, key: d.day, label: dayLabel(d.day) }))}
            />
            <TotalsTable
              caption={intl.formatMessage(m.byGameType)}
              head={intl.formatMessage(m.gameType)}
              currency={data.currency}
              rows={data.gameTypes.map((g) => ({
                ...g,
                key: g.gameType ?? '-',
                label: typeLabel(g.gameType),
              }))}
            />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
