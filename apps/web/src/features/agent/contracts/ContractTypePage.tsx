import { FormattedMessage } from 'react-intl';
import { Heading, Stack } from '@playdeck/ui';
import type { ContractType } from '@playdeck/domain/contracts';
import { ContractManager } from './ContractManager';
import { StatementList } from './StatementList';
import { contractMessages as m } from './messages';

/**
 * One contract page (the shell shows its title) of the agent center (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the contracts of the type, then its settlement statements.
 */
export function ContractTypePage({ type }: { type: ContractType }) {
  return (
    <Stack gap={5}>
      <section aria-labelledby={`contracts-${type}`}>
        <Stack gap={3}>
          <Heading level={2} size="lg" id={`contracts-${type}`}>
            <FormattedMessage {...m.manageTitle} />
          </Heading>
          <ContractManager type={type} />
        </Stack>
      </section>
      <section aria-labelledby={`statements-${type}`}>
        <Stack gap={3}>
          <Heading level={2} size="lg" id={`statements-${type}`}>
            <FormattedMessage {...m.statementsTitle} />
          </Heading>
          <StatementList type={type} />
        </Stack>
      </section>
    </Stack>
  );
}
