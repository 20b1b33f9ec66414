/**
 * Registration field settings -> JSON Schema (draft 2020-12) -> AJV errors -> message ids. Browser-safe: it builds
 * schemas and reads errors; compiling happens on the server (`compileRegistrationModuleSource` in node.ts, the module
 * the server serves and validates with), so the browser runs precompiled code and the CSP needs no `unsafe-eval`.
 *
 * Rules (spec section 5, "Validation rules"):
 * - username registration: username (username rule), password (password rule) and confirmPassword (equal to
 *   password: "Incorrect confirmation input") are required, whatever `enabled` says;
 * - mobile registration: mobileNum and verificationCode are required; password and confirmPassword only with
 *   "mobile registration with password"; username is not asked;
 * - SMS verification on username registration (REGMOBVERF3): mobileNum and verificationCode become required;
 * - verificationCode: at most 255 characters;
 * - captcha: the proof-of-work payload the captcha widget produces (docs/decisions.md D23), 1 to
 *   {@link CAPTCHA_PAYLOAD_MAX} characters; its `patternId`, `acceptedPattern` and lengths are not applied (they
 *   described the typed answer of the image captcha it replaced); the server verifies the payload itself;
 * - every other field: present only when `enabled`, required when `required`; its value must match the registry
 *   pattern of `patternId` and `acceptedPattern` (`'*'` becomes `'.*'`), with length from `minLength` to `maxLength`
 *   counted in Unicode code points;
 * - a field that is off is refused if sent (`reg.unknownField`).
 */
import { allMessages, type RegistrationMessageId } from './messages';
import { getPattern, isPatternId } from './patterns';
import { DRAFT_2020_12, type JsonSchema } from './schema/common';
import { REGISTER_FIELDS } from './schema/register';
import type {
  AjvError,
  RegisterFieldName,
  RegisterFieldSetting,
  RegisterSettings,
  StandaloneValidator,
} from './types';

/** How the form registers (spec section 4, "Registration"; flags of spec section 6). */
export interface RegistrationOptions {
  /** `username` (USERNAMEREG3) or `mobile` (MOBILENUMREG3). Default `username`. */
  method?: 'username' | 'mobile';
  /** SMS verification on username registration (REGMOBVERF3). Default false. */
  smsVerification?: boolean;
  /** Mobile registration also sets a password (MOBREGPWD3). Default false. */
  mobilePassword?: boolean;
}

/** The message a field shows when it fails: a message id and its ICU values. */
export interface MessageRef {
  id: RegistrationMessageId;
  values: Record<string, string | number>;
}

/** One message per failing field, in the order AJV reported them. `field` is the payload key. */
export interface FieldMessage extends MessageRef {
  field: string;
}

/** The registration payload (spec section 3, "Registration user"), as the form sends it. */
export type RegistrationPayload = Partial<Record<RegisterFieldName, string>> & {
  confirmPassword?: string;
  verificationCode?: string;
  countryDialingCode?: string;
  referralCode?: string;
  domain?: string;
  login?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
};

/**
 * Raised by `fieldSettingsToSchema` for settings that cannot make a schema: an unknown `patternId`, `minLength`
 * greater than `maxLength`, `required` without `enabled`, or an `acceptedPattern` that is not a valid `u`-flag
 * regular expression. `pointer` is the JSON pointer inside register.json (`/fields/<field>/<key>`).
 */
export class RegistrationConfigError extends Error {
  constructor(
    readonly pointer: string,
    readonly expected: string,
    readonly found: string,
  ) {
    super(`register settings ${pointer}: expected ${expected}, found ${found}`);
    this.name = 'RegistrationConfigError';
  }
}

/** Settings by field (the `fields` of register.json, or what `/wps/system/setting/register` returns). Missing
 * fields count as off. */
export type FieldSettingsInput = Partial<Record<RegisterFieldName, RegisterFieldSetting>> | RegisterSettings;

function fieldsOf(input: FieldSettingsInput): Partial<Record<RegisterFieldName, RegisterFieldSetting>> {
  // No field is called "fields", so the key tells register.json apart from a bare fields map.
  return 'fields' in input ? (input as RegisterSettings).fields : input;
}

/**
 * Checks one field's settings.
 * @throws RegistrationConfigError (see the class).
 */
