/**
 * The home page's hot matches (spec 2 "hot matches carousel", spec 3 "Match"): the upcoming matches of the brand's
 * first sports vendor (its SPORTS vendors in configured order), read from that vendor's book on the games server
 * (`GET /sandbox/<CODE>/api/sports/fixtures?tz=<brand zone>`, the sandbox sports book's demo fixtures; the call is
 * cached and shared as the lottery results are, domain/lottery/service.ts gamesGet). Matches that have kicked off
 * are left out; at most {@link HOT_MATCHES_MAX}. No sports vendor, or no games server: an empty list (the home
 * page then hides the carousel). Team crests are generated ({@link teamCrestSvg}), so no image host is needed.
 */
import { createHash } from 'node:crypto';
import type { HotMatch } from '@playdeck/api-client/games';
import { games } from '@playdeck/api-client/routes/games';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { declareGameIcons, gameIcon } from '../../infra/game-icons.ts';
import { gamesGet } from '../lottery/service.ts';
import { catalogue } from './catalogue.ts';
import { brandVendors } from './service.ts';

/** Most matches the carousel gets. */
export const HOT_MATCHES_MAX = 12;

/** A fixture as the sandbox book answers it (apps/games/src/sandbox/sports.ts Fixture). */
interface BookFixture {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
}

/** A team name as the crest's file name: lower case, runs of other characters as one hyphen. */
export function teamSlug(team: string): string {
  return (
    team
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 64) || 'team'
  );
}

/**
 * The brand's hot matches at `now` (ms): upcoming fixtures of its first SPORTS vendor, soonest first.
 * @returns an empty list when the brand has no sports vendor or the games server does not answer
 */
export async function hotMatches(db: Db, brand: Brand, now: number): Promise<HotMatch[]> {
  const vendor = brandVendors(await catalogue(db), brand, 'SPORTS').find((v) => !v.maintenance);
  if (!vendor) return [];
  let fixtures: BookFixture[];
  try {
    const path = `/sandbox/${encodeURIComponent(vendor.vassalage)}/api/sports/fixtures?tz=${encodeURIComponent(brand.timezone)}`;
    fixtures = (await gamesGet<{ fixtures: BookFixture[] }>(path, now)).fixtures;
  } catch {
    return []; // the games server is away: the home page shows no carousel rather than an error
  }
  return fixtures
    .filter((f) => Date.parse(f.kickoff) > now)
    .slice(0, HOT_MATCHES_MAX)
    .map((f) => ({
      matchId: f.id,
      matchTime: f.kickoff,
      title: f.league,
      homeTeam: f.home,
      homeTeamImageUrl: games.teamIcon.path.replace(':file', `${teamSlug(f.home)}.svg`),
      awayTeam: f.away,
      vassalage: vendor.vassalage,
      gameType: 'SPORTS',
    }));
}

declareGameIcons(['shield', 'soccer-ball', 'eagle-head', 'tiger-head', 'stag-head', 'crown', 'star-medal']);
const EMBLEMS = ['soccer-ball', 'eagle-head', 'tiger-head', 'stag-head', 'crown', 'star-medal'];

/**
 * A 64x64 SVG crest for the team `slug`: a Game-icons shield (CC BY 3.0, credited on the help page) in two colours
 * from the slug's hash, with an emblem. Deterministic; no words (the carousel names the team beside it).
 */
export function teamCrestSvg(slug: string): string {
  const h = createHash('sha256').update(`team:${slug}`).digest();
  const hue = (h[0]! * 360) / 256;
  const shield = gameIcon('shield');
  const emblem = gameIcon(EMBLEMS[h[1]! % EMBLEMS.length]!);
  const fill = `hsl(${hue.toFixed(0)} 65% 38%)`;
  const trim = `hsl(${((hue + 180) % 360).toFixed(0)} 80% 70%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<g transform="scale(${(64 / shield.size).toFixed(4)})" color="${fill}" fill="${fill}" stroke="${trim}" stroke-width="16">${shield.body}</g>` +
    `<g transform="translate(18 16) scale(${(28 / emblem.size).toFixed(4)})" color="${trim}" fill="${trim}">${emblem.body}</g>` +
    `</svg>`
  );
}
