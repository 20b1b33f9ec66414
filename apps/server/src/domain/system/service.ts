/**
 * System status (spec section 4): 0 normal, 1 maintenance, 2 region restricted; maintenance wins. Region restriction
 * uses the client IP as Fastify sees it through the configured trusted proxy hops only (docs/decisions.md D7), looked up with
 * geoip-lite, against the brand's allow/deny lists (an address of no known country, e.g. a private one, passes a
 * deny list and fails an allow list). Each block is logged.
 */
import { createHash } from 'node:crypto';
import { inMaintenance, registrationOf, type Brand } from '../../infra/brands/index.ts';
import type { Menus } from '@playdeck/api-client/schemas';
import type { Caller, Ctx } from '../context.ts';

/** Who asks for a status: the brand, client IP, language and logger of the call (plain values). */
export type StatusCaller = Pick<Caller, 'brand' | 'ip' | 'lang' | 'log'>;
import { ageGate } from '../member/service.ts';
import { agentTypes, trialType } from '../member/types.ts';
import { feedbackLimits } from '../content/service.ts';

export interface Restriction {
  status: 0 | 1 | 2;
  country: string | null;
}

/**
 * The request's system status for `brand`: maintenance (1) when `inMaintenance(brand, ctx.now())`, else region
 * restricted (2) when `regionBlocked` says so, else normal (0). The geoip look-up runs only when the brand has an allow
 * or deny list (`country` is null otherwise).
 */
export function restriction(ctx: Ctx, caller: Pick<Caller, 'brand' | 'ip' | 'log'>): Restriction {
  const brand = caller.brand;
  if (brand.maintenance.enabled && inMaintenance(brand, ctx.now())) return { status: 1, country: null };
  return regionRestriction(ctx, caller);
}

/**
 * The region part of `restriction` (docs/decisions.md D7): restricted (2) when the client's country is on the brand's
 * deny list, or the brand has an allow list and the country is not on it, an address of no known country included (an
 * allow list admits only what it names); else 0. Each block is logged with the address and country.
 */
export function regionRestriction(ctx: Ctx, caller: Pick<Caller, 'brand' | 'ip' | 'log'>): Restriction {
  const brand = caller.brand;
  const { allow, deny } = brand.region;
  if (!allow.length && !deny.length) return { status: 0, country: null };
  const country = ctx.geo(caller.ip);
  const blocked = country
    ? deny.includes(country) || (allow.length > 0 && !allow.includes(country))
    : allow.length > 0;
  if (blocked) caller.log.info({ brand: brand.id, ip: caller.ip, country }, 'region restricted');
  return { status: blocked ? 2 : 0, country };
}

/**
 * The parts of the status answer that depend only on (brand, language), serialised once: everything but `status`,
 * the maintenance/region flags and `location`. Keyed weakly by the brand object: a live config edit makes new Brand
 * objects (src/infra/brands/live.ts), so the cache never goes stale, and a test's registry is dropped with its app.
 */
const statusTails = new WeakMap<Brand, Map<string, { bytes: Buffer; tag: string }>>();

function statusTail(b: Brand, lang: string): { bytes: Buffer; tag: string } {
  let byLang = statusTails.get(b);
  if (!byLang) statusTails.set(b, (byLang = new Map()));
  let tail = byLang.get(lang);
  if (!tail) {
    const m = b.maintenance;
    const message = m.message?.[lang] ?? m.message?.[b.defaultLanguage] ?? '';
    const until = m.until === undefined ? null : new Date(m.until).toISOString();
    // `,"maintenanceMessage":"...","maintenanceUntil":...,"info":{...}}}` closing the envelope, UTF-8 encoded once.
    const bytes = Buffer.from(
      `,"maintenanceMessage":${JSON.stringify(message)},"maintenanceUntil":${JSON.stringify(until)},"info":${JSON.stringify(staticInfo(b))}}}`,
    );
    tail = { bytes, tag: createHash('sha256').update(bytes).digest('base64url').slice(0, 16) };
    byLang.set(lang, tail);
  }
  return tail;
}

