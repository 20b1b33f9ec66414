import { FormattedMessage, useIntl } from 'react-intl';
import { Text } from '@playdeck/ui';
import type { Terms } from '@playdeck/api-client/agentContracts';
import { useMoney } from '../../../shared/format/useMoney';
import { contractMessages as m, contractValues as v } from './messages';
import * as styles from './contracts.css';

/**
 * A contract's terms (spec 3): the single bet amount that makes a team member active, then each tier with its
 * conditions (all must hold) and its rate. Money in the brand currency.
 */
export function TermsView({ terms }: { terms: Terms }) {
  const { format } = useMoney();
  const intl = useIntl();
  return (
    <div>
      <Text as="p" size="sm">
        <FormattedMessage {...v.singleBetMin} values={{ amount: format(terms.singleBetMin) }} />
      </Text>
      <ol className={styles.tiers}>
        {terms.tiers.map((t, i) => {
          const conds = [
            t.minBets !== undefined ? intl.formatMessage(v.condBets, { amount: format(t.minBets) }) : null,
            t.minActiveMembers !== undefined
              ? intl.formatMessage(v.condActive, { count: t.minActiveMembers })
              : null,
            t.minProfitLoss !== undefined
              ? intl.formatMessage(v.condProfitLoss, { amount: format(t.minProfitLoss) })
              : null,
            t.minLossRate !== undefined ? intl.formatMessage(v.condLossRate, { rate: t.minLossRate }) : null,
            t.maxWinRate !== undefined ? intl.formatMessage(v.condWinRate, { rate: t.maxWinRate }) : null,
          ].filter((c): c is string => c !== null);
          return (
            <li key={i}>
              <Text as="span" size="sm" weight="semibold">
                <FormattedMessage {...v.tierLine} values={{ n: i + 1, rate: t.rate }} />
              </Text>
              <Text as="span" size="sm" tone="muted" className={styles.block}>
                {conds.length
                  ? intl.formatList(conds, { type: 'conjunction' })
                  : intl.formatMessage(m.condNone)}
              </Text>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
