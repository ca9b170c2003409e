import { buildApp } from './app';
import { configFromEnv, FORMER_PGLITE_DIR } from './config';
import { refusePgliteFolder } from './db/embedded';
import { openShopDatabase } from './db/shop-database';
import { DEMO_CUSTOMER, loadDemoData } from './seed/demo';
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
  const firstOperator = await services.operators.ensureFirst(config.operatorUsername, config.operatorPassword);
  const app = await buildApp({ db, config }, { level: process.env.LOG_LEVEL ?? 'warn' });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`SnapMall is running at ${address.replace('127.0.0.1', 'localhost')}/  (database: ${database.description})`);
  if (config.loadDemoData) {
    const { username, password, paypassword } = DEMO_CUSTOMER;
    console.log(`Demo login: ${username} / ${password}  (withdrawal password ${paypassword}); or register a new account.`);
  }
  if (firstOperator?.password) {
    console.log(`Operator created: ${firstOperator.username} / ${firstOperator.password}  (shown once; set OPERATOR_PASSWORD to choose it)`);
  } else if (firstOperator) {
    console.log(`Operator created: ${firstOperator.username}, with the password in OPERATOR_PASSWORD.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