export function checkFieldSetting(field: string, s: RegisterFieldSetting): void {
  const at = (key: string) => `/fields/${field}/${key}`;
  if (!isPatternId(s.patternId))
    throw new RegistrationConfigError(
      at('patternId'),
      'a pattern id from 0 to 21',
      JSON.stringify(s.patternId),
    );
  if (!Number.isInteger(s.minLength) || s.minLength < 0)
    throw new RegistrationConfigError(at('minLength'), 'an integer >= 0', JSON.stringify(s.minLength));
  if (!Number.isInteger(s.maxLength) || s.maxLength < 1)
    throw new RegistrationConfigError(at('maxLength'), 'an integer >= 1', JSON.stringify(s.maxLength));
  if (s.minLength > s.maxLength)
    throw new RegistrationConfigError(
      at('minLength'),
      `at most maxLength (${s.maxLength})`,
      String(s.minLength),
    );
  if (s.required && !s.enabled)
    throw new RegistrationConfigError(at('required'), 'false while the field is not enabled', 'true');
  if (s.acceptedPattern !== '*') {
    try {
      new RegExp(s.acceptedPattern, 'u');
    } catch {
      throw new RegistrationConfigError(
        at('acceptedPattern'),
        'a valid regular expression (u flag) or "*"',
        JSON.stringify(s.acceptedPattern),
      );
    }
  }
}

function messageFor(field: string, s: RegisterFieldSetting, min: number): MessageRef {
  if ((field === 'password' || field === 'paymentPassword') && s.patternId === 0)
    return { id: 'reg.passwordLength', values: { min, max: s.maxLength } };
  if (field === 'mobileNum')
    return min === s.maxLength
      ? { id: 'reg.phoneDigits', values: { digits: min } }
      : { id: 'reg.mobileInvalid', values: {} };
  return { id: getPattern(s.patternId).messageId, values: { min, max: s.maxLength } };
}

/** Longest captcha payload accepted, characters (base64 JSON of an ALTCHA challenge and its solution). */
export const CAPTCHA_PAYLOAD_MAX = 4096;

function fieldSchema(field: string, s: RegisterFieldSetting, required: boolean): JsonSchema {
  checkFieldSetting(field, s);
  if (field === 'captcha')
    return {
      type: 'string',
      minLength: required ? 1 : 0,
      maxLength: CAPTCHA_PAYLOAD_MAX,
      'x-field': field,
      'x-message': { id: 'reg.required', values: {} },
    };
  const min = required ? Math.max(1, s.minLength) : s.minLength;
  const message = messageFor(field, s, min);
  const annotations: JsonSchema = {
    'x-field': field,
    'x-patternId': s.patternId,
    'x-message': { ...message },
  };
  return {
    type: 'string',
    minLength: min,
    maxLength: s.maxLength,
    pattern: getPattern(s.patternId).source,
    // acceptedPattern is the operator's own expression, checked in addition to the registry pattern.
    allOf: [{ pattern: s.acceptedPattern === '*' ? '.*' : s.acceptedPattern, ...annotations }],
    ...annotations,
  };
}

/**
 * The JSON Schema of one field's rule on its own, for a value set outside registration (a new password on change or
 * reset, a username typed on "forgot password" or given to a new downline): `{ type: 'object', properties: { [field]:
 * <the field's registration rule> }, required: [field], additionalProperties: false }`. The rule is the one the
 * registration schema applies when the field is required (length from `max(1, minLength)` to `maxLength` in code
 * points, the registry pattern of `patternId`, `acceptedPattern`), with the same `x-message`, so
 * `ajvErrorsToMessages` gives the same message as registration (spec section 5).
 * @throws RegistrationConfigError for invalid settings (see `checkFieldSetting`).
 */
export function fieldRuleSchema(field: RegisterFieldName, setting: RegisterFieldSetting): JsonSchema {
  return {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties: { [field]: fieldSchema(field, setting, true) },
    required: [field],
    additionalProperties: false,
  };
}

/**
 * The brand's registration validator module as the server serves it (`/validator/<id>.<hash>.js`) and imports it
 * itself: AJV standalone code (`compileRegistrationModuleSource` in node.ts), one compiled function per export. A
 * validator returns whether the value passes and leaves AJV's verbose errors on `.errors` for `ajvErrorsToMessages`.
 * An export is absent when the brand does not have it (a registration method switched off, a field with no settings).
 */
export interface RegistrationModule {
  /** Payload of username registration (`fieldSettingsToSchema` with `method: 'username'`). */
  username?: StandaloneValidator<RegistrationPayload>;
  /** Payload of mobile registration (`method: 'mobile'`). */
  mobile?: StandaloneValidator<RegistrationPayload>;
  /** `{ password }`: the password rule on its own (`fieldRuleSchema('password', …)`). */
  passwordRule?: StandaloneValidator<{ password: string }>;
  /** `{ username }`: the username rule on its own. */
  usernameRule?: StandaloneValidator<{ username: string }>;
}

/**
 * Builds the JSON Schema (draft 2020-12) of a registration payload from the brand's field settings.
 *
 * Output shape: `{ type: 'object', properties, required, additionalProperties: false }`; each field property has
 * `minLength`/`maxLength` (code points), `pattern` (the registry expression of `patternId`), `allOf[0].pattern` (the
 * `acceptedPattern`, `'*'` -> `'.*'`), and annotations `x-field`, `x-patternId`, `x-message` that
 * `ajvErrorsToMessages` reads. `confirmPassword` uses `const: { $data: '1/password' }`, so compile with
 * `$data: true` (and `verbose: true` for messages carrying min/max). Required fields get `minLength >= 1`.
 *
 * @param settings register.json (`{ fields }`) or the fields map itself; fields not listed are off.
 * @param options registration method and flags (default: username registration, no SMS).
 * @throws RegistrationConfigError for an unknown patternId, minLength > maxLength, required without enabled, or an
 *   invalid acceptedPattern (a config error, spec section 5).
 */
