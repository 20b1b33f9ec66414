/**
 * The server's only door to brand configuration (config/brands/<id>/, config/platform.json), through
 * @playdeck/config-schema: `loadBrands` (merge over _base, validate, precise problems `{file, pointer, expected,
 * found}`), the whitelabel helpers and the registration validator module the browser imports too (registration.ts). A change of that package's
 * API is a change to this file only. Loaded at start and again on every valid edit of the config folder (live config,
 * src/infra/brands/live.ts, which swaps a running registry's brands with `BrandRegistry.replace`); each load also makes
 * the brand's theme CSS (`Brand.theme`).
 *
 * Every server setting comes from the brand config (validated there, `x-visibility` in the schema):
 * - `/site` (frontend): `mainDomain`, `domainRoutes`, `maintenance` `{ enabled, from?, until?, message? }`,
 *   `encryption` (`off` | `allowed` | `required`, docs/decisions.md D13);
 * - `/server` (backend): `hosts` (domain routing), `region` `{ allow, deny }` (ISO alpha-2), `sms` `{ expiredMinutes,
 *   allowedCountries?, perNumberPerHour, perIpPerHour, perCountryCodePerHour, perNetworkFactor }`, `freeplay`
 *   `{ trialFundsMinor }`;
 * - `/security` (backend): `loginCaptchaAfterFailures`, `twoFactorOnNewIp`, `passwordPolicy`, `captcha`
 *   `{ cost, maxCounter, expirySeconds }` (proof-of-work difficulty and lifetime, docs/decisions.md D23);
 * - `config/platform.json`: `defaultBrand`, `trustedProxyHops` (the deployment's reverse proxies, docs/decisions.md D7).
 * Defaults live in config/brands/_base; there are none in code.
 */
import { isProduction } from '../../env.ts';
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import { BrandThemeError, brandThemeToCss, type BrandTheme } from '@playdeck/ui/theme/brandTheme';
import type { FieldSetting, WhitelabelNode } from '@playdeck/api-client/schemas';
import { formatProblem, RegistrationConfigError, type BrandConfig } from '@playdeck/config-schema';
import { loadBrands, type LoadedBrand } from '@playdeck/config-schema/node';
import { compileRegistration, type BrandRegistration } from './registration.ts';
import { folderSignature } from './signature.ts';

/** Encryption policy for the calls the spec marks encrypted (docs/decisions.md D13). */
export type EncryptionPolicy = 'off' | 'allowed' | 'required';

