/**
 * Import rules checked by `npm run lint` (dependency-cruiser, https://github.com/sverweij/dependency-cruiser):
 * - no import cycle anywhere in the workspace (a type-only import is erased at build time and does not count);
 * - the server's layers: services, stores and engines (everything under apps/server/src but the HTTP layer: `http/`,
 *   `app.ts`, `main.ts`, the `routes.ts` modules and the few route-registering modules listed below) never import
 *   from `http/`, so they never see a Fastify request shape through it (docs/architecture.md "Server");
 * - the packages never import the apps.
 */
/** Server modules that register routes or hooks besides the `routes.ts` files: they belong to the HTTP layer. */
const HTTP_LAYER =
  '^apps/server/src/(http/|app\\.ts$|main\\.ts$|.*routes\\.ts$|.*\\.test\\.ts$|test/|testing/|member/bind\\.ts$|dev/inbox\\.ts$|system/health\\.ts$|system/pool\\.ts$|system/pressure\\.ts$|content/images\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part into its own module.',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'server-domain-not-into-http',
      severity: 'error',
      comment:
        'A service, store or engine imports the HTTP layer (apps/server/src/http): take plain values instead, and import errors from src/errors.ts.',
      from: { path: '^apps/server/src/', pathNot: HTTP_LAYER },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'packages-not-into-apps',
      severity: 'error',
      comment: 'A shared package imports an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|data)/|/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
