#!/usr/bin/env node
/**
 * One honest Node requirement: every package in package-lock.json that declares `engines.node` must accept every
 * Node version the root package.json's `engines.node` admits (semver subset), so `npm install` on the Node the README
 * names prints no EBADENGINE warning and nothing installed needs a newer runtime than we promise. Optional platform
 * binaries are checked when they match this machine's OS and CPU (npm skips the others).
 *
 * Exit 0 and `engines: N packages accept node <range>`; exit 1 naming each package (production first) whose range
 * excludes ours, with the path that pulls it in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(new URL('..', import.meta.url).pathname);
const declared = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
if (!declared || !semver.validRange(declared)) {
  console.error(`engines: package.json declares no valid engines.node (${JSON.stringify(declared)})`);
  process.exit(1);
}
/** npm's os/cpu lists: absent = any; `!x` excludes x. */
const fits = (list, value) =>
  !list || (list.some((e) => !e.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const bad = [];
let checked = 0;
for (const [path, pkg] of Object.entries(lock.packages ?? {})) {
  if (!path.includes('node_modules/')) continue; // the root and the workspaces themselves
  // A platform binary for another OS or CPU is never installed here, so npm never checks it.
  if (pkg.optional && (!fits(pkg.os, process.platform) || !fits(pkg.cpu, process.arch))) continue;
  const range = typeof pkg.engines === 'object' && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
  if (!range) continue;
  checked += 1;
  const ok = semver.validRange(range) && semver.subset(declared, range, { includePrerelease: false });
  if (!ok) bad.push({ path, version: pkg.version, range, dev: Boolean(pkg.dev) });
}
if (bad.length) {
  bad.sort((a, b) => Number(a.dev) - Number(b.dev));
  console.error(`engines: ${bad.length} package(s) need a Node outside ${declared}:`);
  for (const b of bad)
    console.error(`  ${b.dev ? 'dev ' : 'prod'} ${b.path}@${b.version} wants node ${b.range}`);
  console.error(
    'Pick versions that support the declared Node, or raise engines.node, the README and .ci/run together.',
  );
  process.exit(1);
}
console.log(`engines: ${checked} packages accept node ${declared}`);
