/** Request decorations set by the app's hooks. */
import type { Brand } from '../infra/brands/index.ts';
import type { AuthMember } from '../domain/member/types.ts';

export type { AuthMember };

declare module 'fastify' {
  interface FastifyRequest {
    /** Brand of the request (Merchant header, host, or default). */
    brand: Brand;
    /** Catalogue language from the `Language` header, else the brand default. */
    lang: string;
    /** Set by the `auth` preHandler. */
    member: AuthMember | null;
  }
  interface FastifyContextConfig {
    /** Body may (or, by brand policy, must) arrive as JWE compact (docs/decisions.md D13). */
    encrypted?: boolean;
    /**
     * A session that must change its password may call this route (changing the password, logging out); every other
     * route that requires a session refuses it (docs/decisions.md D2, http/auth.ts).
     */
    duringPasswordChange?: boolean;
    /** Refused while the brand is in maintenance (503) or the client's region is restricted (403); from the route table. */
    guarded?: boolean;
    /** The region is checked again when the session's address changes (descriptor `regionChecked`; http/region.ts). */
    regionChecked?: boolean;
  }
}
