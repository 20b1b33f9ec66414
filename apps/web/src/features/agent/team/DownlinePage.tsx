import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Heading, Select, Stack, Text, TextField } from '@playdeck/ui';
import type { DownlineRow } from '@playdeck/api-client/agentTeam';
import { useFeature } from '../../../shared/brand/brand';
import { errorText, useBrandDateTime, useMoney } from '../../../shared/format/useMoney';
import { FormFailure } from '../../../shared/ui/LoadState';
import { PagedList } from '../../../shared/ui/PagedList';
import { setLocked, TEAM_PAGE_SIZE, useDownlines, useTransferLimits } from './api';
import { teamMessages as m, teamValues as v } from './messages';
import { TransferDialog } from './TransferForm';
import * as styles from './team.css';

function MemberCard({
  row,
  canTransfer,
  onChanged,
  onTransfer,
}: {
  row: DownlineRow;
  canTransfer: boolean;
  onChanged: () => void;
  onTransfer: (row: DownlineRow) => void;
}) {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const locked = row.status === 'locked';
  const toggle = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await setLocked(row.id, !locked);
      onChanged();
    } catch (err) {
      setFailure(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Text as="span" weight="semibold">
          {row.isAgent ? (
            <FormattedMessage {...v.agentName} values={{ username: row.username }} />
          ) : (
            row.username
          )}
        </Text>
        <Text as="span" tone={locked ? 'danger' : 'success'} size="sm">
          <FormattedMessage {...(locked ? m.statusLocked : m.statusActive)} />
        </Text>
      </div>
      {row.excluded ? (
        <Text as="span" tone="danger" size="sm">
          <FormattedMessage {...m.statusExcluded} />
        </Text>
      ) : null}
      <Text as="span" size="sm" tone="muted">
        <FormattedMessage {...v.levelUpline} values={{ depth: row.depth, upline: row.upline }} />
      </Text>
      <Text as="span" size="sm" className={styles.money}>
        <FormattedMessage {...v.balanceLine} values={{ amount: format(row.balance) }} />
      </Text>
      <Text as="span" size="sm">
        <FormattedMessage
          {...v.lastLoginLine}
          values={{ time: row.lastLoginAt ? when.format(row.lastLoginAt) : intl.formatMessage(m.never) }}
        />
      </Text>
      <FormFailure text={failure} />
      <div className={styles.actions}>
        <Button
          size="sm"
          variant={locked ? 'secondary' : 'danger'}
          loading={busy}
          onClick={() => void toggle()}
        >
          <FormattedMessage {...(locked ? m.unlock : m.lock)} />
        </Button>
        {canTransfer ? (
          <Button size="sm" variant="secondary" onClick={() => onTransfer(row)}>
            <FormattedMessage {...m.transfer} />
          </Button>
        ) : null}
        <Link to={`?page=agentDownlineTransactionDetailsCopy&member=${encodeURIComponent(row.id)}`}>
          <FormattedMessage {...m.details} />
        </Link>
      </div>
    </li>
  );
}

/**
 * downlineManagmentView (spec 2; docs/architecture.md "Agents"): the team, direct downlines or all, searchable by username
 * prefix, with balance, last login and status; actions lock/unlock, transfer (flag transferDownline) and account
 * details; a transfer to the upline (flag transferUpline).
 */
export default function DownlinePage() {
  const intl = useIntl();
  const downFlag = useFeature('transferDownline');
  const upFlag = useFeature('transferUpline');
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [target, setTarget] = useState<DownlineRow | null>(null);
  const [upOpen, setUpOpen] = useState(false);
  const downlines = useDownlines({
    scope,
    search: search.trim() || undefined,
    pageNo,
  });
  const limits = useTransferLimits();
  const canDown = downFlag && !!limits.data?.downline.enabled;
  const canUp = upFlag && !!limits.data?.upline.enabled;
  return (
    <Stack gap={4}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.downlinesTitle} />
      </Heading>
      <div className={styles.fields}>
        <TextField
          label={<FormattedMessage {...m.search} />}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPageNo(1);
          }}
        />
        <Select
          label={<FormattedMessage {...m.scope} />}
          value={scope}
          onChange={(e) => {
            setScope(e.target.value as 'direct' | 'all');
            setPageNo(1);
          }}
          options={[
            { value: 'direct', label: intl.formatMessage(m.scopeDirect) },
            { value: 'all', label: intl.formatMessage(m.scopeAll) },
          ]}
        />
        {canUp && limits.data?.upline.username ? (
          <div>
            <Button variant="secondary" onClick={() => setUpOpen(true)}>
              <FormattedMessage {...m.transferUp} />
            </Button>
          </div>
        ) : null}
      </div>
      <PagedList
        query={downlines}
        pageSize={TEAM_PAGE_SIZE}
        page={pageNo}
        onPageChange={setPageNo}
        texts={{ list: m.downlinesTitle, pager: m.listPages, empty: m.noMembers }}
        renderRow={(r) => (
          <MemberCard
            key={r.id}
            row={r}
            canTransfer={canDown}
            onChanged={() => void downlines.mutate()}
            onTransfer={setTarget}
          />
        )}
      />
      {target ? (
        <TransferDialog
          open
          onOpenChange={(o) => (o ? undefined : setTarget(null))}
          title={intl.formatMessage(v.transferTo, { username: target.username })}
          direction="down"
          memberId={target.id}
        />
      ) : null}
      {upOpen && limits.data?.upline.username ? (
        <TransferDialog
          open
          onOpenChange={setUpOpen}
          title={intl.formatMessage(v.transferTo, { username: limits.data.upline.username })}
          direction="up"
        />
      ) : null}
    </Stack>
  );
}
