/**
 * Schema of `integrations.social` (brand.json): the OpenID Connect providers of one-click social login (whitelabel
 * SOCIALLOGIN3 with socialGoogle / socialFacebook; docs/architecture.md "Social login"). Per provider: the issuer whose
 * discovery document (`/.well-known/openid-configuration`) names the endpoints, the brand's client id there, and its
 * client secret as an `env:NAME` reference (secrets live in the environment). Server-only. Browser-safe module.
 */
import { SECRET_REF_PATTERN, type JsonSchema, closedObject, visibility } from './common';

/** The providers the site offers buttons for, in button order (whitelabel socialGoogle, socialFacebook). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/** One OpenID Connect provider. */
const providerSchema: JsonSchema = closedObject(
  {
    issuer: {
      type: 'string',
      // https in production; plain http only for a provider on this machine (tests and local stand-ins).
      pattern: '^(https://[^\\s/]+|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?)(/[^\\s]*)?$',
      maxLength: 2000,
      'x-expected':
        'the OpenID issuer URL, e.g. "https://accounts.google.com" or "https://www.facebook.com" (http only for localhost)',
    },
    clientId: { type: 'string', minLength: 1, maxLength: 256, 'x-expected': "the brand's OAuth client id" },
    clientSecret: {
      type: 'string',
      pattern: SECRET_REF_PATTERN,
      ...visibility('secret'),
      'x-expected': 'a secret reference "env:NAME" (secrets live in the environment, never in config files)',
    },
    scope: {
      type: 'string',
      pattern: '^openid( [A-Za-z0-9_.:-]+)*$',
      maxLength: 200,
      'x-expected': 'space-separated scopes starting with "openid" (default "openid email profile")',
    },
    timeoutMs: {
      type: 'integer',
      minimum: 1000,
      maximum: 60000,
      'x-expected': 'ms per provider call (default 10000)',
    },
  },
  ['scope', 'timeoutMs'],
);

/** Sub-schemas used several times; the brand schema includes them in its `$defs`. */
export const socialDefs: Record<string, JsonSchema> = { socialProvider: providerSchema };
const provider: JsonSchema = { $ref: '#/$defs/socialProvider' };

/** `integrations.social`: `google` and/or `facebook`; a provider left out has no button whatever its flag. */
export const socialSchema: JsonSchema = closedObject({ google: provider, facebook: provider }, [
  'google',
  'facebook',
]);
