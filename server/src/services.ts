import type { AppDeps } from './app-types';
import { requireUser } from './http/auth';
import { AccountService } from './modules/account/service';
import { BankService } from './modules/bank/service';
import { ReviewService } from './modules/bank/review';
import { AdjustmentService } from './modules/ledger/adjustments';
import { LedgerService } from './modules/ledger/service';
import { MessageService } from './modules/messages/service';
import { requireOperator } from './modules/operators/auth';
import { OperatorService } from './modules/operators/service';
import { BuyService } from './modules/orders/buy';
import { OrderService } from './modules/orders/service';
import { CatalogueService } from './modules/shopping/service';
import { VipService } from './modules/vip/service';
import { LotteryAdminService } from './modules/lottery/admin';
import { LotteryService } from './modules/lottery/service';
import { DrawService } from './modules/lottery/settlement';
import { ConfigService } from './modules/settings/service';
import { SignInService } from './modules/signin/service';
import { ContentService } from './modules/notices/contents';
import { NoticeService } from './modules/notices/service';

/**
 * Every domain service, made once per app. A module reaches another only through these services (money only
 * through the ledger's), so the dependencies are visible here: account → ledger; bank → account, ledger, messages;
 * review and adjustments → ledger, messages, operators;
 * buys and orders → ledger, accounts, catalogue, messages (orders also operators); vip → ledger, accounts, messages, operators.
 */
export function createServices({ db, config }: AppDeps) {
  const ledger = new LedgerService(db);
  const messages = new MessageService(db);
  const operators = new OperatorService(db);
  const accounts = new AccountService(db, config, ledger);
  const catalogue = new CatalogueService(db, accounts, operators);
  const vip = new VipService(db, ledger, accounts, messages, operators);
  const settings = new ConfigService(db, vip, operators, config.shopTimeZone);
  return {
    db,
    config,
    ledger,
    messages,
    operators,
    accounts,
    bank: new BankService(db, config, ledger, accounts),
    review: new ReviewService(db, ledger, messages, operators),
    adjustments: new AdjustmentService(db, ledger, accounts, operators),
    catalogue,
    buys: new BuyService(db, config, ledger, accounts, catalogue, messages, config.coalesceBuys, config.buyThread),
    orders: new OrderService(db, config, ledger, accounts, catalogue, messages, operators),
    vip,
    settings,
    signIn: new SignInService(db, config, ledger, accounts, settings),
    notices: new NoticeService(db, operators),
    contents: new ContentService(db, operators),
    lottery: new LotteryService(db, config, ledger),
    lotteryAdmin: new LotteryAdminService(db, operators),
    draws: new DrawService(db, ledger, messages),
    /** Route options for customer calls: the customer's token, checked before the body is validated. */
    guarded: { preValidation: requireUser(db) },
    /** Route options for /api/admin/* calls: an operator's token. */
    operatorGuarded: { preValidation: requireOperator(operators) },
  };
}

export type Services = ReturnType<typeof createServices>;
