/**
 * Schema of whitelabel.json: the modId tree (spec section 3, permission info: `{modId, enabled: '1'|'0',
 * childrenNodes}`) and per-brand `flags` overrides. Duplicate modIds and override keys that name no node are checked
 * on load (semantic.ts), since JSON Schema cannot see across the tree. Browser-safe.
 */
import { NODES_OWNED_ELSEWHERE } from '../whitelabel';
import { DRAFT_2020_12, MOD_ID_PATTERN, SCHEMA_BASE, type JsonSchema, visibility } from './common';

const modId: JsonSchema = {
  type: 'string',
  pattern: MOD_ID_PATTERN,
  maxLength: 64,
  'x-expected': `a modId matching ${MOD_ID_PATTERN}`,
};

const enabled: JsonSchema = { enum: ['1', '0'], 'x-expected': 'the string "1" (on) or "0" (off)' };

/** whitelabel.json */
export const whitelabelSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}whitelabel.json`,
  ...visibility('frontend'),
  description:
    'The whitelabel tree (modId, enabled "1"/"0", childrenNodes) and per-brand flag overrides. Nodes of features not ' +
    'built yet hide their entry whatever their value, until their feature area wires them: ' +
    Object.entries(NODES_OWNED_ELSEWHERE)
      .map(([modId, area]) => `${modId} (${area})`)
      .join(', ') +
    '.',
  type: 'object',
  properties: {
    tree: { type: 'array', items: { $ref: '#/$defs/node' }, minItems: 1 },
    flags: {
      type: 'object',
      propertyNames: modId,
      additionalProperties: enabled,
    },
  },
  required: ['tree', 'flags'],
  additionalProperties: false,
  $defs: {
    node: {
      type: 'object',
      properties: {
        modId,
        enabled,
        childrenNodes: { type: 'array', items: { $ref: '#/$defs/node' } },
      },
      required: ['modId', 'enabled'],
      additionalProperties: false,
    },
  },
};
