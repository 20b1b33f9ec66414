/**
 * Import rules checked by `npm run lint` (dependency-cruiser, https://github.com/sverweij/dependency-cruiser):
 * - no import cycle anywhere in the workspace (a type-only import is erased at build time and does not count);
 * - the server's layers (docs/architecture.md "Server"): `apps/server/src/http/` (routes, hooks, the request-facing
 *   parts), `apps/server/src/domain/` (services, stores, engines: they take plain values, never a Fastify request)
 *   and `apps/server/src/infra/` (database, short-lived store, config loading, providers, shared primitives).
 *   domain never imports http; infra imports neither domain nor http. Tests are outside the rule (they drive the app);
 * - the packages never import the apps.
 */
/** Test files and the test harness: they build the whole app, so they may import any layer. */
const TESTS = '\\.test\\.tsx?$|^apps/server/src/test/';

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
        'A service, store or engine (apps/server/src/domain) imports the HTTP layer: take plain values (Caller, ids, bodies) from the route instead.',
      from: { path: '^apps/server/src/domain/', pathNot: TESTS },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'server-infra-not-into-domain-or-http',
      severity: 'error',
      comment:
        'An infrastructure module (apps/server/src/infra) imports a domain or HTTP module: move the shared piece down into infra, or the caller up.',
      from: { path: '^apps/server/src/infra/', pathNot: TESTS },
      to: { path: '^apps/server/src/(domain|http)/' },
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
