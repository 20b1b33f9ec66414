/**
 * The home page's hot matches (spec 2, spec 3 "Match"): the brand's first sports vendor's upcoming matches, read from
 * its book on the games server, with generated team crests; none when the games server does not answer.
 */
import { describe, expect, it } from 'vitest';
import type { HotMatch } from '@playdeck/api-client/games';
import { platformWithGames } from '../../../../games/test/helpers/games.ts';
import { clearLotteryCache } from '../lottery/service.ts';
import { refreshCatalogue } from './catalogue.ts';
import { importCatalogue } from './service.ts';
import { bumpVersion } from './store.ts';

const stack = platformWithGames();
const PATH = '/lgw/games/hot_matches';

describe('hot matches', () => {
  it("lists the first sports vendor's upcoming matches, soonest first, each launching that vendor on its match", async () => {
    const { t } = stack.platform;
    await importCatalogue(t.db, [
      {
        vassalage: 'IBC',
        gameType: 'SPORTS',
        gameCode: 'ibc',
        names: { en: 'IBC Sports' },
        isGame: 'VASSALAGE',
      },
    ]);
    await bumpVersion(t.db);
    await refreshCatalogue(t.db);
    clearLotteryCache();
    const res = await t.req<HotMatch[]>('GET', PATH);
    expect(res.status).toBe(200);
    const matches = res.body.value!;
    // The book offers today's and tomorrow's matches (8 a day); some of today's may have kicked off.
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(12);
    const now = Date.now();
    for (const m of matches) {
      expect(Date.parse(m.matchTime)).toBeGreaterThan(now - 60_000);
      expect(m.vassalage).toBe('IBC');
      expect(m.gameType).toBe('SPORTS');
      expect(m.matchId).toMatch(/^\d{4}-\d{2}-\d{2}-\d{1,2}$/);
      expect(m.homeTeam).not.toBe(m.awayTeam);
      expect(m.title).toMatch(/League|Cup/);
      expect(m.homeTeamImageUrl).toMatch(/^\/lgw\/games\/team\/[a-z0-9-]+\.svg$/);
    }
    const times = matches.map((m) => m.matchTime);
    expect([...times].sort()).toEqual(times);

    const crest = await t.req('GET', matches[0]!.homeTeamImageUrl);
    expect(crest.status).toBe(200);
    expect(crest.headers['content-type']).toContain('image/svg+xml');
    expect(crest.raw.body).toContain('<path');
    expect((await t.req('GET', '/lgw/games/team/..%2Fx.svg')).status).toBe(400);
  });

  it('answers an empty list when the games server does not answer (the home page hides the carousel)', async () => {
    const { t } = stack.platform;
    const saved = process.env.GAMES_URL;
    process.env.GAMES_URL = 'http://127.0.0.1:9'; // nothing listens on the discard port
    clearLotteryCache();
    try {
      const res = await t.req<HotMatch[]>('GET', PATH);
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual([]);
    } finally {
      process.env.GAMES_URL = saved;
    }
  });
});
