/**
 * One registration validator per brand (docs/architecture.md "validators are AJV-compiled"; spec section 5 "Validation
 * rules"): config-schema compiles the brand's field settings and registration flags with AJV's standalone code
 * generation into one self-contained ES module (`compileRegistrationModuleSource`: exports `username`, `mobile`,
 * `passwordRule`, `usernameRule`). That text is
 * - served to the site at `/validator/<id>.<hash>.js` (src/http/assets.ts `validatorRoutes`; hash: the first 16 hex
 *   digits of the text's SHA-256, so a field-setting change is a new URL, told to the site by the status
 *   `info.registerValidator`), imported lazily by the register form;
 * - imported by the server itself from a `data:` URL of the same text, so the site and the server run the very same
 *   compiled functions. The server has no CSP; the browser never compiles anything (no `unsafe-eval`).
 * Made when the config loads (src/infra/brands/index.ts `toBrand`, again on every live edit); a brand built by hand in a test
 * gets its module on first use, from its `register` settings and `flags`.
 * Node keeps every module it imported: one per distinct settings text (~20 KB), so only config edits add any.
 */
import { createHash } from 'node:crypto';
import {
  ajvErrorsToMessages,
  deriveFeatures,
  dropEmptyValues,
  type AjvError,
  type RegisterFieldSetting,
  type RegisterSettings,
  type RegistrationModule,
  type StandaloneValidator,
} from '@playdeck/config-schema';
import { compileRegistrationModuleSource } from '@playdeck/config-schema/node';

/** URL prefix of the brands' registration validator modules (served by src/http/assets.ts `validatorRoutes`). */
const VALIDATOR_PREFIX = '/validator/';

/** A brand's compiled registration module: its source, its content-hashed URL and the server's import of it. */
export interface BrandRegistration {
  /** The ES module text (self-contained, no imports). */
  source: string;
  /** `/validator/<id>.<hash>.js`. */
  href: string;
  /** The same text imported by the server (resolved once, shared by every request of this config). */
  module: Promise<RegistrationModule>;
}

/**
 * Compiles and imports a brand's registration module (see the module doc).
 * @param fields register.json `fields`.
 * @param isEnabled whether a whitelabel node is on (parents applied), for the registration flags.
 * @throws RegistrationConfigError for settings that cannot make a schema (a config error).
 */
export function compileRegistration(
  id: string,
  fields: RegisterSettings['fields'],
  isEnabled: (modId: string) => boolean,
): BrandRegistration {
  const source = compileRegistrationModuleSource({ fields }, deriveFeatures(isEnabled));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const module = import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  ) as Promise<RegistrationModule>;
  // Imported eagerly; a failure (never expected: the text was just generated) surfaces where it is awaited.
  module.catch(() => undefined);
  return { source, href: `${VALIDATOR_PREFIX}${id}.${hash}.js`, module };
}

/** What `registrationOf` needs of a brand (src/infra/brands/index.ts `Brand`). */
export interface RegistrationBrand {
  id: string;
  register: Record<string, unknown>;
  flags: Readonly<Record<string, boolean>>;
  registration?: BrandRegistration;
}

const byHand = new WeakMap<RegistrationBrand, BrandRegistration>();

/** The brand's registration module: the one made at load, else (brands built by hand) compiled once on first use. */
export function registrationOf(brand: RegistrationBrand): BrandRegistration {
  if (brand.registration) return brand.registration;
  let r = byHand.get(brand);
  if (!r) {
    r = compileRegistration(
      brand.id,
      brand.register as unknown as Record<string, RegisterFieldSetting>,
      (m) => brand.flags[m] === true,
    );
    byHand.set(brand, r);
  }
  return r;
}

/** A registration problem: the payload field and the message id of the shared catalogue (spec section 5). */
export interface RegistrationProblem {
  field: string;
  messageId: string;
  values: Record<string, string | number>;
}

function problemsOf(v: StandaloneValidator<unknown>, data: unknown): RegistrationProblem[] {
  if (v(data)) return [];
  return ajvErrorsToMessages(v.errors as AjvError[] | null).map((m) => ({
    field: m.field,
    messageId: m.id,
    values: m.values,
  }));
}

/**
 * Validates a registration payload with the brand's compiled module (`username` or `mobile`), the functions the
 * register form runs. Empty values are dropped first (`dropEmptyValues`), as the form does.
 * @returns the first problem per field, in AJV's order (`reg.required`, `reg_pattern_<id>` with `{ min, max }`,
 *   `reg.confirmMismatch`, `reg.unknownField`, ...); empty when valid.
 * @throws Error when the brand has no validator for `method` (that registration method is switched off).
 */
export async function validateRegistration(
  brand: RegistrationBrand,
  method: 'username' | 'mobile',
  payload: Record<string, unknown>,
): Promise<RegistrationProblem[]> {
  const v = (await registrationOf(brand).module)[method];
  if (!v) throw new Error(`${brand.id}: ${method} registration has no validator (switched off)`);
  return problemsOf(v as StandaloneValidator<unknown>, dropEmptyValues(payload));
}

/**
 * Checks one value against the brand's registration rule for `field` (`passwordRule` / `usernameRule` of the module):
 * a new password on change or reset, a username on "forgot password" or for a new downline. The value is required.
 * A brand with no settings for the field only requires a value.
 * @returns the problem (`{ field, messageId, values }`, e.g. `reg.passwordLength` with `{ min, max }`), or undefined.
 */
export async function checkFieldRule(
  brand: RegistrationBrand,
  field: 'password' | 'username',
  value: string,
): Promise<RegistrationProblem | undefined> {
  const m = await registrationOf(brand).module;
  const v = field === 'password' ? m.passwordRule : m.usernameRule;
  if (!v) return value ? undefined : { field, messageId: 'reg.required', values: {} };
  return problemsOf(v as StandaloneValidator<unknown>, dropEmptyValues({ [field]: value }))[0];
}
