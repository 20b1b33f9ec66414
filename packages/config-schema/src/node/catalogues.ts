/**
 * Does the code speak a language? A brand may offer a language only when every catalogue a player meets has it,
 * complete (docs/architecture.md: locales/ "ICU message catalogs ... compiled per locale"; spec section 3: the site in each
 * of the brand's languages). An added language is catalogue files only (docs/decisions.md D31): each app finds its
 * languages from these file names, with no list in code, so the files are all this check looks at. Four catalogues,
 * each against its English source:
 * - the site: `locales/<lang>.json`, every message id of `locales/en.json` present with a non-empty text (the same
 *   rule as `npm run i18n:check`; apps/web loads `locales/*.json` one lazy chunk per language);
 * - the server's error messages: `apps/server/src/infra/i18n/errors.<lang>.ts`, every error code of `errors.en.ts`;
 * - the server's e-mail and SMS texts: `apps/server/src/infra/messaging/templates.<lang>.ts`, every text of
 *   `templates.en.ts`;
 * - the games server's pages: `apps/games/src/i18n/messages.<lang>.ts`, every message id of the English dictionary
 *   in `apps/games/src/i18n/messages.ts`.
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

/** Top-level keys of a mail catalogue object literal (`  greeting: ...`, two spaces in). */
function mailKeys(text: string): Set<string> {
  return new Set([...text.matchAll(/^ {2}([a-zA-Z][A-Za-z0-9]*)\s*:/gm)].map((m) => m[1]!));
}

/** Quoted keys of a games dictionary (`  'common.balance': ...`). */
function gameKeys(text: string): Set<string> {
  return new Set([...text.matchAll(/^\s+'([^']+)'\s*:/gm)].map((m) => m[1]!));
}

/**
 * The gap of `<base>.<lang>.ts` against `<base>.en.ts` (keys read by `keys`), or undefined when complete or when the
 * English source is not in this deployment (the games server alone ships without the platform's server).
 */
function keyedFile(
  root: string,
  base: string,
  lang: string,
  keys: (text: string) => Set<string>,
  what: string,
): CatalogueGap | undefined {
  const source = readText(join(root, `${base}.en.ts`));
  if (source === undefined) return undefined;
  const file = `${base}.${lang}.ts`;
  const text = readText(join(root, file));
  if (text === undefined) return { file, found: 'no file' };
  const have = keys(text);
  const ids = [...keys(source)];
  const absent = ids.filter((c) => !have.has(c));
  return absent.length ? { file, found: some(absent, ids.length, what) } : undefined;
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

  const server = keyedFile(root, 'apps/server/src/infra/i18n/errors', lang, errorKeys, 'error messages');
  if (server) gaps.push(server);
  const mail = keyedFile(
    root,
    'apps/server/src/infra/messaging/templates',
    lang,
    mailKeys,
    'e-mail and SMS texts',
  );
  if (mail) gaps.push(mail);

  const gamesSource = readText(join(root, 'apps/games/src/i18n/messages.ts'));
  if (gamesSource !== undefined && lang !== 'en') {
    const english = /const en = \{([\s\S]*?)\n\}/.exec(gamesSource)?.[1] ?? '';
    const ids = [...gameKeys(english)];
    const games = `apps/games/src/i18n/messages.${lang}.ts`;
    const text = readText(join(root, games));
    if (text === undefined) gaps.push({ file: games, found: 'no file' });
    else {
      const have = gameKeys(text);
      const absent = ids.filter((id) => !have.has(id));
      if (absent.length) gaps.push({ file: games, found: some(absent, ids.length, 'messages') });
    }
  }
  return gaps;
}

/** Whether `root` holds the catalogues at all (a deployment of the server alone may ship without the games app). */
export function hasCatalogues(root: string = REPO_ROOT): boolean {
  return existsSync(join(root, 'locales/en.json'));
}
