import { api } from '@snapmall/shared';

/**
 * The shared API slice with this remote's cache tags. A bet changes the customer's points and today's stake
 * ('LotteryCurrent', 'LotteryLimit', and 'User', which the shell keeps subscribed for "me"), and their bets.
 */
export const lotteryApi = api.enhanceEndpoints({ addTagTypes: ['LotteryCurrent', 'LotteryBets', 'LotteryLimit', 'LotteryDraws'] });

/** What a bet invalidates, whether it was taken or refused (a refusal may mean the page's view was stale). */
export const BET_TAGS = ['LotteryCurrent', 'LotteryBets', 'LotteryLimit', 'User'] as const;

/** What the customer reads when a bet got no answer (the kit's describeFailure keeps its request id then). */
export const NO_ANSWER = 'lottery.error.noAnswer';
