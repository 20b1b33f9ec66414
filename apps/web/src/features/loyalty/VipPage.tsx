import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button, Heading, Text, useToast } from '@playdeck/ui';
import type { VipBonusOfferView, VipLevelView, VipStatus } from '@playdeck/api-client/loyalty';
import { LoadState } from '../../shared/ui/LoadState';
import { ColumnHeads, DataTable } from '../../shared/ui/DataTable';
import { errorText, useMoney } from '../../shared/format/useMoney';
import { useClaimVipBonus, useVip } from './api';
import { vipMessages as m, vipValues as v } from './messages';
import * as styles from './loyalty.css';
import { ListOrEmpty } from '../../shared/ui/ListOrEmpty';

/** A rate in basis points as a percentage (a rate, not money: a float is fine). */
export const percentOf = (intl: IntlShape, bp: number) =>
  intl.formatNumber(bp / 10000, { style: 'percent', maximumFractionDigits: 2 });

/** A multiplier in hundredths (110) as shown: "1.10×". */
const multiplier = (intl: IntlShape, pct: number) =>
  intl.formatNumber(pct / 100, { minimumFractionDigits: 2 }) + '×';

function Emblem({ level, badge }: { level: number; badge?: string | undefined }) {
  return badge ? (
    <img className={styles.badgeImage} src={badge} alt="" />
  ) : (
    <span className={styles.emblem} aria-hidden="true">
      {level}
    </span>
  );
}

function bonusName(intl: IntlShape, b: VipBonusOfferView, levels: readonly VipLevelView[]) {
  if (b.kind === 'levelup')
    return intl.formatMessage(v.levelup, {
      name: levels.find((l) => l.level === b.level)?.name ?? String(b.level),
    });
  return intl.formatMessage(m[b.kind]);
}

function BonusItem({
  b,
  levels,
  currency,
}: {
  b: VipBonusOfferView;
  levels: VipLevelView[];
  currency: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const { format } = useMoney();
  const claim = useClaimVipBonus();
  const [busy, setBusy] = useState(false);
  const name = bonusName(intl, b, levels);
  const onClaim = async () => {
    setBusy(true);
    try {
      await claim(b.kind, b.kind === 'levelup' ? b.level : undefined);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(v.claimDone, { amount: format(b.amount, currency) }),
      });
    } catch (err) {
      toast.show({ tone: 'danger', title: errorText(intl, err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card} data-claimed={b.claimed}>
      <div className={styles.line}>
        <Text as="span" weight="semibold">
          {name}
        </Text>
        {b.claimed ? (
          <Text as="span" size="sm" tone="muted">
            <FormattedMessage {...m.claimed} />
          </Text>
        ) : (
          <Button
            size="sm"
            onClick={() => void onClaim()}
            loading={busy}
            aria-label={intl.formatMessage(v.claimNamed, { name })}
          >
            <FormattedMessage {...m.claim} />
          </Button>
        )}
      </div>
      <Text as="span" size="sm" className={styles.money}>
        <FormattedMessage
          {...v.bonusTerms}
          values={{ amount: format(b.amount, currency), turnover: format(b.turnover, currency) }}
        />
      </Text>
    </li>
  );
}

function Benefits({ s }: { s: VipStatus }) {
  const intl = useIntl();
  const { format } = useMoney();
  const money = (v: string) => format(v, s.currency);
  const bonus = (b: VipLevelView['levelUpBonus']) => (b ? money(b.amount) : intl.formatMessage(m.none));
  return (
    <DataTable label={intl.formatMessage(m.benefits)}>
      <ColumnHeads
        columns={[m.colLevel, m.colQualify, m.colPoints, m.colRebate, m.colWithdrawal, m.colBonus]}
      />
      <tbody>
        {s.levels.map((l) => (
          <tr key={l.level} aria-current={l.level === s.level ? 'true' : undefined}>
            <th scope="row">{l.name}</th>
            <td className={styles.money}>
              {[money(l.qualifyDeposit), money(l.qualifyTurnover)].join(' / ')}
            </td>
            <td>{multiplier(intl, l.pointsMultiplierPct)}</td>
            <td>
              {[l.rebateBp.slots ?? 0, l.rebateBp.live ?? 0, l.rebateBp.sports ?? 0]
                .map((bp) => percentOf(intl, bp))
                .join(' / ')}
            </td>
            <td className={styles.money}>
              <FormattedMessage
                {...v.withdrawalCell}
                values={{ count: l.withdrawalDailyCount, max: money(l.withdrawalDailyMax) }}
              />
            </td>
            <td className={styles.money}>
              {[bonus(l.levelUpBonus), bonus(l.weeklyBonus), bonus(l.monthlyBonus)].join(' / ')}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function Progress({ s }: { s: VipStatus }) {
  const intl = useIntl();
  const { format } = useMoney();
  const next = s.next;
  if (!next)
    return (
      <Text as="p">
        <FormattedMessage {...m.top} />
      </Text>
    );
  return (
    <section className={styles.card} aria-labelledby="vip-progress">
      <Heading level={3} id="vip-progress">
        <FormattedMessage {...v.progressTitle} values={{ name: next.name }} />
      </Heading>
      <progress
        className={styles.bar}
        max={100}
        value={next.percent}
        aria-label={intl.formatMessage(v.progressBar, { name: next.name })}
      />
      <Text as="span" size="sm" className={styles.money}>
        <FormattedMessage
          {...v.deposit}
          values={{ have: format(s.deposit, s.currency), need: format(next.deposit, s.currency) }}
        />
      </Text>
      <Text as="span" size="sm" className={styles.money}>
        <FormattedMessage
          {...v.turnover}
          values={{ have: format(s.turnover, s.currency), need: format(next.turnover, s.currency) }}
        />
      </Text>
    </section>
  );
}

/**
 * playerRank (member center "VIP bonus", spec 2; docs/architecture.md "Loyalty"): the member's VIP level (recomputed by
 * the server on each read from deposits and settled turnover over the brand's window), the progress to the next level
 * in numbers and a bar, every level's benefits (brand config `vip`), and the VIP bonuses with a claim button each
 * (paid once per period as a bonus with turnover; the server refuses a second claim).
 */
export default function VipPage() {
  const intl = useIntl();
  const vip = useVip();
  const s = vip.data;
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.title)}>
      <LoadState
        isLoading={!s}
        error={vip.error}
        retry={() => void vip.mutate()}
        label={intl.formatMessage(m.loading)}
      >
        {s ? (
          <>
            <div className={styles.levelHead}>
              <Emblem level={s.level} badge={s.levels.find((l) => l.level === s.level)?.badge} />
              <div>
                <Heading level={2}>
                  <FormattedMessage {...v.current} values={{ name: s.name }} />
                </Heading>
                <Text as="span" size="sm" tone="muted">
                  <FormattedMessage {...v.window} values={{ days: s.windowDays }} />
                </Text>
              </div>
            </div>
            <Progress s={s} />
            <Heading level={3}>
              <FormattedMessage {...m.bonuses} />
            </Heading>
            <ListOrEmpty
              items={s.bonuses}
              texts={{ list: m.bonuses, empty: m.noBonuses, emptyInfo: m.noBonusesInfo }}
              headingLevel={4}
              className={styles.list}
              renderItem={(b) => (
                <BonusItem key={`${b.kind}:${b.period}`} b={b} levels={s.levels} currency={s.currency} />
              )}
            />
            <Heading level={3}>
              <FormattedMessage {...m.benefits} />
            </Heading>
            <Benefits s={s} />
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
