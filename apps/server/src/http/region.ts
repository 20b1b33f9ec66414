/**
 * The region rule on every request that moves money, starts a game, turns a ticket into a session or sends a code
 * (docs/decisions.md D7: the check runs before the first game and again whenever the client address changes, not only
 * on the status call; GLI-19 2.7.4 location checks).
 *
 * The rule itself is `regionRestriction` (domain/system/service.ts): the client IP through the trusted proxy hops only, looked up
 * against the brand's allow and deny lists; with an allow list an address of no known country is refused. Here it is
 * applied to the calls whose route descriptor says `regionChecked` (money: deposit, withdrawal, main <-> vendor wallet
 * transfer, agent transfer; game launch; login tickets, minting and exchange; the signed-in code sends of phone and
 * e-mail binding; logins, registrations and signed-out SMS sends are `guarded`: refused at the door) with the verdict remembered per session and
 * address: a session keeps the address it was last checked from and that verdict, and the look-up runs again only when
 * the address (or the brand's config) changes. A request without a session token is checked every time.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Brand } from '../infra/brands/index.ts';
import type { Ctx } from '../domain/context.ts';
import { fail, type AppError } from '../infra/errors.ts';
import { tokenOf } from './caller.ts';
import { regionRestriction } from '../domain/system/service.ts';

/** The last verdict of one session: the address it was checked from, for which brand config, and the outcome. */
interface Verdict {
  ip: string;
  brand: Brand;
  blocked: boolean;
}

/** Most sessions remembered per app; the oldest is dropped first (a dropped session is simply checked again). */
const MAX_SESSIONS = 50_000;

/** The session key of a request: a hash of its bearer or `token` header (never the token itself), or null. */
function sessionKey(req: FastifyRequest): string | null {
  const token = tokenOf(req);
  if (!token) return null;
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Builds the region gate of one app: `gate(req)` answers the refusal for a `regionChecked` call whose
 * client is in a restricted region (403 ACCESS_RESTRICTED with the address), else undefined. Call it once per request
 * after the brand is resolved (an onRequest hook). Verdicts live in memory per app; a restart or another instance
 * simply checks again.
 */
export function regionGate(ctx: Ctx): (req: FastifyRequest) => AppError | undefined {
  const verdicts = new Map<string, Verdict>();
  return (req) => {
    if (!req.routeOptions.config.regionChecked) return undefined;
    const brand = req.brand;
    if (!brand.region.allow.length && !brand.region.deny.length) return undefined;
    const key = sessionKey(req);
    const known = key ? verdicts.get(key) : undefined;
    let blocked: boolean;
    if (known && known.ip === req.ip && known.brand === brand) blocked = known.blocked;
    else {
      blocked = regionRestriction(ctx, { brand, ip: req.ip, log: req.log }).status === 2;
      if (key) {
        verdicts.delete(key);
        verdicts.set(key, { ip: req.ip, brand, blocked });
        if (verdicts.size > MAX_SESSIONS) verdicts.delete(verdicts.keys().next().value!);
      }
    }
    return blocked ? fail('ACCESS_RESTRICTED', { ip: req.ip }) : undefined;
  };
}
