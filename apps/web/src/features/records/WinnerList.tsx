import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@playdeck/ui';
import { formatMoney } from '../../shared/format/money';
import { LoadState } from '../../shared/ui/LoadState';
import { useRankList } from './api';
import { winnerMessages } from './winnerMessages';
import * as styles from './WinnerBoard.css';

/**
 * The winner board's list (a lazy chunk of {@link WinnerBoard}): GCSGAME_getRankList with gameCategory ALL, the UI
 * language and limitNum 20 (spec 7, 9). Each entry: its place, the masked username, the game (or its vendor) and the
 * win in the round's currency with 2 decimals and thousands separators (Intl, UI language). A spinner while loading,
 * an error with a retry, an empty state when nobody won in the last 7 days.
 */
export default function WinnerList() {
  const intl = useIntl();
  const ranks = useRankList(intl.locale);
  const rows = ranks.data?.list ?? [];
  return (
    <LoadState
      isLoading={!ranks.data && !ranks.error}
      error={ranks.error}
      retry={() => void ranks.mutate()}
      label={intl.formatMessage(winnerMessages.loading)}
    >
      {rows.length ? (
        <ol className={styles.list}>
          {rows.map((r) => (
            <li key={`${r.rank}-${r.vendor}-${r.time}`} className={styles.row}>
              <span className={styles.rank}>{r.rank}</span>
              <span className={styles.who}>
                <span className={styles.ellipsis}>{r.username}</span>
                <span className={styles.game}>
                  {r.gameName || r.vendor || intl.formatMessage(winnerMessages.unknownGame)}
                </span>
              </span>
              <span className={styles.amount}>{formatMoney(r.amount, r.currency, intl.locale, 2)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState headingLevel={3} title={<FormattedMessage {...winnerMessages.empty} />} />
      )}
    </LoadState>
  );
}
