/**
 * Loading brands from disk (Node-only): read `config/brands/<id>/*.json`, deep-merge `_base` under each brand, validate
 * with the precompiled brand validator, run the semantic and secret-leak checks and the catalogue check (every offered
 * language has complete site, server and games catalogues: node/catalogues.ts), and report every problem as
 * `{ file, pointer, expected, found }` in the file it came from.
 *
 * Folder layout (docs/architecture.md): `brand.json` (root), `whitelabel.json` (`/whitelabel`), `register.json`
 * (`/register`), `vendors.json` (`/vendors`), `content/<name>.json` (`/content/<name>`, names in `CONTENT_FILES`).
 * Only `brand.json` is required in a brand folder; the rest may come from `_base`. Folders starting with `_` or `.`
 * are not brands. Other `.json` files are refused (a typo would otherwise be ignored); other files (images, notes)
 * are left alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, relative } from 'node:path';
import { validateBrand } from '../generated/validators.js';
import { type Layer, type Origin, locate, mergeLayers } from '../merge';
import { type ConfigProblem, type MergedProblem, ajvErrorsToProblems } from '../problems';
import { BRAND_ID_PATTERN } from '../schema/common';
import { CONTENT_FILES } from '../schema/content';
import { checkBrandSemantics } from '../semantic';
import type { BrandConfig } from '../types';
import { findSecretLeaks } from '../visibility';
import { type CatalogueGap, catalogueGaps } from './catalogues';
import { createWhitelabel, type Whitelabel } from '../whitelabel';

/** A brand that passed every check. */
export interface LoadedBrand {
  id: string;
  /** Absolute path of the brand folder. */
  dir: string;
  /** The merged, validated configuration. */
  config: BrandConfig;
  /** Flags and features from the brand's whitelabel tree (overrides applied). */
  whitelabel: Whitelabel;
}

/** What `loadBrands` returns. `brands` holds only brands without problems; `problems` lists every defect found. */
export interface LoadResult {
  brands: LoadedBrand[];
  problems: ConfigProblem[];
  /** `platform.json` `defaultBrand`, when present. */
  defaultBrand?: string;
  /** `platform.json` settings of the whole deployment (defaults when the file or a key is absent). */
  platform: PlatformConfig;
}

/**
 * `config/platform.json`: settings of the deployment, not of a brand (backend only; the browser never sees them).
 * - `defaultBrand`: the brand of a request with neither a `Merchant` header nor a known host.
 * - `trustedProxyHops`: how many reverse proxies in front of the server append to `X-Forwarded-For` (0 to 10,
 *   default 0: the socket address is the client). Region restriction and per-IP limits use the address this many
 *   hops back (docs/decisions.md D7).
 * - `trustedProxies`: addresses or CIDR ranges a hop must come from to be believed (default loopback only), so a
 *   client reaching the server directly cannot forge `X-Forwarded-For`.
 */
export interface PlatformConfig {
  defaultBrand?: string;
  trustedProxyHops: number;
  trustedProxies: string[];
}

const PLATFORM_KEYS = ['defaultBrand', 'trustedProxyHops', 'trustedProxies'];

/** An IPv4/IPv6 address, optionally with a /prefix in range. */
function isAddressOrCidr(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const [addr, prefix, ...rest] = v.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Options of `loadBrands`. */
export interface LoadOptions {
  /** Problem file paths are made relative to this folder (default: the current working directory). */
  relativeTo?: string;
  /**
   * Where the catalogues a brand language needs are read (node/catalogues.ts): a repository root; default the
   * repository this package ships in.
   */
  cataloguesRoot?: string;
}

const SECTION_FILES: Record<string, string> = {
  'brand.json': '',
  'whitelabel.json': '/whitelabel',
  'register.json': '/register',
  'vendors.json': '/vendors',
};

/** Where a missing value should be written, by mount point (used when no file provides the section at all). */
function defaultOrigins(dir: string, show: (file: string) => string): Map<string, Origin> {
  const map = new Map<string, Origin>();
  for (const [file, mount] of Object.entries(SECTION_FILES))
    map.set(mount, { file: show(join(dir, file)), pointer: '' });
  map.set('/content', { file: show(join(dir, 'content')), pointer: '' });
  for (const name of CONTENT_FILES)
    map.set(`/content/${name}`, { file: show(join(dir, 'content', `${name}.json`)), pointer: '' });
  return map;
}

function readJson(file: string, show: (f: string) => string, problems: ConfigProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    problems.push({
      file: show(file),
      pointer: '',
      expected: 'valid JSON',
      found: `a parse error (${error instanceof Error ? error.message : String(error)})`,
    });
    return undefined;
  }
}

