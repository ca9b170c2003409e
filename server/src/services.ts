import type { AppDeps } from './app-types';
import type { Guards } from './http/guards';
import { AccountService } from './modules/account/service';
import { BankService } from './modules/bank/service';
import { ReviewService } from './modules/bank/review';
import { CardReveal } from './modules/bank/card-reveal';
import { AdjustmentService } from './modules/ledger/adjustments';
import { ApprovalService } from './modules/approvals/service';
import { LedgerService } from './modules/ledger/service';
import { MessageService } from './modules/messages/service';
import { OperatorService } from './modules/operators/service';
import { BuyService } from './modules/orders/buy';
import { OrderService } from './modules/orders/service';
import { CatalogueService } from './modules/shopping/service';
import { VipService } from './modules/vip/service';
import { VipUpgradeService } from './modules/vip/upgrade';
import { LotteryAdminService } from './modules/lottery/admin';
import { LotteryService } from './modules/lottery/service';
import { DrawService } from './modules/lottery/settlement';
import { loadSeedKey } from './modules/lottery/seed-key';
import { SeedVault } from './modules/lottery/seed-vault';
import { Seeds } from './modules/lottery/seeds';
import { ConfigService } from './modules/settings/service';
import { SignInService } from './modules/signin/service';
import { ContentService } from './modules/notices/contents';
import { NoticeService } from './modules/notices/service';
import { ReleaseService } from './modules/releases/service';
import { ReleaseTelemetry } from './modules/releases/telemetry';
import { VitalsService } from './modules/vitals/service';
import { CustomerDirectory } from './modules/account/customers';
import { BankAdminLists } from './modules/bank/admin-lists';
import { ConsoleCustomers } from './modules/console/customers';
import { Dashboard } from './modules/console/dashboard';
import { LedgerConsole } from './modules/ledger/console';
import { AuditSearch } from './modules/operators/audit-search';
import { AuditChain } from './modules/operators/audit-verify';
import { OrderAdminLists } from './modules/orders/admin-lists';
import { SignInHistory } from './modules/signin/history';

/**
 * Every domain service, made once per app — the one composition of the server, used by the app, the buy engine's
 * thread, the operator's command line and the tests. A module reaches another only through these services (money
 * only through the ledger's), so the dependencies are visible here: vip → operators; account → ledger, vip;
 * bank → account, ledger; review → ledger, messages, operators, account; card reveal → operators; adjustments → ledger, account, operators;
 * catalogue → account, operators; buys and orders → ledger, account, catalogue, messages (orders also operators);
 * vip upgrades → ledger, account, messages; settings → vip, operators, releases (the live routes a tab may open);
 * sign-in → ledger, account, settings;
 * release telemetry → operators (the canary judge's audit records and messages), vitals (the judge's p75s);
 * vitals → release telemetry (its trust rules: which clients' samples count, issue 27);
 * releases → operators (the release store of issue 17: deploy rights, and every publish and channel change audited),
 * account (the smoke runner's customer, issue 25);
 * the operator console (issue 19): bank and order lists → account (usernames), orders' also → catalogue; customers →
 * vip; console customers → customers, ledger, bank, lottery, messages, sign-ins, the lists; dashboard → the lists,
 * ledger, customers; approvals (issue 26: maker–checker) → ledger, adjustments, review, operators, account.
 */
export function createServices({ db, config }: AppDeps) {
  const ledger = new LedgerService(db);
  const messages = new MessageService(db);
  const operators = new OperatorService(db, { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes }, config.operatorIdleMinutes, config.operatorMfa);
  const vip = new VipService(db, operators);
  const accounts = new AccountService(db, config, ledger, vip);
  const catalogue = new CatalogueService(db, accounts, operators);
  const releases = new ReleaseService(db, operators, config, accounts);
  const settings = new ConfigService(db, vip, operators, config.shopTimeZone, () => releases.liveRoutes());
  const bank = new BankService(db, config, ledger, accounts);
  // The seed key is read on first use: a command that never touches the lottery needs none.
  const seeds = new Seeds(db, new SeedVault(() => loadSeedKey(config)));
  const lottery = new LotteryService(db, config, ledger, seeds);
  const customers = new CustomerDirectory(db, vip);
  const ledgerConsole = new LedgerConsole(db);
  const bankLists = new BankAdminLists(db, accounts);
  const orderLists = new OrderAdminLists(db, config, accounts, catalogue);
  const signIns = new SignInHistory(db);
  const review = new ReviewService(db, ledger, messages, operators, accounts);
  const adjustments = new AdjustmentService(db, ledger, accounts, operators);
  // Each needs the other: the vitals count under the telemetry's rules, the judge reads the vitals (called late, so
  // the first is made before the second exists).
  const vitals: VitalsService = new VitalsService(db, (client, preview, address, releases) => releaseTelemetry.admit(client, preview, address, releases));
  const releaseTelemetry = new ReleaseTelemetry(db, operators, config, (remote, versions, metrics, minutes) => vitals.windowHistograms(remote, versions, metrics, minutes));
  return {
    db,
    config,
    ledger,
    messages,
    operators,
    accounts,
    bank,
    review,
    cardReveal: new CardReveal(db, operators),
    adjustments,
    approvals: new ApprovalService(db, ledger, adjustments, review, operators, accounts),
    catalogue,
    buys: new BuyService(db, config, ledger, accounts, catalogue, messages, config.coalesceBuys, config.buyThread),
    orders: new OrderService(db, config, ledger, accounts, catalogue, messages, operators),
    vip,
    vipUpgrades: new VipUpgradeService(ledger, accounts, messages),
    settings,
    signIn: new SignInService(db, config, ledger, accounts, settings),
    notices: new NoticeService(db, operators, config.avatarHosts),
    contents: new ContentService(db, operators, config.avatarHosts),
    lottery,
    lotteryAdmin: new LotteryAdminService(db, operators, seeds),
    draws: new DrawService(db, ledger, messages, seeds),
    releases,
    releaseTelemetry,
    vitals,
    customers,
    ledgerConsole,
    bankLists,
    orderLists,
    signIns,
    auditSearch: new AuditSearch(db),
    auditChain: new AuditChain(db),
    consoleCustomers: new ConsoleCustomers({ directory: customers, ledgerConsole, bank, bankLists, orderLists, lottery, messages, signIns }),
    dashboard: new Dashboard(bankLists, orderLists, ledgerConsole, customers),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What a route file is given: the services and guards it names, and nothing else (`RouteDeps<'bank' | 'guarded'>`). */
export type RouteDeps<K extends keyof (Services & Guards)> = Pick<Services & Guards, K>;