/** A brand as the server uses it. Durations in minutes where named so; money in minor units (bigint). */
export interface Brand {
  id: string;
  /** Merchant code accepted in the `Merchant` header (besides the id). */
  merchantCode: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
  currency: { code: string; symbol: string; exponent: number };
  timezone: string;
  /** Phone countries (spec 3 "Country entry"), the first the default; sent to the browser in the status. */
  phoneCountries: Array<{ countryCode: string; countryDialingCode: string }>;
  /** Social link URLs by network, only those configured. */
  social: Record<string, string>;
  /** License text by language code. */
  license: Record<string, string>;
  /** App download links. */
  appDownload: { ios?: string; android?: string; lite?: string };
  /** Host names routed to this brand (domain routes). */
  domains: string[];
  mainDomain: string;
  analyticsId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  resources: Record<string, string>;
  customerService: Array<{ name: string; path: string }>;
  domainRoutes: Array<{ domain: string; path: string }>;
  whitelabel: WhitelabelNode[];
  /** Effective flags (parents applied). */
  flags: Readonly<Record<string, boolean>>;
  register: Record<string, FieldSetting>;
  /**
   * Maintenance switch with an optional window (epoch ms; absent = open-ended) and a message per language. Use
   * `inMaintenance(brand, now)`.
   */
  maintenance: { enabled: boolean; from?: number; until?: number; message?: Record<string, string> };
  /** ISO 3166-1 alpha-2 lists; an empty allow list allows every country not denied. */
  region: { allow: string[]; deny: string[] };
  sms: {
    expiredMinutes: number;
    /** Countries (ISO alpha-2) whose numbers may receive codes (the brand's phone countries). */
    allowedCountries: string[];
    perNumberPerHour: number;
    perIpPerHour: number;
    perCountryCodePerHour: number;
    /**
     * Requests of one network share a budget of this many times the per-address one: a /24 (IPv4) or /48 (IPv6) is
     * one household, office or carrier NAT pool (OWASP OAT-009 SMS pumping). `server.sms.perNetworkFactor`.
     */
    perNetworkFactor: number;
  };
  /** The proof-of-work captcha (`security.captcha`, docs/decisions.md D23). */
  captcha: { cost: number; maxCounter: number; expirySeconds: number };
  security: {
    encryption: EncryptionPolicy;
    /** Ask for an SMS code when a member logs in from an IP never seen on the account. */
    twoFactorNewIp: boolean;
    /** Failures (per username or IP) after which a captcha is demanded. */
    captchaAfterFailures: number;
    forceChangeOnCommonPassword: boolean;
  };
  /** Trial funds of a free-play member, minor units of the brand currency. */
  freeplay: { trialBalanceMinor: bigint };
  /** The content seed (config/brands/<id>/content over _base). */
  content: BrandConfig['content'] | null;
  /** The loaded config (for validators); absent on brands built by hand in tests. */
  config?: LoadedBrand;
  /**
   * The brand's theme as the `@playdeck/ui` contract's CSS variables (`brandThemeToCss`, the function Storybook uses),
   * made when the config loads, and its URL `/theme/<id>.<hash>.css` (hash: the first 16 hex digits of the CSS's
   * SHA-256, so a colour change is a new URL and the old file can be cached forever). Served by src/http/theme.ts,
   * linked by the index page. Absent on brands built by hand in tests.
   */
  theme?: { css: string; href: string };
  /**
   * The brand's registration validator module (AJV standalone code of its field settings and registration flags),
   * its URL `/validator/<id>.<hash>.js` and the server's import of it (src/infra/brands/registration.ts). Made when the
   * config loads; absent on brands built by hand in tests (`registrationOf` compiles theirs on first use).
   */
  registration?: BrandRegistration;
  /** Content hash of the brand's merged config (16 hex digits): changes with any edit of the brand's files. */
  version?: string;
}

export interface ConfigProblem {
  file: string;
  pointer: string;
  expected: string;
  found: string;
}

export class BrandConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super('Brand configuration is invalid:\n' + problems.map((p) => `  ${formatProblem(p)}`).join('\n'));
  }
}

