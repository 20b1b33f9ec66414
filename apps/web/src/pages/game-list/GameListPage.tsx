import { FormattedMessage, useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { Heading, Stack } from '@playdeck/ui';
import { CATEGORIES, categoryMessage } from '../../shared/games/categories';
import { GameLobby } from '../../features/games/GameLobby';
import type { RouteHandle } from '../../app/routeHandle';
import * as styles from './GameListPage.css';

/**
 * Game-list centre (spec 2: /live, /fish, /rng, /pvp, /bgs, /inHouse; `?vassalage=` selects a vendor): the category
 * heading and the lobby (vendor chips, filters, search, 24 per page).
 */
export default function GameListPage() {
  const intl = useIntl();
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name ?? 'rng';
  const gameType = CATEGORIES.find((c) => c.name === name)?.gameType ?? 'RNG';
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...categoryMessage(name)} />
      </Heading>
      <GameLobby key={gameType} gameType={gameType} title={intl.formatMessage(categoryMessage(name))} />
    </Stack>
  );
}
