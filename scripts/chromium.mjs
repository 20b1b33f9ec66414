/**
 * Finds a Chromium for browser tests: Debian's /usr/bin/chromium (CHROMIUM_PATH overrides), else Playwright's own
 * cache (~/.cache/ms-playwright/chromium-*). Never downloads a browser (no network here).
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags the machine needs: root (no sandbox), no GPU, and no background calls to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The command that installs the browser on Debian, named in every failure message. */
export const INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

/** @returns an executable Chromium path, or undefined when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  for (const c of candidates) if (existsSync(c)) return c;
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      for (const sub of [
        'chrome-linux64/chrome',
        'chrome-linux/chrome',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]) {
        const p = join(cache, dir, sub);
        if (existsSync(p)) return p;
      }
    }
  }
  return undefined;
}
