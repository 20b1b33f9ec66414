import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Stack, Text } from '@playdeck/ui';
import { useMoney } from '../../shared/format/useMoney';
import { LoadState } from '../../shared/ui/LoadState';
import { PasswordTransferForm } from '../../shared/transfer/PasswordTransferForm';
import { sendToUpline, useUplineTransfer } from './api';
import { uplineMessages as m, uplineValues as v } from './messages';

/**
 * Member-center page transferUpline (spec 2, under AGENTTRANSFER3; docs/decisions.md D12): a member whose upline is an
 * agent sends money from the main wallet to it, with the login password re-entered, within the brand's daily upline
 * limit (shown with today's use and the balance). A member without an agent upline sees an empty state. Server errors
 * (wrong password, limit, balance) show under the form.
 */
export default function TransferUpline() {
  const intl = useIntl();
  const { format } = useMoney();
  const view = useUplineTransfer();
  const data = view.data;
  return (
    <LoadState
      isLoading={view.isLoading}
      error={data ? undefined : view.error}
      retry={() => void view.mutate()}
    >
      {data && !data.upline ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage {...m.noUpline} />}
          description={<FormattedMessage {...m.noUplineInfo} />}
        />
      ) : data?.upline ? (
        <PasswordTransferForm
          keyPrefix="up"
          labels={{ amount: m.amount, password: m.password, send: m.send, amountInvalid: v.amountInvalid }}
          send={async (body) => {
            const r = await sendToUpline(body);
            void view.mutate();
            return intl.formatMessage(v.done, {
              amount: format(r.amount),
              username: data.upline!.username,
              balance: format(r.balance),
            });
          }}
        >
          <Stack gap={1}>
            <Text as="p" weight="semibold">
              <FormattedMessage {...v.to} values={{ username: data.upline.username }} />
            </Text>
            <Text as="p" size="sm">
              <FormattedMessage {...v.balance} values={{ balance: format(data.balance) }} />
            </Text>
            <Text as="p" size="sm" tone="muted">
              <FormattedMessage
                {...v.limit}
                values={{
                  used: format(data.used),
                  limit: format(data.limit),
                  count: data.count.used,
                  countLimit: data.count.limit,
                }}
              />
            </Text>
          </Stack>
        </PasswordTransferForm>
      ) : null}
    </LoadState>
  );
}
