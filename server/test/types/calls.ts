/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet the error it names, or the
 * typecheck fails ("Unused '@ts-expect-error' directive"). So this file proves that a route of a URL the contract
 * does not have, a body field the call does not take, and an answer of another shape fail to compile (issue 28).
 */
import type { AppInstance } from '../../src/app-types';
import { post } from '../../src/http/call';

export function routes(app: AppInstance) {
  // A URL that is not a call of the contract (a typo of /api/withdraw/withdraw).
  // @ts-expect-error Argument of type '"/api/withdraw/withdrawl"' is not assignable to parameter of type CallUrl.
  post(app, '/api/withdraw/withdrawl', {}, async (_req, reply) => reply.send());

  post(app, '/api/withdraw/withdraw', {}, async (req, reply) => {
    // A body field the call does not take.
    // @ts-expect-error Property 'amount_cents' does not exist on the withdrawal's body.
    void req.body.amount_cents;
    // An answer of another shape: a withdrawal's amount is a decimal string, not cents as a number.
    // @ts-expect-error Type 'number' is not assignable to type 'string'.
    return reply.ok({ id: 1, amount: 100, fee: '0.00', bank_name: 'x', card_no: '1', status: 0, reason: '', createtime: 0, reviewtime: 0 });
  });
}
