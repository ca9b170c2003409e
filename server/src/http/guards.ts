import type { AccountService } from '../modules/account/service';
import type { OperatorService } from '../modules/operators/service';
import { requireUser } from './auth';
import { requireOperator } from './operator-auth';

/** Route options that check who calls before the body is validated. */
export function createGuards({ accounts, operators }: { accounts: Pick<AccountService, 'session'>; operators: OperatorService }) {
  return {
    /** Route options for customer calls: the customer's token. */
    guarded: { preValidation: requireUser(accounts) },
    /** Route options for /api/admin/* calls: an operator's token. */
    operatorGuarded: { preValidation: requireOperator(operators) },
  };
}

export type Guards = ReturnType<typeof createGuards>;
