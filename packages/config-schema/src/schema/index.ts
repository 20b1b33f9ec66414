/**
 * The config schemas (JSON Schema draft 2020-12) and their `$id`s. Browser-safe.
 */
import { brandSchema } from './brand';
import { contentSchema } from './content';
import { registerSettingsSchema } from './register';
import { vendorsSchema } from './vendors';
import { whitelabelSchema } from './whitelabel';
import { defsSchema, type JsonSchema } from './common';

export { brandSchema, contentSchema, defsSchema, registerSettingsSchema, vendorsSchema, whitelabelSchema };
export * from './common';
export { BANNER_GROUPS, CONTENT_FILES } from './content';
export { MAX_FIELD_LENGTH, REGISTER_FIELDS } from './register';
export { COLOR_VALUE_PATTERN } from './theme';
export { ROUTE_IDS } from './vendors';

/** Every static schema, referenced by `$id` from the brand schema. */
export const allSchemas: readonly JsonSchema[] = [
  defsSchema,
  whitelabelSchema,
  registerSettingsSchema,
  vendorsSchema,
  contentSchema,
  brandSchema,
];

/**
 * The standalone validators generated into `src/generated/`: file name (without `.js`), export name, schema.
 * `scripts/build-validators.ts` writes them; the drift test regenerates and compares.
 */
export const standaloneTargets: readonly {
  file: string;
  exportName: string;
  typeName: string;
  schema: JsonSchema;
}[] = [
  { file: 'brand', exportName: 'validateBrand', typeName: 'BrandConfig', schema: brandSchema },
  {
    file: 'whitelabel',
    exportName: 'validateWhitelabel',
    typeName: 'WhitelabelConfig',
    schema: whitelabelSchema,
  },
  {
    file: 'register-settings',
    exportName: 'validateRegisterSettings',
    typeName: 'RegisterSettings',
    schema: registerSettingsSchema,
  },
  { file: 'vendors', exportName: 'validateVendors', typeName: 'VendorsConfig', schema: vendorsSchema },
  { file: 'content', exportName: 'validateContent', typeName: 'ContentConfig', schema: contentSchema },
];
