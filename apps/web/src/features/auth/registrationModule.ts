/**
 * The brand's registration validator module (status `info.registerValidator`, `/validator/<id>.<hash>.js`): AJV
 * standalone code the server compiled from the brand's field settings and registration flags and validates with
 * itself (apps/server/src/infra/brands/registration.ts), so the form and the server run the same functions (spec section 5).
 * Imported only when the register form needs it, never with the home page: a same-origin module import, allowed by the
 * CSP's `script-src 'self'`; the module evaluates no strings (no `unsafe-eval`).
 */
import type { RegistrationModule } from '@playdeck/config-schema/registration';

const modules = new Map<string, Promise<RegistrationModule>>();

/**
 * Imports the module at `href` once (later calls share the import; a failed import is forgotten so the next call
 * tries again).
 * @param href the status `info.registerValidator` (same origin).
 * @returns the module's validators (`username`, `mobile`, `passwordRule`, `usernameRule`).
 * @throws the import's error (network, bad answer).
 */
export function loadRegistrationModule(href: string): Promise<RegistrationModule> {
  let p = modules.get(href);
  if (!p) {
    p = import(/* @vite-ignore */ href) as Promise<RegistrationModule>;
    modules.set(href, p);
    p.catch(() => modules.delete(href));
  }
  return p;
}
