import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Stack, Text } from '@playdeck/ui';
import type { BettingRecordRow } from '@playdeck/api-client/records';
import { PagedList } from '../../shared/ui/PagedList';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { RECORD_PAGE_SIZE, useBettingRecord } from './api';
import { RecordFilters, useGameTypeLabel, useRecordFilter } from './Filters';
import { recordsMessages as m, recordsValues as v } from './messages';
import * as styles from './records.css';

function RoundRow({ r }: { r: BettingRecordRow }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const typeLabel = useGameTypeLabel();
  const gain = !r.profit.startsWith('-') && !/^0(\.0+)?$/.test(r.profit);
  return (
    <li className={styles.row} data-round={r.roundId} data-status={r.status}>
      <div className={styles.rowMain}>
        <Text as="span" weight="semibold">
          {r.gameName ?? r.gameCode ?? <FormattedMessage {...m.unknownGame} />}
        </Text>
        <Text as="span" size="sm" tone="muted" className={styles.meta}>
          <span>{r.vendor}</span>
          {r.gameType ? <span>{typeLabel(r.gameType)}</span> : null}
          <span>
            <FormattedMessage {...m[`status_${r.status}`]} />
          </span>
        </Text>
        <Text as="span" size="sm" tone="muted" className={styles.meta}>
          <time dateTime={r.createdAt}>{dateTime(r.createdAt, true)}</time>
          <span>
            <FormattedMessage {...v.roundId} values={{ id: r.roundId }} />
          </span>
          {r.verifyUrl ? (
            <a
              href={r.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(v.verifyRound, { id: r.roundId })}
            >
              <FormattedMessage {...m.verify} />
            </a>
          ) : null}
        </Text>
      </div>
      <div className={styles.rowSide}>
        <Text as="span" size="sm" className={styles.money}>
          <FormattedMessage {...v.stakeAmount} values={{ amount: format(r.stake, r.currency) }} />
        </Text>
        <Text as="span" size="sm" className={styles.money}>
          <FormattedMessage {...v.winAmount} values={{ amount: format(r.win, r.currency) }} />
        </Text>
        {r.status === 'settled' ? (
          <Text as="span" weight="semibold" className={`${styles.money} ${gain ? styles.gain : styles.loss}`}>
            {format(r.profit, r.currency, true)}
          </Text>
        ) : null}
      </div>
    </li>
  );
}

/**
 * personalHistoryCopy, the betting record (spec 2; docs/architecture.md "Records"): the member's rounds, newest first, filtered
 * by game type, vendor and a date preset in the brand timezone, 10 per page. Each row: game, vendor, type, status,
 * time (brand timezone), round id, a link to the round's verify page when the vendor offers one (provably fair
 * in-house games; opens in a new tab), stake, win and (settled) profit or loss.
 */
export default function BettingRecord() {
  const [page, setPage] = useState(1);
  const f = useRecordFilter(() => setPage(1));
  const rounds = useBettingRecord(f.filter, page);
  return (
    <Stack gap={4}>
      <RecordFilters f={f} />
      <PagedList
        query={rounds}
        pageSize={RECORD_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        texts={{ list: m.list, pager: m.pager, empty: m.empty }}
        renderRow={(r) => <RoundRow key={`${r.vendor}:${r.roundId}`} r={r} />}
      />
    </Stack>
  );
}
