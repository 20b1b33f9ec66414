import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Text } from '@playdeck/ui';
import type { RedemptionRow } from '@playdeck/api-client/points';
import { PagedList } from '../../shared/ui/PagedList';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { POINTS_PAGE_SIZE, useRedemptions } from './api';
import { pointsMessages as pm, pointsValues as pv } from './messages';
import * as styles from './points.css';

function Row({ r }: { r: RedemptionRow }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  return (
    <li className={styles.row} data-status={r.status}>
      <div className={styles.head}>
        <Text as="span" weight="semibold" className={styles.head}>
          <span>{r.type === 'convert' ? <FormattedMessage {...pm.conversion} /> : r.name}</span>
          {r.quantity > 1 ? <span>{intl.formatMessage(pv.quantity, { quantity: r.quantity })}</span> : null}
        </Text>
        <Text as="span" weight="semibold" className={styles.number}>
          {intl.formatMessage(pv.points, { points: intl.formatNumber(Number(r.points)) })}
        </Text>
      </div>
      <Text as="span" size="sm" tone="muted" className={styles.head}>
        <time dateTime={r.createdAt}>{dateTime(r.createdAt, true)}</time>
        {r.type !== 'goods' ? <span className={styles.number}>{format(r.amount, r.currency)}</span> : null}
        <span data-testid="redemption-status">
          <FormattedMessage {...pm[r.status]} />
        </span>
      </Text>
      {r.remark ? (
        <Text as="span" size="sm">
          {intl.formatMessage(pv.remark, { remark: r.remark })}
        </Text>
      ) : null}
    </li>
  );
}

/**
 * redeemHistory (spec 2 member center "redeem history"; spec 3 redeem records; spec 4 statuses In Process, Approved,
 * Rejected with remark): the member's redemptions and conversions, newest first, 10 per page, times in the brand
 * timezone.
 */
export default function RedeemHistory() {
  const [page, setPage] = useState(1);
  const q = useRedemptions(page);
  return (
    <PagedList
      query={q}
      pageSize={POINTS_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      texts={{ list: pm.history, pager: pm.pager, empty: pm.historyEmpty, emptyInfo: pm.historyEmptyInfo }}
      renderRow={(r) => <Row key={r.id} r={r} />}
    />
  );
}
