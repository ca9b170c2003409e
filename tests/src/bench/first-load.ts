// First load, federated against one plain bundle (issue 11): builds the shop's pages a second way — shell and every
// remote in ONE ordinary bundle, no federation (tests/one-bundle) — serves both builds with the real server and
// the demo data, and prints side by side the gzip JavaScript each page loads, each remoteEntry.js, and Lighthouse
// mobile figures, with the targets beside them. Figures are printed, never asserted: it exits non-zero only
// when something fails to run.
//   FIRST_LOAD_RUNS=n     Lighthouse runs per page and build, the median printed (default 3; 0 skips Lighthouse)
//   FIRST_LOAD_PAGES=a,b  only these pages (first-load-plan.ts names them: entry, home, login, … console, deposits)
//   FIRST_LOAD_BUILD=0    reuse the last one-bundle build
//   FIRST_LOAD_VERBOSE=1  list each page's scripts
//   FIRST_LOAD_REPORTS=d  keep every Lighthouse report in folder d (JSON, every performance audit run)
import { loadavg } from 'node:os';
import { withTestDatabase } from '../script-database';
import { startShop } from '../shop';
import { buildOneBundle, consoleSession, filledRoute, logIn, ONE_BUNDLE_REGISTRY, snapshotFederated } from './first-load-builds';
import { seconds } from './first-load-format';
import { CONSOLE_PAGES, FEDERATED_ROOT, ONE_BUNDLE_ROOT, PAGES, RUNS, SHOP_PAGES, type Build, type PageSpec } from './first-load-plan';
import { printLighthouse, printRemoteEntries, printScripts } from './first-load-report';
import { scriptsOf, type Scripts } from './first-load-scripts';
import { startLighthouse, type Figures } from './lighthouse';

async function main() {
  const started = Date.now();
  const loadBefore = loadavg();
  snapshotFederated();
  const federatedShop = await startShop(FEDERATED_ROOT);
  const oneShop = await buildOneBundle(federatedShop)
    .then(() => startShop(ONE_BUNDLE_ROOT, { registryFile: ONE_BUNDLE_REGISTRY }))
    .catch(async (error: unknown) => {
      await federatedShop.close();
      throw error;
    });
  const lighthouse = await startLighthouse().catch(async (error: unknown) => {
    await Promise.all([federatedShop.close(), oneShop.close()]);
    throw error;
  });
  try {
    const builds: Build[] = [
      { name: 'federated', shop: federatedShop, session: await logIn(federatedShop) },
      { name: 'one bundle', shop: oneShop, session: await logIn(oneShop) },
    ];
    const [federated, one] = builds as [Build, Build];
    const operator = CONSOLE_PAGES.length > 0 ? await consoleSession(federatedShop) : {};
    // Each page as each build opens it: its route with the demo's ids, the shop's page or the console's, its session.
    const routes = new Map<string, string>();
    for (const spec of PAGES) for (const build of builds) routes.set(`${spec.name}|${build.name}`, await filledRoute(spec, build));
    const visit = (spec: PageSpec, build: Build) => {
      const route = routes.get(`${spec.name}|${build.name}`)!;
      const url = spec.console ? `${build.shop.url}/admin/#${route}` : `${build.shop.url}/#${route}`;
      return { url, route, storage: !spec.session ? {} : spec.console ? operator : build.session };
    };

    // JavaScript per page, each build in a fresh browser context (one browser for both).
    const scripts = new Map<string, Scripts>();
    for (const spec of SHOP_PAGES) {
      for (const build of builds) scripts.set(`${spec.name}|${build.name}`, await scriptsOf(federatedShop, build, { ...spec, route: visit(spec, build).route }));
    }

    // Lighthouse, the builds interleaved run by run, so a busy moment of the machine does not fall on one build.
    const figures = new Map<string, Figures[]>();
    for (let i = 1; i <= RUNS; i++) {
      for (const spec of PAGES) {
        for (const build of spec.console ? [federated] : builds) {
          const runStarted = Date.now();
          const { url, storage } = visit(spec, build);
          const result = await lighthouse.run(url, storage);
          const key = `${spec.name}|${build.name}`;
          figures.set(key, [...(figures.get(key) ?? []), result]);
          console.error(
            `  lighthouse run ${i}/${RUNS} ${spec.name.padEnd(8)} ${build.name.padEnd(10)} score ${result.score}, ` +
              `LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(4)} ` +
              `(${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }

    printScripts(scripts, federated, one);
    printRemoteEntries();
    printLighthouse(lighthouse.version, figures, federated, one);
    const loadAfter = loadavg();
    console.log('');
    console.log(
      `Took ${((Date.now() - started) / 1000).toFixed(0)} s; machine load (1-minute average) ${loadBefore[0]!.toFixed(1)} at the start, ` +
        `${loadAfter[0]!.toFixed(1)} at the end, on ${(await import('node:os')).cpus().length} cores: figures from a busy machine are noisy.`,
    );
  } finally {
    await lighthouse.close();
    await Promise.all([federatedShop.close(), oneShop.close()]);
  }
}

void withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
