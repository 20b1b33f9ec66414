import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Select, Stack, Text } from '@playdeck/ui';
import type { PointsDetailRow } from '@playdeck/api-client/points';
import { PagedList } from '../../shared/ui/PagedList';
import { useBrandDateTime } from '../../shared/format/useMoney';
import { POINTS_PAGE_SIZE, usePointsDetails } from './api';
import { pointsMessages as pm, pointsValues as pv } from './messages';
import * as styles from './points.css';

/** Spec 3 points categories, in its order. */
const CATEGORIES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'redeem', 'deposit'] as const;
const label = (c: string) =>
  c === 'redeem'
    ? pm.redeemCat
    : (pm[c as 'live' | 'lottery' | 'pvp' | 'slots' | 'sports' | 'deposit'] ?? pm.none);

function Row({ r }: { r: PointsDetailRow }) {
  const intl = useIntl();
  const { format: dateTime } = useBrandDateTime();
  const n = Number(r.points);
  return (
    <li className={styles.row}>
      <div className={styles.head}>
        <Text as="span" weight="semibold">
          <FormattedMessage {...label(r.category)} />
        </Text>
        <Text as="span" weight="semibold" tone={n < 0 ? 'danger' : 'success'} className={styles.number}>
          {intl.formatNumber(n, { signDisplay: 'exceptZero' })}
        </Text>
      </div>
      <Text as="span" size="sm" tone="muted" className={styles.head}>
        <time dateTime={r.createdAt}>{dateTime(r.createdAt, true)}</time>
        <span className={styles.number}>
          {intl.formatMessage(pv.balanceAfter, { points: intl.formatNumber(Number(r.balanceAfter)) })}
        </span>
      </Text>
    </li>
  );
}

/**
 * pointsDetails (spec 2 member center "points details"; spec 3 points categories): every points movement (earned by
 * category, deposit, redeemed, refunded, reversed), newest first, with the balance after it, times in the brand
 * timezone, filtered by category.
 */
export default function PointsDetails() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState('');
  const q = usePointsDetails(page, category);
  return (
    <Stack gap={3}>
      <div className={styles.form}>
        <Select
          label={<FormattedMessage {...pm.category} />}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: intl.formatMessage(pm.all) },
            ...CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(label(c)) })),
          ]}
        />
      </div>
      <PagedList
        query={q}
        pageSize={POINTS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        texts={{ list: pm.details, pager: pm.pager, empty: pm.detailsEmpty, emptyInfo: pm.detailsEmptyInfo }}
        renderRow={(r) => <Row key={r.id} r={r} />}
      />
    </Stack>
  );
}
