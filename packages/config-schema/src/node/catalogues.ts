/**
 * Does the code speak a language? A brand may offer a language only when every catalogue a player meets has it,
 * complete (docs/architecture.md: locales/ "ICU message catalogs ... compiled per locale"; spec section 3: the site in each
 * of the brand's languages). Three catalogues, each against its English source:
 * - the site: `locales/<lang>.json`, every message id of `locales/en.json` present with a non-empty text (the same
 *   rule as `npm run i18n:check`);
 * - the server's error messages: `apps/server/src/i18n/errors.<lang>.ts`, every error code of `errors.en.ts`, and the
 *   catalogue registered in `apps/server/src/i18n/index.ts` (`const catalogues = { en, bn, ... }`);
 * - the games server's pages: `apps/games/src/i18n/messages.ts` lists the language in `LANGUAGES` (its dictionaries
 *   are typed `Record<MessageKey, string>`, so TypeScript holds a listed language complete).
 * The TypeScript catalogues are read as text (this runs inside `loadBrands`, synchronously, in the CLI and in the
 * server's live reload alike); the patterns below are the files' shapes, held by catalogues.test.ts on the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root this package ships in (the code whose catalogues count). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** One missing or incomplete catalogue of a language: the file, and what is missing. */
export interface CatalogueGap {
  /** The catalogue file, relative to the repository root. */
  file: string;
  /** What was found instead, in words ("no file", "12 of 772 messages missing (...)"). */
  found: string;
}

/** `n of total` ids with up to three examples. */
function some(ids: string[], total: number, what: string): string {
  const shown = ids
    .slice(0, 3)
    .map((id) => JSON.stringify(id))
    .join(', ');
  return `${ids.length} of ${total} ${what} missing (${shown}${ids.length > 3 ? ', ...' : ''})`;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Keys of a `Record<ErrorCode, string>` literal written one per line (`  CODE: '...'`). */
function errorKeys(text: string): Set<string> {
  return new Set([...text.matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]!));
}

/**
 * The catalogues `lang` lacks in the repository at `root` (default: this package's repository); empty when the code
 * speaks it fully. Catalogue files are read on every call (a live config reload sees the code as deployed).
 */
export function catalogueGaps(lang: string, root: string = REPO_ROOT): CatalogueGap[] {
  const gaps: CatalogueGap[] = [];

  const site = `locales/${lang}.json`;
  const source = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, unknown>;
  const siteText = readText(join(root, site));
  if (siteText === undefined) gaps.push({ file: site, found: 'no file' });
  else {
    let messages: Record<string, unknown> = {};
    try {
      messages = JSON.parse(siteText) as Record<string, unknown>;
    } catch {
      gaps.push({ file: site, found: 'no valid JSON' });
    }
    const ids = Object.keys(source);
    const absent = ids.filter((id) => typeof messages[id] !== 'string' || !(messages[id] as string).trim());
    if (absent.length) gaps.push({ file: site, found: some(absent, ids.length, 'messages') });
  }

  const server = `apps/server/src/i18n/errors.${lang}.ts`;
  const serverSource = readText(join(root, 'apps/server/src/i18n/errors.en.ts'));
  const serverText = readText(join(root, server));
  if (serverSource !== undefined) {
    if (serverText === undefined) gaps.push({ file: server, found: 'no file' });
    else {
      const have = errorKeys(serverText);
      const codes = [...errorKeys(serverSource)];
      const absent = codes.filter((c) => !have.has(c));
      if (absent.length) gaps.push({ file: server, found: some(absent, codes.length, 'error messages') });
      const index = readText(join(root, 'apps/server/src/i18n/index.ts')) ?? '';
      const registered = /const catalogues[^=]*=\s*\{([^}]*)\}/.exec(index)?.[1] ?? '';
      const ident = lang.replace(/[^A-Za-z0-9]/g, '_');
      if (!new RegExp(`(^|[\\s,])${ident}([\\s,:]|$)`).test(registered))
        gaps.push({
          file: 'apps/server/src/i18n/index.ts',
          found: `\`const catalogues\` without ${JSON.stringify(lang)}`,
        });
    }
  }

  const games = 'apps/games/src/i18n/messages.ts';
  const gamesText = readText(join(root, games));
  if (gamesText !== undefined) {
    const list = /export const LANGUAGES\s*=\s*\[([^\]]*)\]/.exec(gamesText)?.[1] ?? '';
    const langs = [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);
    if (!langs.includes(lang))
      gaps.push({ file: games, found: `LANGUAGES without ${JSON.stringify(lang)} (no dictionary)` });
  }
  return gaps;
}

/** Whether `root` holds the catalogues at all (a deployment of the server alone may ship without the games app). */
export function hasCatalogues(root: string = REPO_ROOT): boolean {
  return existsSync(join(root, 'locales/en.json'));
}
