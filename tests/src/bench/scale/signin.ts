import type { Queryable } from 'server/src/db/database';
import * as repo from 'server/src/modules/signin/repository';
import { growQuietly, otherCustomers } from './others';
import type { ScalePart } from './part';

/**
 * The sign-in calendar (issue 18): this month's and a past month's, at 10 sign-ins of the customer and at 50,000
 * (one a day back from yesterday) among 1,000,000 of a thousand others.
 */
const SIGNINS = { small: 10, large: 50_000 };
const OTHERS = 1_000;
/** Days each other customer has signed in on, at each size. */
const OTHER_DAYS = { small: 1, large: 1_000 };
let others: number[] = [];
const grown = { customer: 0, others: 0 };
const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 7);

/** Sign-ins of each customer on the days from-th … to-th before today, each day's streak as if unbroken. */
export async function growSignIns(db: Queryable, users: number[], from: number, to: number) {
  await db.query(
    `INSERT INTO signins (user_id, day, points, streak)
     SELECT u, current_date - i, 1 + i % 7, 1 + ($3 - i) FROM unnest($1::int[]) AS u, generate_series($2::int, $3::int) AS i`,
    [users, from, to],
  );
}

export const signInPart: ScalePart = {
  name: 'sign-in',
  sizes: { small: '10 sign-ins', large: '50,000 sign-ins + 1,000,000 others\'' },
  async setUp(ctx) {
    others = await otherCustomers(ctx.server, 'signin-other-', OTHERS);
  },
  async grow(ctx, size) {
    await growQuietly(ctx.server, 'signins', async () => {
      await growSignIns(ctx.server.db, [ctx.customer.id], grown.customer + 1, SIGNINS[size]);
      await growSignIns(ctx.server.db, others, grown.others + 1, OTHER_DAYS[size]);
    });
    grown.customer = SIGNINS[size];
    grown.others = OTHER_DAYS[size];
  },
  calls: [
    { name: 'signinlog this month', url: '/api/user/signinlog', body: {}, as: 'customer', explain: (q, ctx) => repo.monthOf(q, ctx.customer.id, undefined, ctx.server.config.shopTimeZone) },
    {
      name: 'signinlog a year ago',
      url: '/api/user/signinlog',
      body: { month: lastYear },
      as: 'customer',
      explain: (q, ctx) => repo.monthOf(q, ctx.customer.id, lastYear, ctx.server.config.shopTimeZone),
    },
  ],
};
