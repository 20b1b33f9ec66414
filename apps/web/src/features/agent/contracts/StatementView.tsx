import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Stack, Text } from '@playdeck/ui';
import type { Statement } from '@playdeck/api-client/agentContracts';
import { useBrandDateTime, useMoney } from '../../../shared/format/useMoney';
import { LoadState } from '../../../shared/ui/LoadState';
import { useStatement } from './api';
import { PERIOD_LABEL, TYPE_LABEL } from './labels';
import { contractMessages as m, contractValues as v } from './messages';
import { TermsView } from './TermsView';
import * as styles from './contracts.css';

/**
 * One settlement statement, every input on its own line (docs/architecture.md "Agents", settlement: "a statement with every input ... that
 * the agent can open"): period, team bets, wins, profit and loss, active members, rounds, loss and win rates, the
 * tier matched and its rate, what the rate applied to, the gross, each direct downline's deduction (difference
 * model), and the income paid. Money in the brand currency; times in the brand timezone.
 */
export function StatementDetails({ s }: { s: Statement }) {
  const intl = useIntl();
  const { format } = useMoney();
  const when = useBrandDateTime();
  const pct = (rate: string) => intl.formatMessage(v.percent, { rate });
  const line = (label: string, value: string, key: string, className?: string) => [
    <dt key={`${key}-t`} className={className}>
      {label}
    </dt>,
    <dd key={`${key}-d`} className={className}>
      {value}
    </dd>,
  ];
  const f = s.figures;
  return (
    <Stack gap={3}>
      <Heading level={3} size="md">
        <FormattedMessage {...v.statementTitle} values={{ agent: s.agentUsername }} />
      </Heading>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage
          {...v.statementMeta}
          values={{
            type: intl.formatMessage(TYPE_LABEL[s.type]),
            period: intl.formatMessage(PERIOD_LABEL[s.period]),
            range: intl.formatMessage(v.statementPeriod, {
              from: when.format(s.periodStart),
              to: when.format(s.periodEnd),
            }),
          }}
        />
      </Text>
      <dl className={styles.lines}>
        {line(intl.formatMessage(m.lineTeamBets), format(f.bets, s.currency), 'bets')}
        {line(intl.formatMessage(m.lineTeamWins), format(f.wins, s.currency), 'wins')}
        {line(intl.formatMessage(m.lineProfitLoss), format(f.profitLoss, s.currency, true), 'pl')}
        {line(intl.formatMessage(m.lineActive), intl.formatNumber(f.activeMembers), 'active')}
        {line(
          intl.formatMessage(m.lineRounds),
          `${intl.formatNumber(f.rounds)} (${intl.formatNumber(f.roundsWon)})`,
          'rounds',
        )}
        {line(intl.formatMessage(m.lineLossRate), pct(f.lossRate), 'lr')}
        {line(intl.formatMessage(m.lineWinRate), pct(f.winRate), 'wr')}
        {line(
          intl.formatMessage(m.lineTier),
          s.tierIndex === null
            ? intl.formatMessage(m.lineNoTier)
            : intl.formatMessage(v.tier, { n: s.tierIndex + 1 }),
          'tier',
        )}
        {line(intl.formatMessage(m.lineRate), pct(s.rate), 'rate')}
        {line(intl.formatMessage(m.lineBase), format(s.base, s.currency), 'base')}
        {line(intl.formatMessage(m.lineGross), format(s.gross, s.currency), 'gross')}
        {s.deductionLines.flatMap((d) =>
          line(
            intl.formatMessage(v.lineDeduction, {
              agent: d.agent.username,
              rate: d.rate,
              base: format(d.base, s.currency),
            }),
            format(`-${d.cost}`, s.currency, true),
            `d${d.contractId}`,
          ),
        )}
        {line(intl.formatMessage(m.lineDeductions), format(`-${s.deductions}`, s.currency, true), 'ded')}
        {line(intl.formatMessage(m.lineAmount), format(s.amount, s.currency), 'amount', styles.total)}
      </dl>
      <TermsView terms={s.terms} />
    </Stack>
  );
}

/** Loads statement `id` and shows it (spinner, error with retry, then the details). */
export function StatementView({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useStatement(id);
  return (
    <LoadState isLoading={isLoading} error={data ? undefined : error} retry={() => void mutate()}>
      {data ? <StatementDetails s={data} /> : null}
    </LoadState>
  );
}
