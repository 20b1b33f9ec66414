#!/usr/bin/env node
/**
 * `node scripts/find-chromium.mjs [--check]`: prints the Chromium path browser tests will use.
 * With --check it exits 1 with the install command when there is none: browser suites must fail loudly, never skip.
 */
import { chromiumPath, INSTALL_HINT } from './chromium.mjs';

const path = chromiumPath();
if (!path) {
  console.error(`No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium and Playwright's cache).`);
  console.error(`Install Debian's: ${INSTALL_HINT}`);
  process.exit(1);
}
if (!process.argv.includes('--check') || process.argv.includes('--print')) console.log(path);
