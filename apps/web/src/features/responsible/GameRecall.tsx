import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Stack, Text } from '@playdeck/ui';
import type { RecallOutcome } from '@playdeck/api-client/player';
import { ColumnHeads, DataTable } from '../../shared/ui/DataTable';
import { LoadState } from '../../shared/ui/LoadState';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { useGameRecall } from './api';
import { responsibleMessages as m, responsibleValues as v } from './messages';
import * as styles from './responsible.css';

const OUTCOME = {
  won: m.outcomeWon,
  lost: m.outcomeLost,
  even: m.outcomeEven,
  open: m.outcomeOpen,
  cancelled: m.outcomeCancelled,
} satisfies Record<RecallOutcome, unknown>;

/**
 * gameRecall, last game recall (GLI-19 2.5.9): the member's last 10 rounds, newest first, with game, time, stake, win
 * and outcome; the in-house games' rounds link to the games server's verify page (a new tab), where the round is
 * recomputed from its seeds.
 */
export default function GameRecall() {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: formatTime } = useBrandDateTime();
  const { data, error, isLoading, mutate } = useGameRecall();
  return (
    <Stack gap={3}>
      <Text tone="muted">
        <FormattedMessage {...m.recallIntro} />
      </Text>
      <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
        {data && data.rows.length === 0 ? (
          <EmptyState headingLevel={3} title={<FormattedMessage {...m.recallEmpty} />} />
        ) : null}
        {data && data.rows.length > 0 ? (
          <DataTable label={intl.formatMessage(m.recallList)}>
            <ColumnHeads columns={[m.game, m.time, m.stake, m.win, m.outcome, m.verify]} />
            <tbody>
              {data.rows.map((r) => (
                <tr key={`${r.vendor}:${r.roundId}`}>
                  <td>{r.gameName ?? r.gameCode ?? r.vendor}</td>
                  <td>{formatTime(r.createdAt, true)}</td>
                  <td className={styles.money}>{format(r.stake, r.currency)}</td>
                  <td className={styles.money}>{format(r.win, r.currency)}</td>
                  <td data-testid="recall-outcome">{intl.formatMessage(OUTCOME[r.outcome])}</td>
                  <td>
                    {r.verifyUrl ? (
                      <a
                        href={r.verifyUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.link}
                        aria-label={intl.formatMessage(v.verifyRound, { round: r.roundId })}
                      >
                        <FormattedMessage {...m.verify} />
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : null}
      </LoadState>
    </Stack>
  );
}
