import type { Database } from '../../db/database';
import { COUNT_AHEAD } from '../../db/branch-page';
import { invalid, notFound } from '../../domain/errors';
import type { VipService } from '../vip/service';
import * as repo from './customers-repository';
import { findUserById, type UserRow } from './repository';

/** Customers one `customer` filter may stand for; a text that finds more is refused, to be typed out further. */
export const MAX_CUSTOMERS_PER_FILTER = 50;
const DAY_MS = 86_400_000;

/**
 * The customers as the operator console finds them (issue 19): a page of everyone newest first, or of what a text
 * finds (an id exactly, the start of a mobile number or username); the customers a list's `customer` filter names;
 * one customer's account; registrations per day for the dashboard.
 */
export class CustomerDirectory {
  constructor(
    private readonly db: Database,
    private readonly vip: VipService,
  ) {}

  /** A page, with how many there are counted up to COUNT_AHEAD past it (`more`: there are more than `total`). */
  async page(f: { q?: string; page: number; limit: number }): Promise<{ rows: repo.CustomerRow[]; total: number; more: boolean }> {
    const offset = (f.page - 1) * f.limit;
    const cap = offset + f.limit + COUNT_AHEAD;
    const { rows, found } = f.q === undefined ? await repo.newestPage(this.db, f.limit, offset, cap) : await repo.searchPage(this.db, repo.searchOf(f.q), f.limit, offset, cap);
    return { rows, total: Math.min(found, cap), more: found > cap };
  }

  /** The customers a list's `customer` text names (none when it finds nobody); more than MAX_CUSTOMERS_PER_FILTER is refused. */
  async resolve(text: string): Promise<number[]> {
    const ids = await repo.searchIds(this.db, repo.searchOf(text), MAX_CUSTOMERS_PER_FILTER);
    if (ids.length > MAX_CUSTOMERS_PER_FILTER) throw invalid({ customer: 'admin.customerTooMany' });
    return ids;
  }

  /** One customer's account and their VIP level's name; not found when there is no such customer. */
  async profile(userId: number): Promise<{ user: UserRow; levelName: string }> {
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound('admin.userNotFound');
    const level = await this.vip.publicLevel(this.db, user.level);
    return { user, levelName: level?.name ?? '' };
  }

  /** Whether there is such a customer. */
  async exists(userId: number): Promise<boolean> {
    return (await findUserById(this.db, userId)) !== undefined;
  }

  /** Customers registered on each of `days` days of 24 hours from `start`. */
  async registrations(start: Date, days: number): Promise<number[]> {
    const rows = await repo.registrationsPerDay(this.db, start, new Date(start.getTime() + days * DAY_MS));
    const out = Array.from({ length: days }, () => 0);
    for (const r of rows) if (r.day >= 0 && r.day < days) out[r.day] = Number(r.n);
    return out;
  }
}