function toBrand(l: LoadedBrand): Brand {
  const c = l.config;
  const { site, server } = c;
  const fields = c.register.fields as unknown as Record<string, FieldSetting>;
  const phoneCountries = c.phoneCountries.map((p) => p.countryCode);
  return {
    id: l.id,
    merchantCode: c.merchantCode,
    name: c.name,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    currency: { code: c.currency.code, symbol: c.currency.symbol, exponent: c.currency.exponent },
    timezone: c.timezone,
    phoneCountries: c.phoneCountries.map((p) => ({
      countryCode: p.countryCode,
      countryDialingCode: p.countryDialingCode,
    })),
    social: Object.fromEntries(
      Object.entries(c.social).filter(([, v]) => typeof v === 'string' && v),
    ) as Record<string, string>,
    license: { ...c.license } as Record<string, string>,
    appDownload: { ...c.appDownload },
    domains: server.hosts,
    mainDomain: site.mainDomain,
    analyticsId: c.analytics.ga4 ?? Object.values(c.analytics)[0] ?? '',
    imageCDNs: c.cdn.images,
    launchGameCDNs: c.cdn.launchGame,
    resources: Object.fromEntries(
      Object.entries(c.appDownload).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>,
    customerService: [{ name: 'default', path: c.customerService.url }],
    domainRoutes: site.domainRoutes,
    whitelabel: l.whitelabel.tree as WhitelabelNode[],
    flags: l.whitelabel.flags,
    register: fields,
    maintenance: {
      enabled: site.maintenance.enabled,
      ...(site.maintenance.from ? { from: Date.parse(site.maintenance.from) } : {}),
      ...(site.maintenance.until ? { until: Date.parse(site.maintenance.until) } : {}),
      ...(site.maintenance.message ? { message: site.maintenance.message } : {}),
    },
    region: { allow: server.region.allow, deny: server.region.deny },
    sms: {
      expiredMinutes: server.sms.expiredMinutes,
      allowedCountries: server.sms.allowedCountries ?? phoneCountries,
      perNumberPerHour: server.sms.perNumberPerHour,
      perIpPerHour: server.sms.perIpPerHour,
      perCountryCodePerHour: server.sms.perCountryCodePerHour,
      perNetworkFactor: server.sms.perNetworkFactor,
    },
    captcha: { ...c.security.captcha },
    security: {
      encryption: site.encryption,
      twoFactorNewIp: c.security.twoFactorOnNewIp,
      captchaAfterFailures: c.security.loginCaptchaAfterFailures,
      forceChangeOnCommonPassword: c.security.passwordPolicy.forceChangeOnCommonPassword,
    },
    freeplay: { trialBalanceMinor: BigInt(server.freeplay.trialFundsMinor) },
    content: c.content,
    config: l,
    theme: themeOf(l.id, c.theme as unknown as BrandTheme),
    registration: compileRegistration(l.id, c.register.fields, (m) => l.whitelabel.flags[m] === true),
    version: createHash('sha256').update(JSON.stringify(c)).digest('hex').slice(0, 16),
  };
}

/** The brand's theme CSS and its content-hashed URL (see `Brand.theme`). */
function themeOf(id: string, theme: BrandTheme): { css: string; href: string } {
  const css = brandThemeToCss(id, theme);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return { css, href: `/theme/${id}.${hash}.css` };
}

/** Is the brand in maintenance at `now` (epoch ms): switched on, and inside its window when one is set. */
export function inMaintenance(brand: Brand, now: number): boolean {
  const m = brand.maintenance;
  return m.enabled && (m.from === undefined || now >= m.from) && (m.until === undefined || now < m.until);
}

/**
 * Loads every brand under `configDir/brands`, merged over `_base` and validated by @playdeck/config-schema.
 * @throws BrandConfigError listing every problem (the server refuses to start)
 */
export function loadBrandRegistry(configDir: string): BrandRegistry {
  // Taken before the files are read: an edit made while they are read shows as a change to the watcher.
  const signature = folderSignature(configDir);
  const result = loadBrands(configDir);
  const problems: ConfigProblem[] = [...result.problems];
  const brands = new Map<string, Brand>();
  for (const l of result.brands) {
    try {
      brands.set(l.id, toBrand(l));
    } catch (e) {
      // The schema and semantic checks accept only themes brandThemeToCss can turn into CSS and field settings
      // that make a registration schema; these are backstops.
      if (e instanceof RegistrationConfigError) {
        problems.push({
          file: join(l.dir, 'register.json'),
          pointer: e.pointer,
          expected: e.expected,
          found: e.found,
        });
        continue;
      }
      if (!(e instanceof BrandThemeError)) throw e;
      problems.push({
        file: join(l.dir, 'brand.json'),
        pointer: `/theme/${e.path.replaceAll('.', '/')}`,
        expected: 'a theme @playdeck/ui can turn into CSS',
        found: e.message,
      });
    }
  }
  const def = result.defaultBrand ?? '';
  if (!problems.length && !brands.has(def)) {
    problems.push({
      file: join(configDir, 'platform.json'),
      pointer: '/defaultBrand',
      expected: `one of ${JSON.stringify([...brands.keys()])}`,
      found: JSON.stringify(def),
    });
  }
  if (problems.length) throw new BrandConfigError(problems);
  const registry = new BrandRegistry(
    brands,
    def,
    result.platform.trustedProxyHops,
    result.platform.trustedProxies,
  );
  registry.signature = signature;
  return registry;
}

export {
  checkFieldRule,
  registrationOf,
  validateRegistration,
  type BrandRegistration,
  type RegistrationProblem,
} from './registration.ts';

/**
 * Brand lookup by id and by host. Live config (src/infra/brands/live.ts) swaps a running registry's brands for a newly
 * loaded set with {@link BrandRegistry.replace}: one synchronous step, so a request sees either the old brands or the
 * new ones, never a mix (each request resolves its brand once, in the onRequest hook, and keeps that object).
 */
export class BrandRegistry {
  private byHost = new Map<string, Brand>();
  private byMerchant = new Map<string, Brand>();
  /** How many times the brands were replaced since start (0: as loaded). */
  generation = 0;
  /** The config folder's `folderSignature` taken just before its files were read (absent on registries built by hand). */
  signature?: string;
  /**
   * @param trustedProxyHops `platform.json` `trustedProxyHops`: reverse proxies in front of the server whose
   *   `X-Forwarded-For` entries are believed (0: the socket address is the client).
   * @param trustedProxies `platform.json` `trustedProxies`: addresses/CIDRs the immediate peer must be in for any
   *   `X-Forwarded-For` entry to be believed.
   * @param localhostAliases whether `<brandId>.localhost` selects that brand (default: outside production). Browsers
   *   resolve every `*.localhost` name to the loopback address (RFC 6761 section 6.3), so a developer reaches each
   *   brand without editing /etc/hosts; a production deployment answers only its configured domains.
   */
  constructor(
    public brands: Map<string, Brand>,
    public defaultBrandId: string,
    public trustedProxyHops = 0,
    public trustedProxies: readonly string[] = ['127.0.0.1', '::1'],
    readonly localhostAliases = !isProduction(),
  ) {
    for (const b of brands.values()) {
      for (const d of b.domains) this.byHost.set(d.toLowerCase(), b);
      this.byMerchant.set(b.id.toLowerCase(), b);
      this.byMerchant.set(b.merchantCode.toLowerCase(), b);
    }
  }

  get(id: string): Brand | undefined {
    return this.brands.get(id);
  }

  /**
   * Takes every brand, the default brand and the proxy settings of `next` (a freshly loaded, valid registry) in one
   * synchronous step (no await: no request can run in between), so the next request resolves against the new config.
   * Requests already running keep the Brand object they resolved.
   */
  replace(next: BrandRegistry): void {
    this.brands = next.brands;
    this.defaultBrandId = next.defaultBrandId;
    this.trustedProxyHops = next.trustedProxyHops;
    this.trustedProxies = next.trustedProxies;
    this.byHost = next.byHost;
    this.byMerchant = next.byMerchant;
    this.signature = next.signature;
    this.generation++;
  }

  get defaultBrand(): Brand {
    return this.brands.get(this.defaultBrandId)!;
  }

  /**
   * The brand of a request: the `Merchant` header, else the host (domain routes; outside production also
   * `<brandId>.localhost`), else the default brand.
   * An unknown `Merchant` value yields undefined (the caller answers UNKNOWN_BRAND) rather than silently serving
   * another brand.
   */
  resolve(merchant: string | undefined, host: string | undefined): Brand | undefined {
    if (merchant) {
      return this.byMerchant.get(merchant.trim().toLowerCase());
    }
    const h = host?.split(':')[0]?.toLowerCase();
    if (!h) return this.defaultBrand;
    const byDomain = this.byHost.get(h);
    if (byDomain) return byDomain;
    if (this.localhostAliases && h.endsWith('.localhost')) {
      const alias = this.brands.get(h.slice(0, -'.localhost'.length));
      if (alias) return alias;
    }
    return this.defaultBrand;
  }
}

/** Is a whitelabel feature on for the brand (the modId and all its ancestors '1'). */
export function isEnabled(brand: Brand, modId: string): boolean {
  return brand.flags[modId] === true;
}

/**
 * Fastify `trustProxy` for `platform.json` (docs/decisions.md D7): `false` when `hops` is 0; otherwise a function trusting
 * hop 0 (the socket peer) only when its address is in `proxies` (IPs or CIDRs), and hops 1 .. hops-1 by count. So the
 * client IP is the address `hops` entries back in `X-Forwarded-For`, and a client connecting directly (not from a
 * listed proxy) is seen as its own socket address whatever it sends.
 */
export function proxyTrust(
  hops: number,
  proxies: readonly string[],
): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  const list = new BlockList();
  for (const p of proxies) {
    const [addr = '', prefix] = p.split('/');
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  const peerTrusted = (address: string) => {
    const a = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (address, hop) => (hop === 0 ? peerTrusted(address) : hop < hops);
}