/**
 * The `/wps/system/status` answer for `caller` (its brand, language and client IP) as the UTF-8 bytes of the success
 * envelope `{ success: true, value: SystemStatus }` (packages/api-client SystemStatusSchema; spec 4). Only the
 * status, flags, profile (`demo` | `production`, docs/decisions.md D15: the demo says so on the footer) and location are
 * written per request; the ~5 KB brand part is cached bytes (see statusTail). Used
 * by the status route and by the index page, which inlines it for the boot (apps/server/src/http/indexPage.ts).
 */
export function statusEnvelope(ctx: Ctx, caller: StatusCaller): Buffer {
  return statusAnswer(ctx, caller).body;
}

/**
 * {@link statusEnvelope} with a strong ETag of its bytes (`"<brand part hash>.<request part hash>"`, the brand part's
 * hash made once per brand config and language): a live config edit (src/infra/brands/live.ts) changes it, so a browser
 * revalidating its cached status (`Cache-Control: no-cache`) gets the new config, and an unchanged one a 304.
 */
export function statusAnswer(ctx: Ctx, caller: StatusCaller): { body: Buffer; etag: string } {
  const r = restriction(ctx, caller);
  const country = r.country === null ? 'null' : JSON.stringify(r.country);
  const head = `{"success":true,"value":{"status":${r.status},"maintenance":${r.status === 1},"regionRestriction":${r.status === 2},"profile":"${ctx.profile}","location":{"ip":${JSON.stringify(caller.ip)},"country":${country}}`;
  const tail = statusTail(caller.brand, caller.lang);
  const body = Buffer.allocUnsafe(Buffer.byteLength(head) + tail.bytes.length);
  tail.bytes.copy(body, body.write(head));
  const etag = `"${tail.tag}.${createHash('sha1').update(head).digest('base64url').slice(0, 12)}"`;
  return { body, etag };
}

const NO_MENUS: Menus = {
  header: [],
  side: [],
  footer: [],
  avatar: [],
  memberCenter: [],
  agentCenter: [],
  bottom: [],
};

/**
 * The brand's menus (vendors.json `menus`, validated by @playdeck/config-schema: routes known to the site, modIds in
 * the whitelabel tree) as the site builds them: entries in config order, each `{ route, modId?, labelId? }`. Brands
 * built by hand in tests, without a loaded config, have empty menus.
 */
export function brandMenus(brand: Brand): Menus {
  const m = brand.config?.config.vendors.menus;
  if (!m) return NO_MENUS;
  const copy = (list: readonly { route: string; modId?: string; labelId?: string }[] = []) =>
    list.map((e) => ({ ...e }));
  return {
    header: copy(m.header),
    side: copy(m.side),
    footer: copy(m.footer),
    avatar: copy(m.avatar),
    memberCenter: copy(m.memberCenter),
    agentCenter: copy(m.agentCenter),
    bottom: copy(m.bottom),
  };
}

/** The brand-static part of the status info, built once per brand. */
export function staticInfo(brand: Brand) {
  return {
    merchant: brand.id,
    name: brand.name,
    timezone: brand.timezone,
    phoneCountries: brand.phoneCountries,
    social: brand.social,
    license: brand.license,
    appDownload: brand.appDownload,
    whitelabel: brand.whitelabel,
    register: brand.register,
    registerValidator: registrationOf(brand).href,
    customerService: brand.customerService,
    domainRoute: brand.domainRoutes,
    resources: brand.resources,
    mainDomain: brand.mainDomain,
    analyticsId: brand.analyticsId,
    imageCDNs: brand.imageCDNs,
    launchGameCDNs: brand.launchGameCDNs,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    currency: brand.currency,
    encryption: brand.security.encryption,
    menus: brandMenus(brand),
    userTypes: { agent: [...agentTypes(brand)], trial: trialType(brand) },
    ageGate: ageGate(brand),
    limits: {
      feedbackMaxLength: feedbackLimits(brand).max,
      feedbackHintMinLength: feedbackLimits(brand).min,
    },
  };
}