/** Reads the config files of one folder as layers; unknown `.json` files become problems. */
function readLayers(dir: string, show: (f: string) => string, problems: ConfigProblem[]): Layer[] {
  const layers: Layer[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (entry.startsWith('.')) continue;
    if (entry === 'content' && statSync(path).isDirectory()) {
      for (const file of readdirSync(path).sort()) {
        if (!file.endsWith('.json')) continue;
        const name = file.slice(0, -'.json'.length);
        if (!(CONTENT_FILES as readonly string[]).includes(name)) {
          problems.push({
            file: show(join(path, file)),
            pointer: '',
            expected: `a content file named ${CONTENT_FILES.map((n) => `${n}.json`).join(', ')}`,
            found: `"${file}"`,
          });
          continue;
        }
        const data = readJson(join(path, file), show, problems);
        if (data !== undefined)
          layers.push({ file: show(join(path, file)), mount: `/content/${name}`, data });
      }
      continue;
    }
    if (!entry.endsWith('.json')) continue;
    const mount = SECTION_FILES[entry];
    if (mount === undefined) {
      problems.push({
        file: show(path),
        pointer: '',
        expected: `a config file named ${Object.keys(SECTION_FILES).join(', ')} or content/<name>.json`,
        found: `"${entry}"`,
      });
      continue;
    }
    const data = readJson(path, show, problems);
    if (data !== undefined) layers.push({ file: show(path), mount, data });
  }
  // brand.json first, so section files merge into it (the order of the others does not matter).
  return layers.sort((a, b) => (a.mount === '' ? -1 : b.mount === '' ? 1 : 0));
}

function toFileProblems(
  merged: MergedProblem[],
  origins: ReadonlyMap<string, Origin>,
  fallback: string,
): ConfigProblem[] {
  return merged.map((p) => {
    const origin = locate(origins, p.pointer) ?? { file: fallback, pointer: p.pointer };
    return { file: origin.file, pointer: origin.pointer, expected: p.expected, found: p.found };
  });
}

/**
 * Loads every brand under `<configDir>/brands/` (merged over `_base`, validated) and checks `<configDir>/platform.json`.
 *
 * @param configDir the folder holding `brands/` and `platform.json` (the repo's `config/`, or a test fixture).
 * @returns brands without problems, and every problem found (file paths relative to `options.relativeTo`, default
 *   the working directory). Never throws for bad config; throws only for I/O errors other than missing files.
 */
