import { FormattedMessage, useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { Button, EmptyState, Heading, Spinner, Stack } from '@playdeck/ui';
import { CATEGORIES, categoryMessage } from '../../shared/games/categories';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useVendors } from '../../features/games/api';
import { gamesMessages } from '../../features/games/messages';
import { VendorCards } from '../../features/games/VendorCards';
import type { RouteHandle } from '../../app/routeHandle';
import * as styles from '../game-list/GameListPage.css';

/**
 * Vendor-card game centre (spec 2: /sports, /esports, /lott, /elott, /cockfight): the brand's vendors of the
 * category's game type as cards (GCS_vendors); loader, empty and error states.
 */
export default function VendorCenterPage() {
  const intl = useIntl();
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name ?? 'sports';
  const gameType = CATEGORIES.find((c) => c.name === name)?.gameType ?? 'SPORTS';
  const vendors = useVendors(gameType);
  let body;
  if (vendors.error && !vendors.data)
    body = (
      <EmptyState
        title={<FormattedMessage {...gamesMessages.error} />}
        action={
          <Button variant="secondary" onClick={() => void vendors.mutate()}>
            <FormattedMessage {...gamesMessages.retry} />
          </Button>
        }
      />
    );
  else if (!vendors.data) body = <Spinner label={intl.formatMessage(gamesMessages.loading)} />;
  else if (!vendors.data.length) body = <EmptyState title={<FormattedMessage {...pageMessages.noGames} />} />;
  else body = <VendorCards vendors={vendors.data} label={intl.formatMessage(categoryMessage(name))} />;
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...categoryMessage(name)} />
      </Heading>
      {body}
    </Stack>
  );
}
