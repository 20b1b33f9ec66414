import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Heading, Pager, Stack } from '@playdeck/ui';
import { useMoney } from '../../../shared/format/useMoney';
import { ColumnHeads, DataTable } from '../../../shared/ui/DataTable';
import { LoadState } from '../../../shared/ui/LoadState';
import { TEAM_PAGE_SIZE, useTeamLoss } from './api';
import { teamMessages as m } from './messages';
import { RangeSelect, useRangePreset } from './RangeSelect';
import * as styles from './team.css';

/**
 * palStatementsAgentCopy (spec 2 "user loss"; docs/architecture.md "Agents", agent center): settled bets per team member in a date preset,
 * biggest loss first, with totals over the whole team.
 */
export default function TeamLossPage() {
  const intl = useIntl();
  const { format } = useMoney();
  const { preset, range, choose, pageNo, setPageNo } = useRangePreset('last7');
  const { data, error, isLoading, mutate } = useTeamLoss({ ...range, pageNo });
  return (
    <Stack gap={4}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.lossTitle} />
      </Heading>
      <div className={styles.fields}>
        <RangeSelect preset={preset} onChange={choose} />
      </div>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data && data.rows.length === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...m.noLoss} />} />
        ) : null}
        {data && data.rows.length > 0 ? (
          <Stack gap={3}>
            <DataTable label={intl.formatMessage(m.lossTitle)}>
              <ColumnHeads columns={[m.member, m.rounds, m.stake, m.win, m.profit]} />
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.username}</th>
                    <td>{intl.formatNumber(r.rounds)}</td>
                    <td>{format(r.stake)}</td>
                    <td>{format(r.win)}</td>
                    <td>{format(r.profit, undefined, true)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">
                    <FormattedMessage {...m.total} />
                  </th>
                  <td />
                  <td>{format(data.totals.stake)}</td>
                  <td>{format(data.totals.win)}</td>
                  <td>{format(data.totals.profit, undefined, true)}</td>
                </tr>
              </tfoot>
            </DataTable>
            <Pager
              pageCount={Math.ceil(data.total / TEAM_PAGE_SIZE)}
              page={pageNo}
              onPageChange={setPageNo}
              label={intl.formatMessage(m.listPages)}
            />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
