import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AlertDialog, Button, Text, useToast } from '@playdeck/ui';
import type { BonusRow } from '@playdeck/api-client/bonus';
import { BONUS_PAGE_SIZE, useBonuses, useForfeitBonus } from './api';
import { PagedList } from '../../shared/ui/PagedList';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { toMinor } from '../../shared/format/money';
import { bonusMessages as bm, bonusValues as bv } from './messages';
import * as styles from './bonus.css';

/** Progress in per mille from two decimal strings of the same currency, without floats on money. */
function perMille(achieved: string, required: string): number {
  const a = toMinor(achieved, 8) ?? 0n;
  const r = toMinor(required, 8) ?? 0n;
  if (r <= 0n) return 1000;
  const p = (a * 1000n) / r;
  return Number(p > 1000n ? 1000n : p);
}

/** Forfeit button and its confirmation; the server decides (BONUS_NOT_ACTIVE when the target was met meanwhile). */
function Forfeit({ b }: { b: BonusRow }) {
  const intl = useIntl();
  const toast = useToast();
  const { format } = useMoney();
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    setBusy(true);
    try {
      await forfeit(b.id);
      toast.show({ tone: 'success', title: intl.formatMessage(bm.forfeitDone) });
    } catch (err) {
      toast.show({ tone: 'danger', title: errorText(intl, err) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage {...bm.forfeit} />
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={(o) => (busy ? undefined : setAsking(o))}
        title={intl.formatMessage(bv.forfeitTitle, { name: b.name })}
        message={intl.formatMessage(bv.forfeitMessage, { amount: format(b.lockedAmount, b.currency) })}
        confirmLabel={intl.formatMessage(bm.forfeitConfirm)}
        showCancel
        tone="danger"
        confirmLoading={busy}
        onConfirm={(e) => {
          e.preventDefault();
          void onConfirm();
        }}
      />
    </>
  );
}

function BonusItem({ b: row }: { b: BonusRow }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  // Rebate payouts and VIP bonuses carry a server-made name; the member sees it named in their language.
  const b =
    row.source === 'rebate'
      ? { ...row, name: intl.formatMessage(bm.sourceRebate) }
      : row.source === 'vip'
        ? { ...row, name: intl.formatMessage(bm.sourceVip) }
        : row;
  return (
    <li className={styles.row} data-status={b.status} data-source={b.source ?? 'grant'}>
      <div className={styles.head}>
        <Text as="span" weight="semibold">
          {b.name}
        </Text>
        <Text as="span" weight="semibold" className={styles.money}>
          {format(b.amount, b.currency)}
        </Text>
      </div>
      <Text as="span" size="sm" tone="muted" className={styles.meta}>
        <time dateTime={b.createdAt}>{dateTime(b.createdAt, true)}</time>
        <span>
          <FormattedMessage {...bm[b.status]} />
        </span>
      </Text>
      {b.status !== 'none' ? (
        <>
          <progress
            className={styles.bar}
            max={1000}
            value={perMille(b.turnoverAchieved, b.turnoverRequired)}
            aria-label={intl.formatMessage(bv.progress, { name: b.name })}
          />
          <Text as="span" size="sm" className={styles.money}>
            <FormattedMessage
              {...bv.turnover}
              values={{
                achieved: format(b.turnoverAchieved, b.currency),
                required: format(b.turnoverRequired, b.currency),
              }}
            />
          </Text>
        </>
      ) : null}
      {b.status === 'wagering' ? (
        <div className={styles.head}>
          <Text as="span" size="sm" className={styles.money}>
            <FormattedMessage {...bv.locked} values={{ amount: format(b.lockedAmount, b.currency) }} />
          </Text>
          <Forfeit b={b} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * bonusDetails (member center, spec 2; docs/architecture.md "Member center"): the bonuses granted to the member (operator grants,
 * `npm run ops -- grant-bonus`), newest first, 10 per page, each with its amount, time in the brand timezone and,
 * when it has a wagering target, the turnover reached so far (settled stakes since the grant) as a progress bar. While
 * the target is not met, the money it still locks in the main wallet (docs/decisions.md D17) and a forfeit button
 * with a confirmation: forfeiting gives the locked money back and unlocks the rest of the balance.
 */
export default function BonusDetails() {
  const [page, setPage] = useState(1);
  const bonuses = useBonuses(page);
  return (
    <PagedList
      query={bonuses}
      pageSize={BONUS_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      texts={{ list: bm.list, pager: bm.pager, empty: bm.empty, emptyInfo: bm.emptyInfo }}
      renderRow={(b) => <BonusItem key={b.id} b={b} />}
    />
  );
}
