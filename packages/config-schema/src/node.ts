/**
 * Node-only API of @playdeck/config-schema (`@playdeck/config-schema/node`): loading brands from disk, compiling
 * registration validators (standalone source for the browser, in-process for the server), and generating the static
 * validators. Never import this from browser code: it reads files and compiles code with `new Function`.
 */
export {
  loadBrands,
  type LoadedBrand,
  type LoadOptions,
  type LoadResult,
  type PlatformConfig,
} from './node/loadBrands';
export {
  buildStandaloneModules,
  compileRegistrationModuleSource,
  compileRegistrationValidatorSource,
  createRegistrationValidator,
  makeSelfContained,
} from './node/standalone';
export { createAjv, ANNOTATION_KEYWORDS } from './node/ajv';
export { runValidate } from './cli/validate';
