import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Stack, Text } from '@playdeck/ui';
import type { Contract } from '@playdeck/api-client/agentContracts';
import { errorText } from '../../../shared/format/useMoney';
import { FormFailure } from '../../../shared/ui/LoadState';
import { TYPE_LABEL } from './labels';
import { contractMessages as m, contractValues as v } from './messages';
import { TermsView } from './TermsView';
import { useAcceptFlow } from './useAcceptFlow';
import * as styles from './contracts.css';

/**
 * The terms of an offer with Accept and Reject, and, when accepting would end contracts I gave, the list of those
 * contracts with "Accept and end them" / "Cancel" (spec 4). Used by the live popup and the contract pages.
 */
export function OfferAnswer({
  contract,
  onDone,
  extra,
}: {
  contract: Contract;
  onDone: (outcome: 'accepted' | 'rejected') => void;
  /** More actions after Accept and Reject (the popup's "Later"). */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const flow = useAcceptFlow(contract, onDone);
  if (flow.ending)
    return (
      <Stack gap={3} role="alert">
        <Text as="p" weight="semibold">
          <FormattedMessage {...m.endsTitle} />
        </Text>
        <Text as="p" size="sm">
          <FormattedMessage {...m.endsText} />
        </Text>
        <ul className={styles.list}>
          {flow.ending.map((c) => (
            <li key={c.id} className={styles.card}>
              <FormattedMessage
                {...v.endsLine}
                values={{ type: intl.formatMessage(TYPE_LABEL[c.type]), agent: c.agent.username }}
              />
              <TermsView terms={c.terms} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="danger" loading={flow.busy} onClick={() => void flow.accept(true)}>
            <FormattedMessage {...m.acceptAndEnd} />
          </Button>
          <Button variant="secondary" disabled={flow.busy} onClick={flow.cancelEnding}>
            <FormattedMessage {...m.cancel} />
          </Button>
        </div>
        <FormFailure text={flow.error ? errorText(intl, flow.error) : undefined} />
      </Stack>
    );
  return (
    <Stack gap={3}>
      <TermsView terms={contract.terms} />
      <div className={styles.actions}>
        <Button loading={flow.busy} onClick={() => void flow.accept(false)}>
          <FormattedMessage {...m.accept} />
        </Button>
        <Button variant="secondary" disabled={flow.busy} onClick={() => void flow.reject()}>
          <FormattedMessage {...m.reject} />
        </Button>
        {extra}
      </div>
      <FormFailure text={flow.error ? errorText(intl, flow.error) : undefined} />
    </Stack>
  );
}
