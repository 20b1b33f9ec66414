/**
 * Launch targets on the games server (launch/games-server.ts; docs/architecture.md "Games server"): BGS real launches and its
 * lottery go to GAMES_URL, the free trial stays on the built-in demo, sandbox vendors only when listed, and nothing
 * changes without GAMES_URL.
 */
import { describe, expect, it } from 'vitest';
import { gamesFrameSources, gamesLaunchPath, gamesServerUrl } from './games-server.ts';

const env = (e: Record<string, string>) => e as NodeJS.ProcessEnv;

describe('games server launch targets', () => {
  it('sends nothing to the games server without GAMES_URL (or with a malformed one)', () => {
    expect(gamesLaunchPath('BGS', 'real', 'BGS', env({}))).toBeUndefined();
    expect(gamesServerUrl(env({ GAMES_URL: 'not a url' }))).toBeUndefined();
    expect(gamesFrameSources(env({}))).toEqual([]);
  });

  it('routes BGS real launches to /play, its lottery to /lottery/vn, its free trial to the built-in demo', () => {
    const e = env({ GAMES_URL: 'http://127.0.0.1:3100/' });
    expect(gamesLaunchPath('BGS', 'real', 'BGS', e)).toBe('http://127.0.0.1:3100/play');
    expect(gamesLaunchPath('BGS', 'real', 'ELOTT', e)).toBe('http://127.0.0.1:3100/lottery/vn');
    expect(gamesLaunchPath('BGS', 'demo', 'BGS', e)).toBeUndefined();
    expect(gamesFrameSources(e)).toEqual(['http://127.0.0.1:3100']);
  });

  it('routes sandbox vendors only when GAMES_SANDBOX_VENDORS lists them (or is *), in both modes', () => {
    const base = { GAMES_URL: 'https://games.example.net' };
    expect(gamesLaunchPath('CQ9', 'real', 'RNG', env(base))).toBeUndefined();
    const listed = env({ ...base, GAMES_SANDBOX_VENDORS: 'AE, CQ9' });
    expect(gamesLaunchPath('CQ9', 'real', 'RNG', listed)).toBe('https://games.example.net/sandbox/CQ9');
    expect(gamesLaunchPath('CQ9', 'demo', 'RNG', listed)).toBe('https://games.example.net/sandbox/CQ9');
    expect(gamesLaunchPath('PT', 'real', 'RNG', listed)).toBeUndefined();
    expect(gamesLaunchPath('PT', 'real', 'RNG', env({ ...base, GAMES_SANDBOX_VENDORS: '*' }))).toBe(
      'https://games.example.net/sandbox/PT',
    );
  });
});
