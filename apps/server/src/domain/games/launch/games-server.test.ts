/**
 * Launch targets on the games server (domain/games/launch/games-server.ts): BGS real launches open its own games (the lottery its
 * lottery page), its free trial and every other vendor the sandbox game, in both modes; the base comes from GAMES_URL.
 */
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../infra/brands/index.ts';
import { gamesFrameSources, gamesLaunchPath, gamesServerUrl, gamesThemeParam } from './games-server.ts';

const env = (e: Record<string, string>) => e as NodeJS.ProcessEnv;

describe('games server launch targets', () => {
  it('has no base (and no frame source) without GAMES_URL or with a malformed one', () => {
    expect(gamesServerUrl(env({}))).toBeUndefined();
    expect(gamesServerUrl(env({ GAMES_URL: 'not a url' }))).toBeUndefined();
    expect(gamesFrameSources(env({}))).toEqual([]);
  });

  it('takes the base from GAMES_URL without its trailing slash, and allows framing its origin', () => {
    const e = env({ GAMES_URL: 'http://127.0.0.1:3100/' });
    expect(gamesServerUrl(e)).toBe('http://127.0.0.1:3100');
    expect(gamesFrameSources(e)).toEqual(['http://127.0.0.1:3100']);
  });

  it('routes BGS real launches to /play, its lottery to /lottery/vn, its free trial to its sandbox', () => {
    expect(gamesLaunchPath('BGS', 'real', 'BGS')).toBe('/play');
    expect(gamesLaunchPath('BGS', 'real', 'ELOTT')).toBe('/lottery/vn');
    expect(gamesLaunchPath('BGS', 'demo', 'BGS')).toBe('/sandbox/BGS');
  });

  it('routes every other vendor to its sandbox game in both modes', () => {
    expect(gamesLaunchPath('CQ9', 'real', 'RNG')).toBe('/sandbox/CQ9');
    expect(gamesLaunchPath('CQ9', 'demo', 'RNG')).toBe('/sandbox/CQ9');
    expect(gamesLaunchPath('TCG_LOTTO_VN', 'real', 'ELOTT')).toBe('/sandbox/TCG_LOTTO_VN');
  });

  it("passes the brand's dark colours, palette steps resolved, hex only, as the theme parameter", () => {
    const brand = (theme: unknown) => ({ id: 'x', config: { config: { theme } } }) as unknown as Brand;
    const theme = {
      light: { bg: 'neutral.50', primary: 'teal.700', onPrimary: '#FFFFFF', text: 'rgb(0 0 0)' },
      dark: { bg: 'neutral.950', primary: '#2DD4BF' },
    };
    // Dark over light; an rgb() literal (text) is left out; hex lower-cased.
    expect(gamesThemeParam(brand(theme))).toBe('bg-020617.primary-2dd4bf.onPrimary-ffffff');
    expect(gamesThemeParam(brand(undefined))).toBeUndefined();
  });
});
