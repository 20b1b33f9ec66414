#!/usr/bin/env node
/**
 * Message catalogues. English source messages live in two places, each message once:
 * - source catalogues: `*essages.json` files next to the module that exports them (e.g.
 *   apps/web/src/features/wallet/messages.json, read by messages.ts with `defineMessages(catalogue.walletMessages)`),
 *   `{ group: { key: { id, defaultMessage, description } } }`: a feature's texts are data, as translators see them;
 * - inline descriptors in components (`defineMessages({...})`, `<FormattedMessage id defaultMessage description />`),
 *   read by `formatjs extract`.
 * `locales/en.json` is extracted from both, every other locale is translated by hand.
 *
 *   node scripts/i18n.mjs extract   rewrite locales/en.json from code (flat { id: ICU message }, sorted)
 *   node scripts/i18n.mjs check     exit 1 when en.json is stale, or another locale misses/extra ids or changes
 *                                   an ICU argument (so a translation can never drop {min} or {count})
 *   node scripts/i18n.mjs compile [--out-dir <dir>]
 *                                   precompile every locale to ICU ASTs (<dir>/<lang>.json, default
 *                                   .cache/i18n-compiled); exit 1 on a message that is not valid ICU
 *
 * The site never parses ICU in the browser: apps/web/vite.config.ts compiles each catalogue with
 * {@link compileCatalogue} when it is bundled and aliases @formatjs/icu-messageformat-parser to its no-parser build
 * (react-intl "Advanced usage: pre-parsing messages"). `compile` writes the same output for inspection or for a
 * server that wants to ship catalogues itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = new URL('..', import.meta.url).pathname;
const localesDir = join(root, 'locales');
const SOURCES = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const IGNORE = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.d.ts', '**/generated/**'];

/**
 * Folders holding source catalogues (`*essages.json`), searched recursively: the site's and the design system's
 * sources (other packages have JSON of their own, e.g. the route table's area `routes/messages.json`).
 */
const CATALOGUE_ROOTS = ['apps/web/src', 'packages/ui/src'];
const CATALOGUE_NAME = /essages\.json$/;

/** Whether an absolute file path is a source catalogue (the site's build strips these to ids). */
export function isSourceCatalogue(file) {
  return CATALOGUE_NAME.test(file) && CATALOGUE_ROOTS.some((r) => file.startsWith(join(root, r, '/')));
}

/** Paths (from the repository root) of every source catalogue, sorted. */
export function sourceCatalogues() {
  return CATALOGUE_ROOTS.flatMap((r) =>
    readdirSync(join(root, r), { recursive: true, encoding: 'utf8' })
      .filter((f) => CATALOGUE_NAME.test(f))
      .map((f) => join(r, f)),
  ).sort();
}

/**
 * The descriptors of one source catalogue (path from the repository root, or absolute), checked: every group an
 * object of `{ id, defaultMessage, description }` with non-empty strings (what `formatjs/enforce-description` and
 * `enforce-default-message` ask of inline ones).
 * @returns `{ id, defaultMessage, description }[]` in file order
 * @throws Error naming the file and key of a malformed descriptor.
 */
export function readSourceCatalogue(path) {
  const data = JSON.parse(readFileSync(resolve(root, path), 'utf8'));
  const out = [];
  for (const [group, messages] of Object.entries(data))
    for (const [key, d] of Object.entries(messages)) {
      const fields = Object.keys(d ?? {})
        .sort()
        .join(',');
      if (
        fields !== 'defaultMessage,description,id' ||
        ![d.id, d.defaultMessage, d.description].every((v) => typeof v === 'string' && v)
      )
        throw new Error(
          `${path}: ${group}.${key} must have exactly a non-empty id, defaultMessage and description`,
        );
      out.push(d);
    }
  return out;
}

/** Messages defined in code and in the source catalogues, as { id: defaultMessage }, sorted by id. */
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
    const all = new Map(Object.keys(raw).map((id) => [id, raw[id].defaultMessage]));
    for (const path of sourceCatalogues())
      for (const { id, defaultMessage: message } of readSourceCatalogue(path)) {
        // formatjs extract fails on an id defined twice with two texts; same here, across both sources.
        if (all.has(id) && all.get(id) !== message)
          throw new Error(`${path}: "${id}" is defined elsewhere with another text`);
        all.set(id, message);
      }
    return Object.fromEntries([...all.keys()].sort().map((id) => [id, all.get(id)]));
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

/**
 * Precompiles a flat catalogue `{ id: ICU message }` to `{ id: MessageFormatElement[] }`, ids sorted. The output is
 * identical to `formatjs compile --ast --format simple` of @formatjs/cli (scripts/i18n-compile.test.mjs compares them) and
 * is what react-intl's no-parser build consumes.
 * @param source catalogue label used in error messages (e.g. `locales/bn.json`).
 * @throws Error naming the catalogue and the id when a message is not valid ICU.
 */
export function compileCatalogue(messages, source = 'catalogue') {
  const out = {};
  for (const id of Object.keys(messages).sort()) {
    try {
      out[id] = parse(messages[id]);
    } catch (error) {
      throw new Error(`${source}: "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return out;
}

/** Compiles every locales/*.json into `outDir/<lang>.json`; returns the written file names. */
export function compileLocales(outDir = join(root, '.cache/i18n-compiled')) {
  mkdirSync(outDir, { recursive: true });
  return readdirSync(localesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const compiled = compileCatalogue(readLocale(file.replace(/\.json$/, '')), `locales/${file}`);
      writeFileSync(join(outDir, file), JSON.stringify(compiled) + '\n');
      return join(outDir, file);
    });
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
  } else if (cmd === 'compile') {
    const at = process.argv.indexOf('--out-dir');
    const files = compileLocales(at > 0 ? process.argv[at + 1] : undefined);
    for (const f of files) console.log(`compiled ${f}`);
  } else {
    console.error('usage: node scripts/i18n.mjs extract|check|compile [--out-dir <dir>]');
    process.exit(2);
  }
}
