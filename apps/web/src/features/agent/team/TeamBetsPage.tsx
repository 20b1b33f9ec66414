import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Stack, Text } from '@playdeck/ui';
import { useBrandDateTime, useMoney } from '../../../shared/format/useMoney';
import { PagedList } from '../../../shared/ui/PagedList';
import { TEAM_PAGE_SIZE, useTeamBets } from './api';
import { teamMessages as m, teamValues as v } from './messages';
import { RangeSelect, useRangePreset } from './RangeSelect';
import * as styles from './team.css';

const STATUS = { open: m.statusOpen, settled: m.statusSettled, cancelled: m.statusCancelled } as const;

/**
 * personalHistoryCopy in the agent center (spec 2 "team betting"; docs/architecture.md "Agents", agent center): the rounds of the whole team
 * in a date preset, newest first, with member, game, stake, win and profit/loss.
 */
export default function TeamBetsPage() {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const { preset, range, choose, pageNo, setPageNo } = useRangePreset('today');
  const bets = useTeamBets({ ...range, pageNo });
  return (
    <Stack gap={4}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.betsTitle} />
      </Heading>
      <div className={styles.fields}>
        <RangeSelect preset={preset} onChange={choose} />
      </div>
      <PagedList
        query={bets}
        pageSize={TEAM_PAGE_SIZE}
        page={pageNo}
        onPageChange={setPageNo}
        texts={{ list: m.betsTitle, pager: m.listPages, empty: m.noBets }}
        renderRow={(r) => (
          <li key={`${r.vendor}:${r.roundId}`} className={styles.card}>
            <div className={styles.cardHead}>
              <Text as="span" weight="semibold">
                {r.username}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {when.format(r.createdAt)}
              </Text>
            </div>
            <Text as="span" size="sm">
              <FormattedMessage
                {...v.roundLine}
                values={{ game: r.gameName ?? r.vendor, status: intl.formatMessage(STATUS[r.status]) }}
              />
            </Text>
            <Text as="span" size="sm" className={styles.money}>
              <FormattedMessage
                {...v.amountsLine}
                values={{
                  stake: format(r.stake),
                  win: format(r.win),
                  profit: format(r.profit, undefined, true),
                }}
              />
            </Text>
          </li>
        )}
      />
    </Stack>
  );
}
