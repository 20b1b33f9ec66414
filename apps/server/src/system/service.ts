/**
 * System status (spec section 4): 0 normal, 1 maintenance, 2 region restricted; maintenance wins. Region restriction
 * uses the client IP as Fastify sees it through the configured trusted proxy hops only (DECISIONS D7), looked up with
 * geoip-lite, against the brand's allow/deny lists (unknown countries, e.g. private addresses, are allowed). Each
 * block is logged.
 */
import type { FastifyRequest } from 'fastify';
import { inMaintenance, type Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';

export interface Restriction {
  status: 0 | 1 | 2;
  country: string | null;
}

/**
 * The request's system status for `brand`: maintenance (1) when `inMaintenance(brand, ctx.now())`, else region
 * restricted (2) when the client's country is denied or not allowed, else normal (0). The geoip look-up runs only when
 * the brand has an allow or deny list (`country` is null otherwise).
 */
export function restriction(ctx: Ctx, req: FastifyRequest, brand: Brand): Restriction {
  if (brand.maintenance.enabled && inMaintenance(brand, ctx.now())) return { status: 1, country: null };
  const { allow, deny } = brand.region;
  if (!allow.length && !deny.length) return { status: 0, country: null };
  const country = ctx.geo(req.ip);
  const blocked = !!country && (deny.includes(country) || (allow.length > 0 && !allow.includes(country)));
  if (blocked) req.log.info({ brand: brand.id, ip: req.ip, country }, 'region restricted');
  return { status: blocked ? 2 : 0, country };
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
  };
}
