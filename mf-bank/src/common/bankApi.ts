import { api, type Language } from '@snapmall/shared';
import type { ReviewStatus } from '@snapmall/shared/contract';

/**
 * The shared API slice with this remote's cache tags: a money-moving call invalidates what it changed (the
 * card, the rules, a record list, the statement, and the user's balance in 'User').
 */
export const bankApi = api.enhanceEndpoints({ addTagTypes: ['BankCard', 'WithdrawRules', 'Deposits', 'Withdrawals', 'MoneyLog'] });

/** What the user reads when a deposit or withdrawal got no answer (the kit keeps its request id then). */
export const NO_ANSWER = 'bank.error.noAnswer';

/** A record list's filter; lang is part of the cache key because names come in the request's language. */
export interface ReviewListArg {
  status?: ReviewStatus;
  lang: Language;
}

/** A deposit or withdrawal list's body beside its page: the status only when filtered (lang is the cache key's). */
export const reviewFilter = <Arg extends ReviewListArg>({ status }: Arg) => (status === undefined ? {} : { status });
