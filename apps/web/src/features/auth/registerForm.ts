/**
 * Registration form model built from the server's field settings (spec 3 "Registration field settings", spec 5):
 * `fieldSettingsToSchema` gives the fields' shape (which, required, max length), this file the fields to render and
 * their order, and `validateForm` the per-field messages of the brand's compiled validator (registrationModule.ts,
 * through `ajvErrorsToMessages`).
 */
import {
  ajvErrorsToMessages,
  dropEmptyValues,
  fieldSettingsToSchema,
  type FieldMessage,
  type FieldSettingsInput,
  type RegistrationOptions,
} from '@playdeck/config-schema/registration';
import type { JsonSchema } from '@playdeck/config-schema/schema/common';
import type { StandaloneValidator } from '@playdeck/config-schema/types';

/** Payload keys that are not typed by the player. */
const HIDDEN = new Set([
  'countryDialingCode',
  'referralCode',
  'domain',
  'login',
  'firebaseChannel',
  'firebaseIdToken',
  'registerUrl',
  'registerMethod',
]);

/** One field of the form. */
export interface FormField {
  name: string;
  required: boolean;
  /** Max length in code points, when the schema bounds it. */
  maxLength?: number;
}

/**
 * The fields to render, in the server's settings order (keys of the settings object), with confirmPassword right
 * after password and verificationCode right after mobileNum.
 */
export function formFields(schema: JsonSchema, settings: FieldSettingsInput): FormField[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const settingsOrder = Object.keys(
    'fields' in settings ? (settings as { fields: object }).fields : settings,
  );
  const names = Object.keys(props).filter(
    (n) => !HIDDEN.has(n) && n !== 'confirmPassword' && n !== 'verificationCode',
  );
  names.sort((a, b) => rank(settingsOrder, a) - rank(settingsOrder, b));
  const out: string[] = [];
  for (const n of names) {
    out.push(n);
    if (n === 'password' && props.confirmPassword) out.push('confirmPassword');
    if (n === 'mobileNum' && props.verificationCode) out.push('verificationCode');
  }
  if (props.verificationCode && !out.includes('verificationCode')) out.push('verificationCode');
  if (props.confirmPassword && !out.includes('confirmPassword')) out.push('confirmPassword');
  return out.map((name) => ({
    name,
    required: required.has(name),
    maxLength: typeof props[name]?.maxLength === 'number' ? (props[name].maxLength as number) : undefined,
  }));
}

function rank(order: string[], name: string): number {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
}

/** Builds the schema for a method; null when the brand's settings cannot make one (a config error). */
export function buildSchema(settings: FieldSettingsInput, options: RegistrationOptions): JsonSchema | null {
  try {
    return fieldSettingsToSchema(settings, options);
  } catch {
    return null;
  }
}

/**
 * Validates form values (strings; empty ones dropped first) with the brand's compiled validator for the method (the
 * `username` or `mobile` export of the registration module).
 * @returns one message per failing field (spec section 5 messages, min/max filled in), keyed by field name.
 */
export function validateForm(
  validate: StandaloneValidator<unknown>,
  values: Record<string, string | boolean | undefined>,
): Record<string, FieldMessage> {
  if (validate(dropEmptyValues(values))) return {};
  return Object.fromEntries(ajvErrorsToMessages(validate.errors).map((m) => [m.field, m]));
}
