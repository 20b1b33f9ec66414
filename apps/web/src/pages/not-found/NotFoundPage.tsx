import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@playdeck/ui';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

/** Shown for an address outside the route table (spec 8: "Invalid URL, please contact customer service"). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PlaceholderPage
      title={<FormattedMessage {...pageMessages.notFound} />}
      emptyTitle={<FormattedMessage {...pageMessages.notFoundInfo} />}
      action={
        <Button variant="primary" onClick={() => navigate('/')}>
          <FormattedMessage {...pageMessages.backHome} />
        </Button>
      }
    />
  );
}
