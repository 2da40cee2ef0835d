// The architecture's walls (shared DESIGN.md, docs/decisions/2026-11-23-module-walls.md),
// checked by `npm run walls` in `npm test`. Which module writes which table is
// checked by apps/server/scripts/table-owners.ts, which reads the SQL calls.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-its-index',
      comment:
        'A server module uses another module only through its index.ts (its service, its types, its wiring), never its repo or internals.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'checkout-knows-no-promotion',
      comment:
        "A promotion takes part in a purchase only by registering in checkout's registry (line kinds, offer modifiers, order expansions, discounts): checkout imports none of them, nor the modules that call its funnel, types included (docs/architecture.md, Line kinds).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/checkout/' },
      to: {
        path: '^apps/server/src/modules/(flash|combination|gifts|new-customer|welfare|groupbuy|promotion|wheel|zones|cart|order|payment)/',
      },
    },
    {
      name: 'sql-only-in-repos',
      comment:
        "A module's SQL lives in its repo files (repo.ts, admin-repo.ts, <topic>-repo.ts): services decide, repos query (shared DESIGN.md, request flow). Tests are excluded below and may seed tables directly. apps/server/src/demo/ is outside this rule on purpose: the demo data writes many areas' rows in one pass at start-up and is not part of any request's flow.",
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/[^/]+/[^/]*repo[^/]*\\.ts$'],
      },
      to: { path: ['^node_modules/drizzle-orm/', '^apps/server/src/db/schema/'] },
    },
    {
      name: 'lower-layers-know-no-modules',
      comment: 'http/, platform/ and db/ serve the modules and never import them.',
      severity: 'error',
      from: { path: '^apps/server/src/(http|platform|db)/' },
      to: { path: '^apps/server/src/(modules|demo)/' },
    },
    {
      name: 'modules-know-no-demo',
      comment:
        'The demo data sits above the modules (it is written with their help); no module depends on it.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'demo-through-module-index',
      comment: 'The demo data uses a module only through its index.ts, as other modules do.',
      severity: 'error',
      from: { path: '^apps/server/src/demo/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-module-cycles',
      comment:
        'Module dependencies form a tree; a cycle is broken with a function port passed in at wiring time.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-stand-alone',
      comment:
        'Web features do not import each other; shared code lives in components/, api/ or lib/.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: {
        path: '^apps/(web|admin)/src/features/',
        pathNot: '^apps/$1/src/features/$2/',
      },
    },
    {
      name: 'shared-code-knows-no-features',
      comment: 'components/, api/ and lib/ are below the features.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/(components|api|lib)/' },
      to: { path: '^apps/(web|admin)/src/(features|routes)/' },
    },
    {
      name: 'front-ends-import-no-server-code',
      comment:
        'The shop and the console talk to the server over HTTP; they share only domain and contract.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'front-ends-take-only-types-from-the-contract',
      comment:
        "The contract's schemas carry zod: the shop and the console import its types only, so none of it lands in a page's download.",
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^packages/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'front-ends-do-not-share-source',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/admin/' },
    },
    {
      name: 'domain-and-contract-do-no-io',
      comment:
        'packages/domain and packages/contract are pure: no node built-ins, no database, no network; only zod and each other.',
      severity: 'error',
      from: { path: '^packages/(domain|contract)/' },
      to: {
        pathNot: ['^packages/(domain|contract)/', '^node_modules/zod/'],
      },
    },
    {
      name: 'domain-knows-no-contract',
      comment: 'The contract is built on the domain, not the other way round.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // drizzle-orm stays in the graph (unfollowed) so that sql-only-in-repos can see who imports it.
    exclude: {
      path: ['(^|/)dist/', '(^|/)node_modules/(?!drizzle-orm/)', '\\.test\\.tsx?$', '(^|/)test/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