export function loadBrands(configDir: string, options: LoadOptions = {}): LoadResult {
  const root = options.relativeTo ?? process.cwd();
  const show = (file: string) => relative(root, file) || '.';
  const problems: ConfigProblem[] = [];
  const brands: LoadedBrand[] = [];
  const brandsDir = join(configDir, 'brands');
  if (!existsSync(brandsDir)) {
    problems.push({
      file: show(brandsDir),
      pointer: '',
      expected: 'a folder of brand folders',
      found: 'nothing',
    });
    return { brands, problems, platform: { trustedProxyHops: 0, trustedProxies: ['127.0.0.1', '::1'] } };
  }
  const baseDir = join(brandsDir, '_base');
  const baseLayers = existsSync(baseDir) ? readLayers(baseDir, show, problems) : [];
  const ids = readdirSync(brandsDir)
    .filter((d) => !d.startsWith('_') && !d.startsWith('.') && statSync(join(brandsDir, d)).isDirectory())
    .sort();

  const hostOwner = new Map<string, { id: string }>();
  const gapsByLanguage = new Map<string, CatalogueGap[]>();
  for (const id of ids) {
    const dir = join(brandsDir, id);
    const own: ConfigProblem[] = [];
    if (!new RegExp(BRAND_ID_PATTERN).test(id))
      own.push({
        file: show(dir),
        pointer: '',
        expected: 'a folder name matching [a-z0-9][a-z0-9_-]*',
        found: `"${id}"`,
      });
    if (!existsSync(join(dir, 'brand.json'))) {
      own.push({
        file: show(join(dir, 'brand.json')),
        pointer: '',
        expected: 'a brand.json file',
        found: 'nothing',
      });
      problems.push(...own);
      continue;
    }
    const layers = [...baseLayers, ...readLayers(dir, show, own)];
    const { value, origins } = mergeLayers(layers, defaultOrigins(dir, show));
    const merged: MergedProblem[] = [];
    const schemaValid = validateBrand(value);
    if (!schemaValid) merged.push(...ajvErrorsToProblems(validateBrand.errors, value));
    for (const leak of findSecretLeaks(value)) {
      merged.push({
        pointer: leak.pointer,
        expected:
          'no secret in a frontend-visible setting (secrets go in a secret field as "env:NAME", read by the server)',
        found:
          leak.reason === 'secret-reference'
            ? 'a secret reference "env:..." (value withheld)'
            : `a secret-looking key "${leak.key}" (value withheld)`,
      });
    }
    if (schemaValid) {
      merged.push(...checkBrandSemantics(value as unknown as BrandConfig, id));
      (value as unknown as BrandConfig).languages.forEach((lang, i) => {
        let gaps = gapsByLanguage.get(lang);
        if (!gaps) gapsByLanguage.set(lang, (gaps = catalogueGaps(lang, options.cataloguesRoot)));
        for (const gap of gaps)
          merged.push({
            pointer: `/languages/${i}`,
            expected: `a language with complete catalogues (${gap.file} for ${JSON.stringify(lang)})`,
            found: gap.found,
          });
      });
    }
    own.push(...toFileProblems(merged, origins, show(join(dir, 'brand.json'))));
    if (own.length > 0) problems.push(...own);
    else {
      const config = value as unknown as BrandConfig;
      brands.push({ id, dir, config, whitelabel: createWhitelabel(config.whitelabel) });
      config.server.hosts.forEach((host, i) => {
        const at = locate(origins, `/server/hosts/${i}`) ?? {
          file: show(join(dir, 'brand.json')),
          pointer: '',
        };
        const first = hostOwner.get(host);
        if (first && first.id !== id)
          problems.push({
            file: at.file,
            pointer: at.pointer,
            expected: `a host name no other brand lists (brand "${first.id}" lists it)`,
            found: JSON.stringify(host),
          });
        else hostOwner.set(host, { id });
      });
    }
  }

  let defaultBrand: string | undefined;
  const settings: PlatformConfig = { trustedProxyHops: 0, trustedProxies: ['127.0.0.1', '::1'] };
  const platformFile = join(configDir, 'platform.json');
  if (existsSync(platformFile)) {
    const platform = readJson(platformFile, show, problems);
    const value = (platform as { defaultBrand?: unknown } | undefined)?.defaultBrand;
    if (
      platform !== undefined &&
      (typeof platform !== 'object' || platform === null || Array.isArray(platform))
    )
      problems.push({
        file: show(platformFile),
        pointer: '',
        expected: 'an object',
        found: JSON.stringify(platform),
      });
    else if (platform !== undefined) {
      const p = platform as Record<string, unknown>;
      for (const key of Object.keys(p))
        if (!PLATFORM_KEYS.includes(key))
          problems.push({
            file: show(platformFile),
            pointer: `/${key}`,
            expected: `only ${PLATFORM_KEYS.map((k) => JSON.stringify(k)).join(', ')}`,
            found: `an unknown key "${key}"`,
          });
      const hops = p.trustedProxyHops;
      if (hops !== undefined) {
        if (typeof hops === 'number' && Number.isInteger(hops) && hops >= 0 && hops <= 10)
          settings.trustedProxyHops = hops;
        else
          problems.push({
            file: show(platformFile),
            pointer: '/trustedProxyHops',
            expected: 'a whole number of proxy hops, 0 to 10',
            found: JSON.stringify(hops),
          });
      }
      const proxies = p.trustedProxies;
      if (proxies !== undefined) {
        if (Array.isArray(proxies) && proxies.every(isAddressOrCidr))
          settings.trustedProxies = proxies as string[];
        else
          problems.push({
            file: show(platformFile),
            pointer: '/trustedProxies',
            expected: 'a list of IP addresses or CIDR ranges such as "10.0.0.0/8"',
            found: JSON.stringify(proxies),
          });
      }
      if (typeof value !== 'string' || !ids.includes(value))
        problems.push({
          file: show(platformFile),
          pointer: '/defaultBrand',
          expected: `the id of a brand folder (${ids.map((i) => JSON.stringify(i)).join(', ')})`,
          found: value === undefined ? 'nothing' : JSON.stringify(value),
        });
      else defaultBrand = value;
    }
  }
  if (defaultBrand !== undefined) settings.defaultBrand = defaultBrand;
  return defaultBrand === undefined
    ? { brands, problems, platform: settings }
    : { brands, problems, defaultBrand, platform: settings };
}
