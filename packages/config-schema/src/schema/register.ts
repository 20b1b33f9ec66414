/**
 * Schema of register.json: settings per registration field (spec section 3: `enabled, required, acceptedPattern,
 * patternId, minLength, maxLength` for 15 fields). `minLength <= maxLength`, `required` implying `enabled` and
 * `acceptedPattern` compiling are checked on load through `fieldSettingsToSchema` (semantic.ts). Browser-safe.
 */
import { MAX_PATTERN_ID } from '../patterns';
import { DRAFT_2020_12, SCHEMA_BASE, type JsonSchema, closedObject, visibility } from './common';

/** The registration fields with settings, in the spec's order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** Longest length bound a field may set, code points. */
export const MAX_FIELD_LENGTH = 255;

const fieldSetting: JsonSchema = closedObject({
  enabled: { type: 'boolean' },
  required: { type: 'boolean' },
  acceptedPattern: {
    type: 'string',
    minLength: 1,
    maxLength: 500,
    'x-expected': 'a regular expression, or "*" for none',
  },
  patternId: {
    type: 'integer',
    minimum: 0,
    maximum: MAX_PATTERN_ID,
    'x-expected': `a pattern id from 0 to ${MAX_PATTERN_ID}`,
  },
  minLength: { type: 'integer', minimum: 0, maximum: MAX_FIELD_LENGTH },
  maxLength: { type: 'integer', minimum: 1, maximum: MAX_FIELD_LENGTH },
});

/** register.json */
export const registerSettingsSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}register.json`,
  ...visibility('frontend'),
  ...closedObject({
    fields: closedObject(
      Object.fromEntries(REGISTER_FIELDS.map((f) => [f, { $ref: '#/$defs/fieldSetting' }])),
    ),
  }),
  $defs: { fieldSetting },
};
