import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Heading, Text, useToast } from '@playdeck/ui';
import type { RebateAccrualView } from '@playdeck/api-client/loyalty';
import { LoadState } from '../../shared/ui/LoadState';
import { errorText, useMoney } from '../../shared/format/useMoney';
import { useClaimRebate, useRebate } from './api';
import { rebateMessages as m, rebateValues as v } from './messages';
import { percentOf } from './VipPage';
import * as styles from './loyalty.css';
import { ListOrEmpty } from '../../shared/ui/ListOrEmpty';

/** Separators between two texts of one line (not words: nothing to translate). */
const SPACE = ' ';

function AccrualItem({ a, currency }: { a: RebateAccrualView; currency: string }) {
  const intl = useIntl();
  const { format } = useMoney();
  return (
    <li className={styles.card} data-category={a.category} data-paid={a.paid}>
      <div className={styles.line}>
        <Text as="span" weight="semibold">
          <FormattedMessage {...m[a.category]} />
        </Text>
        <Text as="span" weight="semibold" className={styles.money}>
          {format(a.amount, currency)}
        </Text>
      </div>
      <Text as="span" size="sm" tone="muted" className={styles.money}>
        <FormattedMessage
          {...v.accrual}
          values={{ rate: percentOf(intl, a.rateBp), turnover: format(a.turnover, currency) }}
        />
        {a.paid ? (
          <>
            {' · '}
            <FormattedMessage {...m.paid} />
          </>
        ) : null}
      </Text>
    </li>
  );
}

/**
 * manualRebate (side menu "bonus bets", spec 2; docs/architecture.md "Loyalty"): today's rebate per category (the
 * settled turnover of the brand-timezone day at the rate of the member's VIP level), and, in manual mode, the total
 * ready to claim with a claim button (each day and category pays once; paid rebates are listed in bonusDetails). In
 * auto mode the page says when the rebate pays.
 */
export default function RebatePage() {
  const intl = useIntl();
  const toast = useToast();
  const { format } = useMoney();
  const rebate = useRebate();
  const claim = useClaimRebate();
  const [busy, setBusy] = useState(false);
  const s = rebate.data;
  const onClaim = async () => {
    setBusy(true);
    try {
      const r = await claim();
      toast.show({
        tone: 'success',
        title: intl.formatMessage(v.claimDone, { amount: format(r.paid, s?.currency) }),
      });
    } catch (err) {
      toast.show({ tone: 'danger', title: errorText(intl, err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.title)}>
      <LoadState
        isLoading={!s}
        error={rebate.error}
        retry={() => void rebate.mutate()}
        label={intl.formatMessage(m.loading)}
      >
        {s ? (
          <>
            <Heading level={2}>
              <FormattedMessage {...m.today} />
            </Heading>
            <ListOrEmpty
              items={s.todayAccruals}
              texts={{ list: m.todayList, empty: m.empty, emptyInfo: m.emptyInfo }}
              headingLevel={3}
              className={styles.list}
              renderItem={(a) => <AccrualItem key={a.category} a={a} currency={s.currency} />}
            />
            {s.mode === 'manual' ? (
              <div className={styles.card}>
                <div className={styles.line}>
                  <Text as="span" weight="semibold" className={styles.money}>
                    <FormattedMessage
                      {...v.claimable}
                      values={{ amount: format(s.claimableAmount, s.currency) }}
                    />
                  </Text>
                  <Button onClick={() => void onClaim()} loading={busy} disabled={s.claimable.length === 0}>
                    <FormattedMessage {...m.claim} />
                  </Button>
                </div>
                <Text as="span" size="sm" tone="muted">
                  <FormattedMessage {...m.onceADay} />
                </Text>
              </div>
            ) : (
              <Text as="p">
                <FormattedMessage {...v.auto} values={{ hour: s.autoPayHour }} />
              </Text>
            )}
            <Text as="p" size="sm">
              <FormattedMessage {...m.history} />
              {SPACE}
              <Link to="/member?page=bonusDetails">
                <FormattedMessage {...m.historyLink} />
              </Link>
            </Text>
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
