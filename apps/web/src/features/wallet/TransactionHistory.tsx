import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Select, Stack, Text } from '@playdeck/ui';
import type { AccountRecordKind, AccountRecordRow } from '@playdeck/api-client/accountRecord';
import { TRANSFER_KIND_GROUPS } from '@playdeck/domain/ledger';
import { useAccountRecord, WALLET_PAGE_SIZE } from './api';
import { DATE_PRESETS, presetRange, type DatePreset } from '../../shared/format/dates';
import { useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { recordMessages as rm, walletMessages as wm, recordValues as rv } from './messages';
import * as styles from './wallet.css';
import { datePresetMessages } from '../../shared/format/datePresetMessages';
import { PagedList } from '../../shared/ui/PagedList';

/** The label of a ledger transfer kind (unknown kinds: "Adjustment"). */
export function kindLabel(kind: string): MessageDescriptor {
  const key = `k_${kind}` as keyof typeof rm;
  return key in rm ? rm[key] : rm.k_other;
}

function RecordRow({ r }: { r: AccountRecordRow }) {
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const credit = !r.amount.startsWith('-');
  return (
    <li className={styles.row} data-kind={r.kind}>
      <div className={styles.rowMain}>
        <Text as="span" weight="semibold">
          <FormattedMessage {...kindLabel(r.kind)} />
        </Text>
        <Text as="span" size="sm" tone="muted" className={styles.meta}>
          <time dateTime={r.createdAt}>{dateTime(r.createdAt, true)}</time>
          <span>
            {r.accountKind === 'vendor' && r.vendor ? (
              <FormattedMessage {...rv.vendorWallet} values={{ vendor: r.vendor }} />
            ) : (
              <FormattedMessage {...rm.mainWallet} />
            )}
          </span>
        </Text>
      </div>
      <div className={styles.rowSide}>
        <Text
          as="span"
          weight="semibold"
          className={`${styles.money} ${credit ? styles.credit : styles.debit}`}
        >
          {format(r.amount, r.currency, true)}
        </Text>
        {r.balanceAfter !== undefined ? (
          <Text as="span" size="sm" tone="muted" className={styles.money}>
            <FormattedMessage {...rv.balanceAfter} values={{ amount: format(r.balanceAfter, r.currency) }} />
          </Text>
        ) : null}
      </div>
    </li>
  );
}

/**
 * transactionHistory, the account record (spec 2; docs/architecture.md "Member center"): every ledger transfer of the member, newest
 * first, filtered by type and by a date preset (today, yesterday, last 7 days, last 30 days) whose days are the
 * brand's calendar days (docs/architecture.md "Conventions": stored in UTC, shown in the brand timezone), 10 per page. Each row: kind, time,
 * wallet, signed amount in the currency, balance after.
 */
export default function TransactionHistory() {
  const intl = useIntl();
  const { timeZone } = useBrandDateTime();
  const [kind, setKind] = useState<AccountRecordKind | ''>('');
  const [preset, setPreset] = useState<DatePreset>('last7');
  const [page, setPage] = useState(1);
  // The range is fixed when the preset is chosen (not on every render), so the SWR key stays stable.
  const [range, setRange] = useState(() => presetRange('last7', Date.now(), timeZone));
  const { data, error, isLoading, mutate } = useAccountRecord({ kind: kind || undefined, ...range }, page);
  return (
    <Stack gap={4}>
      <div className={styles.filters}>
        <Select
          label={<FormattedMessage {...rm.type} />}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as AccountRecordKind | '');
            setPage(1);
          }}
          options={[
            { value: '', label: intl.formatMessage(rm.all) },
            ...TRANSFER_KIND_GROUPS.map((k) => ({ value: k, label: intl.formatMessage(rm[`kind_${k}`]) })),
          ]}
        />
        <Select
          label={<FormattedMessage {...rm.date} />}
          value={preset}
          onChange={(e) => {
            const p = e.target.value as DatePreset;
            setPreset(p);
            setRange(presetRange(p, Date.now(), timeZone));
            setPage(1);
          }}
          options={DATE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(datePresetMessages[p]) }))}
        />
      </div>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...rv.timeZone} values={{ timeZone }} />
      </Text>
      <PagedList
        query={{ data, error, isLoading, mutate }}
        pageSize={WALLET_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        texts={{ list: rm.list, pager: wm.pager, empty: rm.empty }}
        renderRow={(r, i) => <RecordRow key={`${r.id}-${r.accountKind}-${r.vendor ?? ''}-${i}`} r={r} />}
      />
    </Stack>
  );
}
