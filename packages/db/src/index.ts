/** The shared database package: the adapter (client.ts) and the migrator (migrate.ts). */
export * from './client.ts';
export * from './migrate.ts';
