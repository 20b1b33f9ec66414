/**
 * The in-process OpenID Connect stand-in (test/oidcProvider.ts) as a process of its own, for the end-to-end suite
 * (scripts/e2e.mjs starts it beside the main server, standing in for Google and Facebook). Environment:
 * `OIDC_PORT` (the port of 127.0.0.1 it listens on), `OIDC_CLIENTS` (JSON list of `{ client_id, client_secret,
 * redirect_uris }`). `POST /__stand-in/next-account` with JSON `{ sub, email?, name? }` chooses the account the next
 * login logs in as (the stand-in has no login screen). Test use only: never started by the platform.
 */
import { startOidcStandIn } from './oidcProvider.ts';

const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]') as Parameters<typeof startOidcStandIn>[0];
const standIn = await startOidcStandIn(clients, Number(process.env.OIDC_PORT ?? 0), (account) => {
  standIn.nextAccount = account;
});
console.log(`OIDC stand-in on ${standIn.issuer}`);
