import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '@playdeck/ui';
import type { Contract } from '@playdeck/api-client/agentContracts';
import { PERIOD_LABEL, TYPE_LABEL } from './labels';
import { contractMessages as m, contractValues as v } from './messages';
import { OfferAnswer } from './OfferAnswer';

/**
 * The live contract popup (spec 2 popups; docs/architecture.md "Agents", contracts): an offer that just arrived, its terms, Accept /
 * Reject / Later. Its own lazy chunk (Radix Dialog stays out of the shell).
 */
export default function ContractOfferDialog({
  contract,
  onClose,
}: {
  contract: Contract;
  /** Called with the outcome, or 'later' when closed without an answer. */
  onClose: (outcome: 'accepted' | 'rejected' | 'later') => void;
}) {
  const intl = useIntl();
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose('later')}>
      <Modal.Content
        title={<FormattedMessage {...m.popupTitle} />}
        description={
          <FormattedMessage
            {...v.popupOffer}
            values={{
              upline: contract.upline?.username ?? intl.formatMessage(m.popupOperator),
              type: intl.formatMessage(TYPE_LABEL[contract.type]),
              period: intl.formatMessage(PERIOD_LABEL[contract.period]),
            }}
          />
        }
      >
        <OfferAnswer
          contract={contract}
          onDone={onClose}
          extra={
            <Button variant="ghost" onClick={() => onClose('later')}>
              <FormattedMessage {...m.later} />
            </Button>
          }
        />
      </Modal.Content>
    </Modal.Root>
  );
}
