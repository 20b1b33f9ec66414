import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Carousel, Heading, Stack } from '@playdeck/ui';
import { gamesMessages, gamesValueMessages } from '../../features/games/messages';
import * as styles from './HomePage.css';

/** A hot match (spec 3 "Match": matchTime, title, homeTeam, homeTeamImageUrl, awayTeam). */
export interface Match {
  /** ISO date-time. */
  matchTime: string;
  title: string;
  homeTeam: string;
  homeTeamImageUrl?: string;
  awayTeam: string;
}

/**
 * Hot matches. No sports vendor in the catalogue supplies matches yet, so this returns an empty list and the home
 * page hides the carousel (hidden unless a sports vendor supplies matches); a sports adapter fills it later.
 */
export function useHotMatches(): Match[] {
  return [];
}

/** The hot matches carousel (spec 2): time as day, month abbreviation, hour and minute; arrows only above 4. */
export function HotMatches({ matches }: { matches: Match[] }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(gamesMessages.hotMatches)}>
      <Stack gap={3}>
        <Heading level={2} size="xl">
          <FormattedMessage {...gamesMessages.hotMatches} />
        </Heading>
        <Carousel
          label={intl.formatMessage(gamesMessages.hotMatches)}
          autoplayMs={5000}
          slidesPerView={{ base: 1, tablet: 2, desktop: 4 }}
          spacing={12}
          slides={matches.map((m, i) => (
            <article key={`${m.matchTime}-${i}`} className={styles.match}>
              <FormattedDate
                value={m.matchTime}
                day="numeric"
                month="short"
                hour="2-digit"
                minute="2-digit"
              />
              <strong>{m.title}</strong>
              <span>
                {m.homeTeamImageUrl ? <img src={m.homeTeamImageUrl} alt="" width={24} height={24} /> : null}
                <FormattedMessage
                  {...gamesValueMessages.vs}
                  values={{ home: m.homeTeam, away: m.awayTeam }}
                />
              </span>
            </article>
          ))}
        />
      </Stack>
    </section>
  );
}
