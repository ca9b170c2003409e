/**
 * The import boundaries of the house, checked by `npm run lint` (dependency-cruiser resolves every import to a
 * file, relative or through a workspace package, so a crossing cannot hide behind a path). A test
 * (lint/boundaries.test.ts) crosses each boundary in a fixture tree and expects this to fail.
 */
const REMOTE = '(mf-[^/]+)';
const FEATURES = '((?:mf-[^/]+|shell)/src/features)';
/** The shop's own rooms in the shell: the console may not use them. */
const SHOP_ROOMS = '^shell/src/(app|layout|remotes|features|pwa)/';
/** The console's top (its app and entry), composing everything below it. */
const CONSOLE_TOP = '^shell/src/admin/(app/|bootstrap\\.tsx$|index\\.ts$)';
/** The console's frame: its layout and menu, session, remote loading and the page table. */
const CONSOLE_FRAME = '^shell/src/admin/((layout|session|remotes)/|pages\\.ts$)';
/** The console's base, under every page: links, paths and page types (routing/), and what pages share (common/). */
const CONSOLE_BASE = '^shell/src/admin/(routing|common)/';
/** Every other folder of the console is a page room (customers, content, releases, …). */
const CONSOLE_NOT_PAGE = '^shell/src/admin/(app|layout|session|remotes|routing|common)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of files has no order to read, build or test it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-remote',
      comment: 'A remote ships on its own schedule: it uses only @snapmall/shared, never another remote.',
      severity: 'error',
      from: { path: `^${REMOTE}/` },
      to: { path: '^mf-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-imports-host-or-server',
      comment: 'A remote knows the shell only through the route contract, and the server only through the API.',
      severity: 'error',
      from: { path: '^mf-[^/]+/' },
      to: { path: '^(shell|server)/' },
    },
    {
      name: 'host-imports-remote-or-server',
      comment: 'The shell loads remotes at run time from the registry, never at build time, and talks to the server over HTTP.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(mf-[^/]+|server)/' },
    },
    {
      name: 'server-imports-client',
      comment: 'The server shares only @snapmall/shared (the contract) with the pages it serves.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(shell|mf-[^/]+)/' },
    },
    {
      name: 'shared-imports-upward',
      comment: '@snapmall/shared sits below everything that loads it.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|mf-[^/]+|server|tests)/' },
    },
    {
      name: 'feature-imports-feature',
      comment: 'Features do not import each other: what two share goes lower (common/, the kit), the app composes them.',
      severity: 'error',
      from: { path: `^${FEATURES}/([^/]+)/` },
      to: { path: '^$1/[^/]+/', pathNot: '^$1/$2/' },
    },
    {
      name: 'shell-imports-upward',
      comment: 'The shell reads top-down: app → layout, remotes, features, pwa → routing, common → @snapmall/shared.',
      severity: 'error',
      from: { path: '^shell/src/(layout|remotes|features|pwa|routing|common|federation)/' },
      to: { path: '^shell/src/app/' },
    },
    {
      name: 'shell-room-imports-room',
      comment: "The shell's rooms do not reach into each other: the app composes them.",
      severity: 'error',
      from: { path: '^shell/src/(layout|remotes|features|pwa)/' },
      to: { path: '^shell/src/(layout|remotes|features|pwa)/', pathNot: '^shell/src/$1/' },
    },
    {
      name: 'shell-base-imports-room',
      comment: 'routing/, common/ and federation/ sit below every room of the shell, the console included.',
      severity: 'error',
      from: { path: '^shell/src/(routing|common|federation)/' },
      to: { path: '^shell/src/(app|layout|remotes|features|pwa|admin)/' },
    },
    {
      name: 'console-imports-shop',
      comment:
        "The console is a second app on the shell's base: it may use routing/, common/, federation/ and @snapmall/shared, never the shop's rooms.",
      severity: 'error',
      from: { path: '^shell/src/admin/' },
      to: { path: SHOP_ROOMS },
    },
    {
      name: 'shop-imports-console',
      comment: "The shop's pages hold no path to the console: operators' code never ships to customers.",
      severity: 'error',
      from: { path: '^shell/src/', pathNot: '^shell/src/admin/' },
      to: { path: '^shell/src/admin/' },
    },
    {
      name: 'console-imports-upward',
      comment: "The console reads top-down: its app → frame (layout, session, remotes, the page table) → page rooms → routing/, common/.",
      severity: 'error',
      from: { path: '^shell/src/admin/', pathNot: CONSOLE_TOP },
      to: { path: CONSOLE_TOP },
    },
    {
      name: 'console-page-imports-frame',
      comment: "A console page room is put in the frame by the page table; it does not reach back into the frame.",
      severity: 'error',
      from: { path: '^shell/src/admin/[^/]+/', pathNot: CONSOLE_NOT_PAGE },
      to: { path: CONSOLE_FRAME },
    },
    {
      name: 'console-page-imports-page',
      comment: 'Console page rooms do not import each other: what two share goes down into common/.',
      severity: 'error',
      from: { path: '^shell/src/admin/([^/]+)/', pathNot: CONSOLE_NOT_PAGE },
      to: { path: '^shell/src/admin/[^/]+/', pathNot: '^shell/src/admin/($1|app|layout|session|remotes|routing|common)/' },
    },
    {
      name: 'console-base-imports-above',
      comment: "The console's routing/ and common/ sit below every other part of it.",
      severity: 'error',
      from: { path: CONSOLE_BASE },
      to: { path: '^shell/src/admin/', pathNot: CONSOLE_BASE },
    },
    {
      name: 'module-reaches-into-module',
      comment: 'A server module uses another only through its service; its repository, routes and SQL are its own.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/($1/|[^/]+/service\\.ts$)' },
    },
    {
      name: 'repository-outside-its-module',
      comment: "Only a module's own files read its tables (repository.ts and any <concern>-repository.ts); the HTTP layer, jobs and commands go through services.",
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repository' },
    },
    {
      name: 'routes-outside-the-app',
      comment: 'Route files are registered by the app (server/src/app.ts) and imported by nothing else.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/(modules/|app\\.ts$)' },
      to: { path: '^server/src/modules/[^/]+/[^/]*routes\\.ts$' },
    },
    {
      name: 'domain-imports-http',
      comment: 'Services and repositories know nothing of HTTP: domain errors live in src/domain, mapped to HTTP in one place.',
      severity: 'error',
      from: { path: '^server/src/(modules|domain)/', pathNot: 'routes\\.ts$' },
      to: { path: '^server/src/http/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-mock)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
