// Who may import whom (docs/architecture.md draws it). `npm test` runs this check; a new
// circle of files or an import across the lines below fails it.

/** The api's shared core: every feature may use it, and it uses no feature. */
const API_CORE =
  '^packages/api/src/(access/|security/|shared/|mail/|trpc\\.ts$|context\\.ts$|errors\\.ts$)';
/** A feature's queries and formats: below its procedures, so they never import one. */
const API_LOWER = '^packages/api/src/[^/]+/(data|list-engine|exports)/';
/** A feature's descriptions (its kinds, input schemas, outputs): types and schemas only, so any layer may read them. */
const API_DESCRIPTIONS = '^packages/api/src/[^/]+/(kind|schemas|outputs)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of files has no first file to read or test: move the piece both need into a file of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'The domain is pure rules: no database, api, interface or app.',
      from: { path: '^packages/domain/' },
      // The second pattern catches a workspace package the domain does not even depend on.
      to: { path: ['^(packages/(db|api|ui|client)|apps)/', '^@portal/'] },
    },
    {
      name: 'db-imports-only-domain',
      severity: 'error',
      comment: 'The database package sits below the api and the apps.',
      from: { path: '^packages/db/' },
      to: { path: ['^(packages/(api|ui|client)|apps)/', '^@portal/(api|ui|client|server|web)'] },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'Apps are the top: nothing in packages/ imports one.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'portal-and-client-take-only-types-from-api',
      severity: 'error',
      comment:
        "The portal and the typed client run outside the server: they may name the api's types, never run its code.",
      from: { path: '^(apps/portal|packages/client)/' },
      to: { path: '^packages/(api|db)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-core-uses-no-feature',
      severity: 'error',
      comment:
        'The tRPC core, access, security, shared helpers and mail are used by the features, never the other way.',
      from: { path: API_CORE },
      to: { path: '^packages/api/src/', pathNot: API_CORE },
    },
    {
      name: 'api-features-meet-through-their-entry',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's index.ts, so its insides can move freely.",
      from: { path: '^packages/api/src/([^/]+)/', pathNot: API_CORE },
      to: {
        path: '^packages/api/src/[^/]+/',
        pathNot: [`${API_CORE}`, '^packages/api/src/$1/', '^packages/api/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-queries-import-no-procedure',
      severity: 'error',
      comment:
        "A feature's queries, list engine and export formats sit below its procedures and never import one.",
      from: { path: API_LOWER },
      to: { path: '^packages/api/src/', pathNot: [API_LOWER, API_CORE, API_DESCRIPTIONS] },
    },
    {
      name: 'api-entry-is-for-outside',
      severity: 'error',
      comment:
        "The api's entries (index.ts, root.ts, the subpath entries) are for its users, not its own files.",
      from: { path: '^packages/api/src/', pathNot: '^packages/api/src/index\\.ts$' },
      to: { path: '^packages/api/src/(index|root)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
