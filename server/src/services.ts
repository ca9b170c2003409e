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
import { CatalogueService } from './modules/shopping/service';

/**
 * Every domain service, made once per app. A module reaches another only through these services (money only
 * through the ledger's), so the dependencies are visible here: account → ledger; bank → account, ledger, messages;
 * review and adjustments → ledger, messages, operators.
 */
export function createServices({ db, config }: AppDeps) {
  const ledger = new LedgerService(db);
  const messages = new MessageService(db);
  const operators = new OperatorService(db);
  const accounts = new AccountService(db, config, ledger);
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
    catalogue: new CatalogueService(db, accounts, operators),
    /** Route options for customer calls: the customer's token, checked before the body is validated. */
    guarded: { preValidation: requireUser(db) },
    /** Route options for /api/admin/* calls: an operator's token. */
    operatorGuarded: { preValidation: requireOperator(operators) },
  };
}

export type Services = ReturnType<typeof createServices>;
