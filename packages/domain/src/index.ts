/**
 * @playdeck/domain: the product's fixed vocabularies, one home each, as `as const` lists with their union types. No
 * dependencies and no side effects, so the site, the servers and the config tooling all import it; brand-specific
 * choices (which vendors, which member type numbers, which contract types are enabled) stay in brand config.
 */
export * from './contracts.ts';
export * from './demoVendors.ts';
export * from './games.ts';
export * from './launch.ts';
export * from './ledger.ts';
export * from './members.ts';
export * from './theme.ts';
