#!/usr/bin/env node
/**
 * Message catalogues. Source messages live in code (`defineMessages` with explicit ids and descriptions);
 * `locales/en.json` is extracted from code, every other locale is translated by hand.
 *
 *   node scripts/i18n.mjs extract   rewrite locales/en.json from code (flat { id: ICU message }, sorted)
 *   node scripts/i18n.mjs check     exit 1 when en.json is stale, or another locale misses/extra ids or changes
 *                                   an ICU argument (so a translation can never drop {min} or {count})
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = new URL('..', import.meta.url).pathname;
const localesDir = join(root, 'locales');
const SOURCES = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const IGNORE = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.d.ts', '**/generated/**'];

/** Messages defined in code, as { id: defaultMessage }, sorted by id. */
export function extractFromCode() {
  const dir = mkdtempSync(join(tmpdir(), 'pd-i18n-'));
  try {
    const out = join(dir, 'out.json');
    execFileSync(
      join(root, 'node_modules/.bin/formatjs'),
      ['extract', ...SOURCES, ...IGNORE.flatMap((g) => ['--ignore', g]), '--out-file', out, '--throws'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const raw = JSON.parse(readFileSync(out, 'utf8'));
    return Object.fromEntries(
      Object.keys(raw)
        .sort()
        .map((id) => [id, raw[id].defaultMessage]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The argument names an ICU message uses (e.g. {min}, {count}), sorted. */
export function icuArguments(message) {
  const names = new Set();
  const walk = (nodes) => {
    for (const n of nodes) {
      if (n.type !== TYPE.literal && n.type !== TYPE.pound && n.value) names.add(n.value);
      if (n.options) for (const o of Object.values(n.options)) walk(o.value);
      if (n.children) walk(n.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

export function readLocale(name) {
  return JSON.parse(readFileSync(join(localesDir, `${name}.json`), 'utf8'));
}

/** Problems found comparing code, en.json and every translation; empty when all is consistent. */
export function checkCatalogues(fromCode = extractFromCode()) {
  const problems = [];
  const en = readLocale('en');
  for (const id of Object.keys(fromCode)) {
    if (en[id] !== fromCode[id])
      problems.push(`en.json: "${id}" is missing or stale (run: node scripts/i18n.mjs extract)`);
  }
  for (const id of Object.keys(en))
    if (!(id in fromCode)) problems.push(`en.json: "${id}" is not defined in code`);
  for (const file of readdirSync(localesDir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
    const locale = readLocale(file.replace(/\.json$/, ''));
    for (const [id, message] of Object.entries(fromCode)) {
      if (!(id in locale)) {
        problems.push(`${file}: missing "${id}"`);
        continue;
      }
      const want = icuArguments(message).join(',');
      let got;
      try {
        got = icuArguments(locale[id]).join(',');
      } catch (error) {
        problems.push(`${file}: "${id}" is not valid ICU: ${error.message}`);
        continue;
      }
      if (want !== got) problems.push(`${file}: "${id}" uses {${got}} but English uses {${want}}`);
    }
    for (const id of Object.keys(locale))
      if (!(id in fromCode)) problems.push(`${file}: "${id}" is not defined in code`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cmd = process.argv[2];
  if (cmd === 'extract') {
    const messages = extractFromCode();
    writeFileSync(join(localesDir, 'en.json'), JSON.stringify(messages, null, 2) + '\n');
    console.log(`locales/en.json: ${Object.keys(messages).length} messages`);
  } else if (cmd === 'check') {
    const problems = checkCatalogues();
    for (const p of problems) console.error(p);
    if (problems.length) process.exit(1);
    console.log('locales: consistent');
  } else {
    console.error('usage: node scripts/i18n.mjs extract|check');
    process.exit(2);
  }
}
