import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Carousel, Heading, Marquee, Stack } from '@playdeck/ui';
import { categoryMessage } from '../../shared/games/categories';
import { useGameMenus } from '../../shared/games/useGameMenus';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { POPUPS, usePopup, type PopupName } from '../../shared/popups/popups';
import { useMemberInfo } from '../../shared/session/session';
import { useGameList, useHomeBanners, useNotices, type HomeBanner } from '../../features/games/api';
import { GameGrid } from '../../features/games/GameGrid';
import { gamesMessages, gamesValueMessages } from '../../features/games/messages';
import { VendorCards } from '../../features/games/VendorCards';
import { VendorGamesPopup } from '../../features/games/VendorGamesPopup';
import { WinnerBoard } from '../../features/records/WinnerBoard';
import { JackpotCounter } from '../../features/games/JackpotCounter';
import { redEnvelopeEntryMessages } from '../../features/red-envelope/entryMessages';
import { useFeature } from '../../shared/brand/brand';
import { HOME_GAME_SECTIONS, HOME_SECTION_FETCH } from './homeQueries';
import { LaterHydration } from '../../shared/ui/LaterHydration';
import { visuallyHidden } from '../../shared/ui/visuallyHidden.css';
import * as styles from './HomePage.css';

/** Hot matches: a chunk of its own (data, carousel slides and launch), out of the home page's initial JS. */
const HotMatches = lazy(() => import('./HotMatches'));

/** The four home tiles of spec 2 ("four tiles to /live, /rng, /pvp, /fish"). */
export const HOME_TILES = ['live', 'rng', 'pvp', 'fish'] as const;
/** Games shown per home section, of the 24 fetched (spec 9). */
export const HOME_SECTION_GAMES = 6;
/** Vendor-card sections of the home page (spec 2). */
export const HOME_VENDOR_SECTIONS = [
  { name: 'sports', gameType: 'SPORTS' },
  { name: 'elott', gameType: 'ELOTT' },
] as const;

/**
 * Home page (spec 2: /, /index, /index.html, /home; /login and /register show it under their popup): the w_home
 * banner carousel (autoplay 5000 ms, speed 1000 ms, loops only with more than one slide), the notice marquee (a
 * click opens the notice popup at that index), hot matches (only when a sports vendor supplies matches), the four
 * category tiles, RNG / LIVE / FISH / PVP sections (6 games of the 24 fetched), SPORTS / ELOTT vendor cards and the
 * winner board (20 biggest wins, loaded when scrolled near; only when the brand's `winnerBoard` node is on). On a server-rendered load, what is below the first screen
 * is hydrated after it ({@link LaterHydration}).
 */
export default function HomePage() {
  const intl = useIntl();
  const [firstSection, ...laterSections] = HOME_GAME_SECTIONS;
  // The whitelabel node redEnvelope (docs/decisions.md D33): a tile to the red-envelope page.
  const redEnvelope = useFeature('redEnvelope');
  // The whitelabel node winnerBoard (spec 1 "winners board"; docs/decisions.md D39): the board below the fold.
  const winnerBoard = useFeature('winnerBoard');
  return (
    <Stack gap={6} className={styles.page}>
      <Heading level={1} size="2xl" className={visuallyHidden}>
        <FormattedMessage {...pageMessages.home} />
      </Heading>
      <HomeBanners />
      <NoticeMarquee />
      <Suspense fallback={null}>
        <HotMatches />
      </Suspense>
      <nav aria-label={intl.formatMessage(gamesMessages.categories)}>
        <Stack direction="row" gap={3} wrap>
          {HOME_TILES.map((name) => (
            <Link key={name} to={`/${name}`} className={styles.tile}>
              <FormattedMessage {...categoryMessage(name)} />
              {name === 'rng' ? <JackpotCounter /> : null}
            </Link>
          ))}
        </Stack>
      </nav>
      {redEnvelope ? (
        <Link to="/redEnvelope" className={styles.tile}>
          <FormattedMessage {...redEnvelopeEntryMessages.entry} />
        </Link>
      ) : null}
      {firstSection ? (
        <HomeGameSection name={firstSection.name} gameType={firstSection.gameType} first />
      ) : null}
      {/* Below the first screen: hydrated after it, the game sections then the vendor cards and winners. */}
      <LaterHydration>
        {laterSections.map((s) => (
          <HomeGameSection key={s.name} name={s.name} gameType={s.gameType} first={false} />
        ))}
        <LaterHydration>
          {HOME_VENDOR_SECTIONS.map((s) => (
            <HomeVendorSection key={s.name} name={s.name} gameType={s.gameType} />
          ))}
          {winnerBoard ? <WinnerBoard className={styles.belowFoldWinners} /> : null}
        </LaterHydration>
      </LaterHydration>
      <VendorGamesPopup />
    </Stack>
  );
}

