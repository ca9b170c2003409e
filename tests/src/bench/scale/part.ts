import type { Queryable } from 'server/src/db/database';
import type { TestServer } from 'server/test/helpers';

/**
 * One domain's share of the scale bench (issue 18, `tests/src/bench/scale.ts`): how it grows a customer's history
 * and the table around it, and the calls whose cost must not grow with it. scale.ts runs every part on one
 * server, small first, then large, so each call is measured with every other table grown too.
 */
export interface ScaleContext {
  server: TestServer;
  /** The customer whose history grows. */
  customer: { id: number; token: string };
  /** An operator, for the admin lists. */
  operator: { token: string };
}

export interface ScaleCall {
  /** As printed: the route and what it asks, e.g. 'buylog page 1' or 'admin deposit/list pending'. */
  name: string;
  url: string;
  body: Record<string, unknown>;
  as: 'customer' | 'operator';
  /**
   * The repository call(s) the route sends, run against an explaining Queryable (server/test/support/plans.ts
   * `plansOf`) at the large size: the bench prints each plan's scans.
   */
  explain: (q: Queryable, ctx: ScaleContext) => Promise<unknown>;
  /**
   * A page past the first (page 100): the name of the same list's page 1 in this part. Page 100 is empty at the
   * small size, so its own small figure is an empty answer's; it is judged against page 1's at the small size
   * instead (a full page of a short history), which is what any page at size must stay within.
   */
  deep?: string;
}

export interface ScalePart {
  name: string;
  /** What "small" and "large" mean for this part, as printed, e.g. '10 orders' / '50,000 orders + 1,000,000 others'. */
  sizes: { small: string; large: string };
  /** Once, before anything grows (a game, goods, a second customer …). */
  setUp(ctx: ScaleContext): Promise<void>;
  /** Grows to the size (small, then large: from where small left off), then VACUUM ANALYZEs what it grew. */
  grow(ctx: ScaleContext, size: 'small' | 'large'): Promise<void>;
  calls: ScaleCall[];
}
