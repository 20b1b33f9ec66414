import { FormattedMessage } from 'react-intl';
import { Button, Text } from '@playdeck/ui';
import { appMessages, appValueMessages } from '../i18n/appMessages';
import { FullScreenState } from '../ui/FullScreenState';

/** Opens the customer service chat in a new tab (the URL comes from the brand's status `customerService`). */
function CustomerServiceButton({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <Button variant="primary" onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
      <FormattedMessage {...appMessages.customerService} />
    </Button>
  );
}

/** Full-screen maintenance page (spec 2 "Full-screen states"): title, info text, customer service button. */
export function MaintenancePage({ customerServiceUrl }: { customerServiceUrl: string | undefined }) {
  return (
    <FullScreenState
      title={<FormattedMessage {...appMessages.maintenanceTitle} />}
      actions={<CustomerServiceButton url={customerServiceUrl} />}
    >
      <FormattedMessage {...appMessages.maintenanceInfo} />
    </FullScreenState>
  );
}

/** Full-screen region-blocked page (spec 2): title, info, the visitor IP, customer service button. */
export function RegionBlockedPage({
  ip,
  customerServiceUrl,
}: {
  ip: string;
  customerServiceUrl: string | undefined;
}) {
  return (
    <FullScreenState
      title={<FormattedMessage {...appMessages.regionTitle} />}
      actions={<CustomerServiceButton url={customerServiceUrl} />}
    >
      <Text as="p">
        <FormattedMessage {...appMessages.regionInfo} />
      </Text>
      <Text as="p" weight="semibold">
        <FormattedMessage {...appValueMessages.regionIp} values={{ ip }} />
      </Text>
    </FullScreenState>
  );
}