/**
 * The w_home banners: the member info's list when logged in, else the content call. Nothing when there are none.
 * While the list loads, a box of the carousel's size (banner aspect ratio, its dots row) holds the place, so the
 * page below does not move when the banners arrive (CLS). The first banner loads eagerly at high priority (LCP).
 */
function HomeBanners() {
  const intl = useIntl();
  const { member } = useMemberInfo();
  const content = useHomeBanners();
  const fromMember = member?.banners.filter((b) => b.groupName === 'w_home');
  const banners: HomeBanner[] = fromMember?.length ? fromMember : (content.data ?? []);
  if (!banners.length) {
    return content.data === undefined && !content.error ? (
      <div className={styles.bannerPlaceholder} aria-hidden="true" />
    ) : null;
  }
  return (
    <Carousel
      label={intl.formatMessage(gamesMessages.banners)}
      autoplayMs={5000}
      speedMs={1000}
      slidesPerView={{ base: 1, desktop: 3 }}
      spacing={20}
      showDots
      slides={banners.map((b, i) => (
        <img
          key={`${b.url}-${i}`}
          src={b.url}
          alt={intl.formatMessage(gamesValueMessages.bannerAlt, { index: i + 1 })}
          className={styles.banner}
          width={1200}
          height={400}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
        />
      ))}
    />
  );
}

/**
 * The notice marquee (a box of its size while the notices load). A click opens the notice popup at that notice's
 * index (`?popup=notice&index=`) when the app has a notice popup; until then the index is passed as route state
 * (`{ noticeIndex }`).
 */
function NoticeMarquee() {
  const intl = useIntl();
  const notices = useNotices();
  const { open } = usePopup();
  const navigate = useNavigate();
  const location = useLocation();
  const items = (notices.data ?? []).map((n) => ({ id: n.id, text: n.title }));
  // The marquee's place is held while the notices load, so the page below does not move when they arrive (CLS).
  if (notices.data === undefined && !notices.error)
    return <div className={styles.marqueePlaceholder} aria-hidden="true" />;
  return (
    <Marquee
      label={intl.formatMessage(gamesMessages.notices)}
      items={items}
      onItemClick={(index) => {
        if ((POPUPS as readonly string[]).includes('notice'))
          open('notice' as PopupName, { index: String(index) });
        else
          navigate(
            { pathname: location.pathname, search: location.search },
            { state: { noticeIndex: index } },
          );
      }}
    />
  );
}

/** A home section's heading with its "More" link to the category page `/<name>`. */
function SectionHead({ name, title }: { name: string; title: string }) {
  const intl = useIntl();
  return (
    <div className={styles.sectionHead}>
      <Heading level={2} size="xl">
        {title}
      </Heading>
      <Link
        to={`/${name}`}
        className={styles.more}
        aria-label={intl.formatMessage(gamesValueMessages.moreOf, { category: title })}
      >
        <FormattedMessage {...gamesMessages.more} />
      </Link>
    </div>
  );
}

/**
 * One game section: heading with a "More" link to the category, 6 of the 24 games fetched (spec 9); skeleton tiles
 * while they load. `first`: the topmost section, whose icons load eagerly; the others are rendered only near the
 * viewport (`styles.belowFoldGames`).
 */
function HomeGameSection({ name, gameType, first }: { name: string; gameType: string; first: boolean }) {
  const intl = useIntl();
  const list = useGameList({ gameType, pageSize: HOME_SECTION_FETCH, language: intl.locale });
  const title = intl.formatMessage(categoryMessage(name));
  if (list.data && !list.data.games.length) return null;
  return (
    <section aria-label={title} className={first ? undefined : styles.belowFoldGames}>
      <Stack gap={3}>
        <SectionHead name={name} title={title} />
        <GameGrid
          games={list.data?.games.slice(0, HOME_SECTION_GAMES)}
          loading={list.isValidating}
          error={list.error}
          onRetry={() => void list.mutate()}
          label={title}
          // Skeleton tiles hold the section's final size while its list loads (no layout shift); the first section's
          // tiles are visible on first paint on phones, so their icons load eagerly, the first row's (two tiles on a
          // phone) at high priority: one of them is the first screen's largest image (LCP).
          skeletonCount={HOME_SECTION_GAMES}
          eagerIcons={first ? HOME_SECTION_GAMES : 0}
          priorityIcons={first ? 2 : 0}
        />
      </Stack>
    </section>
  );
}

/** A vendor-card section (SPORTS, ELOTT) from the game menus; hidden when the brand has no such vendors. */
function HomeVendorSection({ name, gameType }: { name: string; gameType: string }) {
  const intl = useIntl();
  const { menus } = useGameMenus(intl.locale);
  const vendors = menus.find((m) => m.gameType === gameType)?.vendors ?? [];
  if (!vendors.length) return null;
  const title = intl.formatMessage(categoryMessage(name));
  return (
    <section aria-label={title} className={styles.belowFoldVendors}>
      <Stack gap={3}>
        <SectionHead name={name} title={title} />
        <VendorCards vendors={vendors} label={title} />
      </Stack>
    </section>
  );
}
