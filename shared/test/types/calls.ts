/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet the error it names, or the
 * typecheck fails ("Unused '@ts-expect-error' directive"). So this file proves that a client endpoint of a URL the
 * contract does not have, an answer read as another type, and a body of another shape fail to compile (issue 28).
 */
import { api } from '../../src/api/api';
import { callsOf } from '../../src/api/calls';

const probe = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      rules: call.query('/api/withdraw/rules'),
      withdraw: call.mutation('/api/withdraw/withdraw'),
    };
  },
});

api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // @ts-expect-error A URL that is not a call of the contract (a typo of /api/withdraw/rules).
      typo: call.query('/api/withdraw/rule'),
      // @ts-expect-error The page's argument made into a body the call does not take (the order's id is `id`).
      detail: call.query('/api/user/buylogdetail', { body: (orderId: number) => ({ order_id: orderId }) }),
    };
  },
});

declare const rules: typeof probe.endpoints.rules.Types.ResultType;
// @ts-expect-error The answer read as another type: per_day is a count (a number), not a decimal string.
export const perDay: string = rules.per_day;
export const feeRate: string = rules.fee_rate;

// @ts-expect-error A withdrawal's amount is a decimal string, not cents as a number.
export const sent = probe.endpoints.withdraw.initiate({ amount: 10000, paypassword: '123456', request_id: 'r' });
