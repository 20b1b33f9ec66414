import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Pager, Select, Stack, Text } from '@playdeck/ui';
import type { ContractType } from '@playdeck/domain/contracts';
import { DATE_PRESETS, presetRange, type DatePreset } from '../../../shared/format/dates';
import { useBrandDateTime, useMoney } from '../../../shared/format/useMoney';
import { LoadState } from '../../../shared/ui/LoadState';
import { STATEMENT_PAGE_SIZE, useStatements } from './api';
import { contractMessages as m, contractValues as v } from './messages';
import { StatementView } from './StatementView';
import * as styles from './contracts.css';
import { datePresetMessages } from '../../../shared/format/datePresetMessages';

/**
 * My settlement statements of one contract type (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): a date range of the brand calendar, newest period first, paged; each statement opens in
 * place with every input (StatementView).
 */
export function StatementList({ type }: { type: ContractType }) {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const [preset, setPreset] = useState<DatePreset>('last7');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  // The range is fixed when the preset is chosen, so SWR keys stay stable between renders.
  const [range, setRange] = useState(() => presetRange('last7', Date.now(), when.timeZone));
  const { data, error, isLoading, mutate } = useStatements({ type, ...range, pageNo });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / STATEMENT_PAGE_SIZE)) : 1;
  return (
    <Stack gap={3}>
      <div className={styles.fields}>
        <Select
          label={<FormattedMessage {...m.range} />}
          value={preset}
          onChange={(e) => {
            const p = e.target.value as DatePreset;
            setPreset(p);
            setRange(presetRange(p, Date.now(), when.timeZone));
            setPageNo(1);
          }}
          options={DATE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(datePresetMessages[p]) }))}
        />
      </div>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data && data.rows.length === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...m.statementsEmpty} />} />
        ) : null}
        {data && data.rows.length > 0 ? (
          <ul className={styles.list}>
            {data.rows.map((r) => (
              <li key={r.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <Text as="span" size="sm">
                    <FormattedMessage
                      {...v.statementPeriod}
                      values={{ from: when.format(r.periodStart), to: when.format(r.periodEnd) }}
                    />
                  </Text>
                  <Text as="span" weight="semibold" className={styles.money}>
                    {format(r.amount, r.currency)}
                  </Text>
                </div>
                <div className={styles.cardHead}>
                  <Text as="span" size="sm" tone="muted">
                    <FormattedMessage
                      {...v.rowSummary}
                      values={{ bets: format(r.teamBets, r.currency), rate: r.rate }}
                    />
                  </Text>
                  <Text as="span" size="sm" tone={r.paid ? 'success' : 'muted'}>
                    <FormattedMessage {...(r.paid ? m.paid : m.nothingDue)} />
                  </Text>
                </div>
                <div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={open === r.id}
                    aria-controls={`statement-${r.id}`}
                    onClick={() => setOpen(open === r.id ? null : r.id)}
                  >
                    <FormattedMessage {...(open === r.id ? m.hideDetails : m.details)} />
                  </Button>
                </div>
                {open === r.id ? (
                  <section id={`statement-${r.id}`} aria-label={intl.formatMessage(m.details)}>
                    <StatementView id={r.id} />
                  </section>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {data && pageCount > 1 ? (
          <Pager
            pageCount={pageCount}
            page={pageNo}
            onPageChange={(p) => {
              setPageNo(p);
              setOpen(null);
            }}
            label={intl.formatMessage(m.pager)}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}
