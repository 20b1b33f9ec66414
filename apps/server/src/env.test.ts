// @vitest-environment node
/** The environment module: defaults, the values the server reads, and the start-up refusal of malformed values. */
import { describe, expect, it } from 'vitest';
import { envProblems, gamesInternalUrl, gamesUrl, opsPort, pressureEnv, testHooksRequested } from './env.ts';

describe('env', () => {
  it('reads the defaults from an empty environment', () => {
    expect(opsPort({})).toBe(3001);
    expect(gamesUrl({})).toBeUndefined();
    expect(testHooksRequested({})).toBe(false);
    expect(pressureEnv({}).retryAfterSeconds).toBe(10);
  });

  it('derives the operator port from PORT and the internal games URL from GAMES_URL', () => {
    expect(opsPort({ PORT: '8080' })).toBe(8081);
    expect(gamesInternalUrl({ GAMES_URL: 'http://127.0.0.1:3100//' })).toBe('http://127.0.0.1:3100');
    expect(gamesInternalUrl({ GAMES_URL: 'http://a:1', GAMES_INTERNAL_URL: 'http://b:2/' })).toBe(
      'http://b:2',
    );
  });

  it('names every malformed variable at once and accepts a well-formed environment', () => {
    expect(envProblems({ PORT: '3000', CONFIG_WATCH_MS: '0', GAMES_URL: 'http://127.0.0.1:3100' })).toEqual(
      [],
    );
    const problems = envProblems({
      PORT: 'eighty',
      PG_POOL_MAX: '-1',
      TLS_KEY_FILE: 'k.pem',
      GAMES_URL: 'nope',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'PG_POOL_MAX',
      'TLS_KEY_FILE, TLS_CERT_FILE',
      'GAMES_URL',
    ]);
  });
});
