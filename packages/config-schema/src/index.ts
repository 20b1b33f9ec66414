/**
 * Browser-safe API of @playdeck/config-schema: schemas and types, the pattern registry and messages, registration
 * schemas and error messages, whitelabel helpers, visibility (`toFrontend`), merging and problem formatting, and the
 * precompiled validators. Nothing here imports Node modules or compiles code at run time (the site's CSP forbids
 * `unsafe-eval`). Node-only pieces (loadBrands, compilers) are in `@playdeck/config-schema/node`.
 */
export * from './types';
export * from './patterns';
export * from './messages';
export * from './registration';
export * from './whitelabel';
export * from './visibility';
export * from './merge';
export * from './problems';
export { checkBrandSemantics } from './semantic';
export * from './schema';
export {
  validateBrand,
  validateContent,
  validateRegisterSettings,
  validateVendors,
  validateWhitelabel,
} from './generated/validators.js';
