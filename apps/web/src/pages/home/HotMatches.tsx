import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import type { HotMatch } from '@playdeck/api-client/games';
import { games } from '@playdeck/api-client/routes/games';
import { Carousel, Heading, Stack } from '@playdeck/ui';
import { swrFetcher } from '../../shared/api/client';
import { gamesMessages, gamesValueMessages } from '../../features/games/messages';
import { TrialDialog } from '../../features/games/TrialDialog';
import { useGameActions } from '../../features/games/useGameActions';
import * as styles from './HomePage.css';

/** A hot match (spec 3 "Match": matchTime, title, homeTeam, homeTeamImageUrl, awayTeam; and what a click launches). */
export type Match = HotMatch;

/** How often the list is refreshed (ms): matches that kick off drop out. */
const REFRESH_MS = 5 * 60_000;

/**
 * The hot matches (GET /lgw/games/hot_matches: the brand's first sports vendor's upcoming matches). Undefined while
 * loading; an empty list when the brand has no sports vendor or its book does not answer.
 */
export function useHotMatches(): Match[] | undefined {
  return useSWR<Match[]>(games.hotMatches.path, swrFetcher, {
    revalidateOnFocus: false,
    refreshInterval: REFRESH_MS,
  }).data;
}

/**
 * The hot matches carousel (spec 2): each match shows its time as day, month abbreviation, hour and minute (brand
 * time zone), its title, the home team with its crest and the away team; arrows only when there are more matches
 * than fit (more than 4 on a desktop); pressing a match launches the sports vendor on that match (login popup for
 * visitors, the trial warning for trial accounts). Renders nothing until there are matches, so a brand without a
 * sports vendor shows no empty section. A chunk of its own: the home page's initial JS does not carry it.
 */
export default function HotMatches() {
  const intl = useIntl();
  const matches = useHotMatches();
  const actions = useGameActions();
  if (!matches?.length) return null;
  return (
    // Not a landmark of its own: the carousel is the region named "Hot matches" (WAI-ARIA carousel pattern).
    <div data-testid="hot-matches">
      <Stack gap={3}>
        <Heading level={2} size="xl">
          <FormattedMessage {...gamesMessages.hotMatches} />
        </Heading>
        <Carousel
          label={intl.formatMessage(gamesMessages.hotMatches)}
          autoplayMs={5000}
          slidesPerView={{ base: 1, tablet: 2, desktop: 4 }}
          spacing={12}
          slides={matches.map((m) => (
            <button
              key={m.matchId}
              type="button"
              className={styles.match}
              data-testid="hot-match"
              onClick={() =>
                actions.playVendor({ vassalage: m.vassalage, gameType: m.gameType, matchId: m.matchId })
              }
            >
              <span className={styles.matchTime}>
                <FormattedDate
                  value={m.matchTime}
                  day="numeric"
                  month="short"
                  hour="2-digit"
                  minute="2-digit"
                />
              </span>
              <strong>{m.title}</strong>
              <span className={styles.matchTeams}>
                <img src={m.homeTeamImageUrl} alt="" width={24} height={24} loading="lazy" />
                <FormattedMessage
                  {...gamesValueMessages.vs}
                  values={{ home: m.homeTeam, away: m.awayTeam }}
                />
              </span>
            </button>
          ))}
        />
      </Stack>
      <TrialDialog open={actions.trialBlocked} onClose={actions.closeTrial} />
    </div>
  );
}
