import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Pager, Stack, Text, TextField } from '@playdeck/ui';
import { ColumnHeads, DataTable } from '../../shared/ui/DataTable';
import { LoadState } from '../../shared/ui/LoadState';
import { errorText, useBrandDateTime, useCalendarDayLabel, useMoney } from '../../shared/format/useMoney';
import { downloadStatementCsv, STATEMENT_PAGE_SIZE, useStatement } from './api';
import { responsibleMessages as m, responsibleValues as v } from './messages';
import * as styles from './responsible.css';

/** `yyyy-MM-dd` of instant `t` in `timeZone`. */
function dayIn(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);
}

/** `yyyy-MM-dd` `days` days before `day`. */
function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` 12 months before `day` (the earliest day a statement may start). */
function yearBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 12);
  return d.toISOString().slice(0, 10);
}

/**
 * accountStatement (GLI-19 2.5.9 account statement): the main wallet's statement for any range of brand-timezone days
 * within the last 12 months (the last 30 days at first): opening and closing balances, money in and out, and every
 * transfer with the balance after it, oldest first, in pages; a CSV download of the whole range and a print view
 * (the print stylesheet prints the statement alone).
 */
export default function Statement() {
  const intl = useIntl();
  const { timeZone, format: formatTime } = useBrandDateTime();
  const { format } = useMoney();
  const dayLabel = useCalendarDayLabel();
  const [today] = useState(() => dayIn(Date.now(), timeZone));
  const [draft, setDraft] = useState({ from: daysBefore(today, 29), to: today });
  const [range, setRange] = useState(draft);
  const [pageNo, setPageNo] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const { data, error, isLoading, mutate } = useStatement(range, pageNo);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPageNo(1);
    setRange(draft);
  };
  const download = () => {
    setDownloading(true);
    setDownloadError(undefined);
    downloadStatementCsv(range)
      .catch((err: unknown) => setDownloadError(errorText(intl, err)))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap={4}>
      <form className={`${styles.rangeForm} ${styles.noPrint}`} onSubmit={submit}>
        <TextField
          type="date"
          label={intl.formatMessage(m.statementFrom)}
          value={draft.from}
          min={yearBefore(today)}
          max={draft.to}
          required
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          type="date"
          label={intl.formatMessage(m.statementTo)}
          value={draft.to}
          min={draft.from}
          max={today}
          required
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit">{intl.formatMessage(m.show)}</Button>
      </form>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={download} loading={downloading}>
          {intl.formatMessage(m.download)}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
      </div>
      {downloadError ? (
        <Text role="alert" tone="danger">
          {downloadError}
        </Text>
      ) : null}
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data ? (
          <section className={styles.printable} aria-labelledby="statement-heading">
            <Stack gap={3}>
              <Heading level={3} size="md" id="statement-heading">
                <FormattedMessage
                  {...v.period}
                  values={{ from: dayLabel(data.from), to: dayLabel(data.to), currency: data.currency }}
                />
              </Heading>
              <dl className={styles.totals}>
                {(
                  [
                    [m.opening, data.opening, false],
                    [m.moneyIn, data.credits, false],
                    [m.moneyOut, data.debits, false],
                    [m.closing, data.closing, false],
                  ] as const
                ).map(([label, amount]) => (
                  <div key={label.id}>
                    <dt>
                      <FormattedMessage {...label} />
                    </dt>
                    <dd data-testid={`statement-${label.id.split('.').pop()}`}>
                      {format(amount, data.currency)}
                    </dd>
                  </div>
                ))}
              </dl>
              {data.total === 0 ? (
                <EmptyState headingLevel={3} title={<FormattedMessage {...m.statementEmpty} />} />
              ) : (
                <DataTable label={intl.formatMessage(m.transfers)}>
                  <ColumnHeads columns={[m.time, m.kind, m.amount, m.balance]} />
                  <tbody>
                    {data.rows.map((r) => (
                      <tr key={r.id}>
                        <td>{formatTime(r.time, true)}</td>
                        <td>{r.kind}</td>
                        <td className={styles.money}>{format(r.amount, data.currency, true)}</td>
                        <td className={styles.money}>{format(r.balance, data.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
              {data.total > STATEMENT_PAGE_SIZE ? (
                <div className={styles.noPrint}>
                  <Pager
                    page={pageNo}
                    pageCount={Math.ceil(data.total / STATEMENT_PAGE_SIZE)}
                    onPageChange={setPageNo}
                  />
                </div>
              ) : null}
            </Stack>
          </section>
        ) : null}
      </LoadState>
    </Stack>
  );
}
