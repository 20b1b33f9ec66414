import { FormattedMessage, useIntl } from 'react-intl';
import { Modal, Stack, Text } from '@playdeck/ui';
import { useSWRConfig } from 'swr';
import { useMoney } from '../../../shared/format/useMoney';
import { LoadState } from '../../../shared/ui/LoadState';
import { PasswordTransferForm } from '../../../shared/transfer/PasswordTransferForm';
import { sendTransfer, TEAM_PATHS, useTransferLimits } from './api';
import { teamMessages as m, teamValues as v } from './messages';

/**
 * The transfer form (docs/decisions.md D12): amount, the agent's login password re-entered, today's limit and the agent's
 * balance. `direction` down needs `memberId` (a member of the team); up goes to the direct upline.
 */
export function TransferForm({
  direction,
  memberId,
  onDone,
}: {
  direction: 'down' | 'up';
  memberId?: string;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const { format } = useMoney();
  const { mutate } = useSWRConfig();
  const limits = useTransferLimits();
  const side = limits.data ? (direction === 'down' ? limits.data.downline : limits.data.upline) : null;
  return (
    <PasswordTransferForm
      keyPrefix="web"
      labels={{ amount: m.amount, password: m.password, send: m.send, amountInvalid: v.amountInvalid }}
      send={async (body) => {
        const r = await sendTransfer({ direction, memberId, ...body });
        void limits.mutate();
        void mutate((k) => Array.isArray(k) && k[0] === TEAM_PATHS.downlines);
        onDone?.();
        return intl.formatMessage(v.transferDone, { amount: format(r.amount), balance: format(r.balance) });
      }}
    >
      <LoadState
        isLoading={limits.isLoading}
        error={limits.data ? undefined : limits.error}
        retry={() => void limits.mutate()}
      >
        {limits.data && side ? (
          <Stack gap={1}>
            <Text as="p" size="sm">
              <FormattedMessage {...v.yourBalance} values={{ balance: format(limits.data.balance) }} />
            </Text>
            <Text as="p" size="sm" tone="muted">
              <FormattedMessage
                {...v.limitLine}
                values={{
                  used: format(side.used),
                  limit: format(side.limit),
                  count: limits.data.count.used,
                  countLimit: limits.data.count.limit,
                }}
              />
            </Text>
          </Stack>
        ) : null}
      </LoadState>
    </PasswordTransferForm>
  );
}

/** The transfer form in a dialog titled with the receiver. */
export function TransferDialog({
  open,
  onOpenChange,
  title,
  direction,
  memberId,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  direction: 'down' | 'up';
  memberId?: string;
}) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={title} size="sm">
        <TransferForm direction={direction} memberId={memberId} />
      </Modal.Content>
    </Modal.Root>
  );
}
