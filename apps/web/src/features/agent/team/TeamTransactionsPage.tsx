import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Heading, Select, Stack, Text } from '@playdeck/ui';
import { useBrandDateTime, useMoney } from '../../../shared/format/useMoney';
import { LoadState } from '../../../shared/ui/LoadState';
import { PagedList } from '../../../shared/ui/PagedList';
import { TEAM_PAGE_SIZE, useDownlines, useTeamTransactions } from './api';
import { teamMessages as m, teamValues as v } from './messages';
import * as styles from './team.css';

/**
 * agentDownlineTransactionDetailsCopy (spec 2 "account details"; docs/architecture.md "Agents", agent center): the ledger transfers of one
 * team member, chosen from the team (or given as `?member=` by the downline list), newest first.
 */
export default function TeamTransactionsPage() {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const [params, setParams] = useSearchParams();
  const memberId = params.get('member');
  const [pageNo, setPageNo] = useState(1);
  const team = useDownlines({ scope: 'all', pageNo: 1, pageSize: 50 });
  const transactions = useTeamTransactions({ memberId, pageNo });
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('member', id);
    else next.delete('member');
    setParams(next, { replace: true });
    setPageNo(1);
  };
  return (
    <Stack gap={4}>
      <Heading level={2} size="xl">
        <FormattedMessage {...m.txTitle} />
      </Heading>
      <LoadState
        isLoading={team.isLoading}
        error={team.data ? undefined : team.error}
        retry={() => void team.mutate()}
      >
        <div className={styles.fields}>
          <Select
            label={<FormattedMessage {...m.pickMember} />}
            value={memberId ?? ''}
            onChange={(e) => choose(e.target.value)}
            placeholder={intl.formatMessage(m.pickMember)}
            options={(team.data?.rows ?? []).map((r) => ({ value: r.id, label: r.username }))}
          />
        </div>
      </LoadState>
      {!memberId ? (
        <Text as="p" tone="muted">
          <FormattedMessage {...m.pickHint} />
        </Text>
      ) : (
        <PagedList
          query={transactions}
          pageSize={TEAM_PAGE_SIZE}
          page={pageNo}
          onPageChange={setPageNo}
          texts={{ list: m.txTitle, pager: m.listPages, empty: m.noTx }}
          renderRow={(r, i) => (
            <li key={`${r.id}:${i}`} className={styles.card}>
              <div className={styles.cardHead}>
                <Text as="span" weight="semibold">
                  {r.kind}
                </Text>
                <Text as="span" className={styles.money}>
                  {format(r.amount, r.currency, true)}
                </Text>
              </div>
              <Text as="span" size="sm" tone="muted">
                {r.balanceAfter !== null ? (
                  <FormattedMessage
                    {...v.timeBalanceLine}
                    values={{
                      time: when.format(r.createdAt, true),
                      balance: format(r.balanceAfter, r.currency),
                    }}
                  />
                ) : (
                  when.format(r.createdAt, true)
                )}
              </Text>
            </li>
          )}
        />
      )}
    </Stack>
  );
}