export function fieldSettingsToSchema(
  settings: FieldSettingsInput,
  options: RegistrationOptions = {},
): JsonSchema {
  const fields = fieldsOf(settings);
  const method = options.method ?? 'username';
  const sms = method === 'mobile' || options.smsVerification === true;
  const withPassword = method === 'username' || options.mobilePassword === true;

  // Fields the method forces on (required) or off, whatever the settings say.
  const forced = new Map<RegisterFieldName, boolean>();
  if (method === 'username') forced.set('username', true);
  else forced.set('username', false);
  forced.set('password', withPassword);
  if (sms) forced.set('mobileNum', true);

  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of REGISTER_FIELDS) {
    const s = fields[field];
    const force = forced.get(field);
    if (force === false) continue;
    if (!s) {
      if (force) throw new RegistrationConfigError(`/fields/${field}`, 'settings for this field', 'nothing');
      continue;
    }
    if (force === undefined && !s.enabled) {
      checkFieldSetting(field, s);
      continue;
    }
    const isRequired = force === true || s.required;
    properties[field] = fieldSchema(field, s, isRequired);
    if (isRequired) required.push(field);
  }
  if (withPassword) {
    properties.confirmPassword = {
      type: 'string',
      const: { $data: '1/password' },
      'x-field': 'confirmPassword',
      'x-message': { id: 'reg.confirmMismatch', values: {} },
    };
    required.push('confirmPassword');
  }
  if (sms) {
    properties.verificationCode = {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      'x-field': 'verificationCode',
      'x-message': { id: 'reg.codeInvalid', values: {} },
    };
    required.push('verificationCode');
  }
  const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });
  Object.assign(properties, {
    countryDialingCode: {
      type: 'string',
      pattern: '^\\+[1-9][0-9]{0,3}$',
      'x-field': 'countryDialingCode',
      'x-message': { id: 'reg.phoneFormat', values: {} },
    },
    referralCode: text(64),
    domain: text(253),
    login: { type: 'boolean' },
    firebaseChannel: text(64),
    firebaseIdToken: text(4096),
    registerUrl: text(2048),
    registerMethod: { const: 'WEB' },
  });
  if (sms) required.push('countryDialingCode');
  return {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
}

function fieldOfPointer(instancePath: string): string {
  const first = instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

function isMessageRef(value: unknown): value is MessageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id in allMessages
  );
}

/**
 * Maps AJV errors from a registration validator to one message per field, so any language can show them
 * (`intl.formatMessage({ id }, values)`).
 *
 * - missing property -> `reg.required` ("Input cannot be empty");
 * - an empty string that fails -> `reg.required`;
 * - a property the brand has switched off -> `reg.unknownField`;
 * - anything else -> the field's `x-message` annotation (`reg_pattern_<id>` with `{min, max}`,
 *   `reg.passwordLength`, `reg.phoneDigits`, `reg.mobileInvalid`, `reg.codeInvalid`, `reg.confirmMismatch`),
 *   which needs the validator compiled with `verbose: true`; without it, `reg.invalid`.
 *
 * @param errors `validate.errors` (null or undefined gives `[]`).
 * @returns messages in error order, the first error of each field only.
 */
export function ajvErrorsToMessages(errors: readonly AjvError[] | null | undefined): FieldMessage[] {
  const out: FieldMessage[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    let field: string;
    let message: MessageRef;
    if (error.keyword === 'required') {
      field = String(error.params.missingProperty);
      message = { id: 'reg.required', values: {} };
    } else if (error.keyword === 'additionalProperties') {
      field = String(error.params.additionalProperty);
      message = { id: 'reg.unknownField', values: {} };
    } else {
      field = fieldOfPointer(error.instancePath);
      const annotated = error.parentSchema?.['x-message'];
      if (error.data === '') message = { id: 'reg.required', values: {} };
      else if (isMessageRef(annotated)) message = { id: annotated.id, values: { ...annotated.values } };
      else message = { id: 'reg.invalid', values: {} };
    }
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, ...message });
  }
  return out;
}

/**
 * Returns a copy of a form payload without empty values (`''`, `null`, `undefined`), so an untouched optional field
 * is simply absent and an emptied required field reports `reg.required`. Passwords are not trimmed (any character
 * counts, D5); other trimming is the form's choice.
 */
export function dropEmptyValues<T extends Record<string, unknown>>(payload: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as Partial<T>;
}
