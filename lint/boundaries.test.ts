import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run lint` checks the house's import boundaries with dependency-cruiser (.dependency-cruiser.cjs). The
 * fixture tree below has the repository's layout and crosses each boundary once: the check must name every
 * crossing, and nothing else.
 */
const ROOT = path.resolve(__dirname, '..');
const FIXTURES = path.join(__dirname, 'fixtures');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

const BIN = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const TREES = ['mf-bank', 'mf-shopping', 'shell', 'shared', 'server'];

/** Runs the check as `npm run lint` does (its `err` output sets the exit code), and again for the details. */
async function cruise(): Promise<{ exitCode: number; violations: Violation[] }> {
  const run = (type: string) =>
    promisify(execFile)(process.execPath, [BIN, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', type, ...TREES], {
      cwd: FIXTURES,
      maxBuffer: 10 * 1024 * 1024,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
  const [lint, details] = await Promise.all([run('err'), run('json')]);
  return { exitCode: lint.code, violations: (JSON.parse(details.stdout) as { summary: { violations: Violation[] } }).summary.violations };
}

let result: Awaited<ReturnType<typeof cruise>>;
beforeAll(async () => {
  result = await cruise();
}, 60_000);

const crossing = (rule: string) => result.violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

it('fails the lint when a boundary is crossed', () => {
  expect(result.exitCode).not.toBe(0);
});

it('refuses a remote importing another remote, the shell or the server', () => {
  expect(crossing('remote-imports-remote')).toEqual(['mf-bank/src/features/deposit/DepositPage.ts → mf-shopping/src/routes.ts']);
  expect(crossing('remote-imports-host-or-server')).toEqual(['mf-bank/src/features/deposit/DepositPage.ts → shell/src/features/home/HomePage.ts']);
});

it('refuses a feature importing another feature, in a remote and in the shell', () => {
  expect(crossing('feature-imports-feature').sort()).toEqual([
    'mf-bank/src/features/deposit/DepositPage.ts → mf-bank/src/features/withdraw/WithdrawPage.ts',
    'shell/src/features/home/HomePage.ts → shell/src/features/notice/NoticePage.ts',
  ]);
});

it("refuses the shell's rooms importing upward, sideways, or from below", () => {
  expect(crossing('shell-imports-upward')).toEqual(['shell/src/layout/Layout.ts → shell/src/app/routes.ts']);
  expect(crossing('shell-room-imports-room')).toEqual(['shell/src/layout/Layout.ts → shell/src/features/notice/NoticePage.ts']);
  expect(crossing('shell-base-imports-room').sort()).toEqual([
    'shell/src/federation/federation.ts → shell/src/remotes/registry.ts',
    'shell/src/routing/RoutePage.ts → shell/src/layout/Layout.ts',
  ]);
});

it("keeps the console and the shop apart: neither imports the other's rooms", () => {
  expect(crossing('console-imports-shop')).toEqual(['shell/src/admin/content/ChromePreview.ts → shell/src/features/home/HomePage.ts']);
  expect(crossing('shop-imports-console')).toEqual(['shell/src/pwa/Install.ts → shell/src/admin/app/Console.ts']);
});

it("refuses the console's parts importing upward, a page room reaching into the frame or another page room", () => {
  expect(crossing('console-imports-upward')).toEqual(['shell/src/admin/layout/ConsoleLayout.ts → shell/src/admin/app/Console.ts']);
  expect(crossing('console-page-imports-frame')).toEqual(['shell/src/admin/customers/CustomersPage.ts → shell/src/admin/layout/ConsoleLayout.ts']);
  expect(crossing('console-page-imports-page')).toEqual(['shell/src/admin/content/ChromePreview.ts → shell/src/admin/customers/CustomersPage.ts']);
  expect(crossing('console-base-imports-above')).toEqual(['shell/src/admin/routing/ConsoleLink.ts → shell/src/admin/customers/CustomersPage.ts']);
});

it('refuses the shell importing a remote or the server, and the server importing client code', () => {
  expect(crossing('host-imports-remote-or-server')).toEqual(['shell/src/app/routes.ts → mf-shopping/src/routes.ts']);
  expect(crossing('server-imports-client')).toEqual(['server/src/ops/cli.ts → shell/src/features/notice/NoticePage.ts']);
});

it('refuses @snapmall/shared importing what sits above it', () => {
  expect(crossing('shared-imports-upward')).toEqual(['shared/src/index.ts → shell/src/features/home/HomePage.ts']);
});

it("refuses a server module reaching past another's service, and HTTP in the domain", () => {
  expect(crossing('module-reaches-into-module')).toEqual(['server/src/modules/orders/service.ts → server/src/modules/bank/repository.ts']);
  expect(crossing('repository-outside-its-module').sort()).toEqual([
    'server/src/http/auth.ts → server/src/modules/bank/cards-repository.ts',
    'server/src/http/auth.ts → server/src/modules/bank/repository.ts',
  ]);
  expect(crossing('routes-outside-the-app')).toEqual(['server/src/ops/cli.ts → server/src/modules/bank/routes.ts']);
  expect(crossing('domain-imports-http')).toEqual(['server/src/modules/bank/service.ts → server/src/http/errors.ts']);
});

it('refuses a circle of files', () => {
  expect(crossing('no-circular').length).toBeGreaterThan(0);
  expect(crossing('no-circular').every((c) => c.startsWith('server/src/modules/orders/buy'))).toBe(true);
});

it('names nothing that crosses no boundary', () => {
  // orders' service importing bank's service, bank's routes importing its own service: allowed.
  // A console page importing its common/ and the shell's federation/: allowed.
  const allowed = [
    'server/src/modules/orders/service.ts → server/src/modules/bank/service.ts',
    'server/src/modules/bank/routes.ts → server/src/modules/bank/service.ts',
    'shell/src/admin/customers/CustomersPage.ts → shell/src/admin/common/Tabs.ts',
    'shell/src/admin/customers/CustomersPage.ts → shell/src/federation/federation.ts',
  ];
  expect(result.violations.map((v) => `${v.from} → ${v.to}`)).toEqual(expect.not.arrayContaining(allowed));
  expect(result.violations).toHaveLength(23); // the crossings named above, one each, and the circle
});
