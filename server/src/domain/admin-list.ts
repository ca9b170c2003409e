/**
 * An operator's list of records as asked for (issue 19), once the HTTP layer has read the body: whose (the
 * customers a `customer` text found, or everyone), which days (the operator's days as instants), which amounts,
 * sorted by what, which page of how many rows. Each owning module's repository turns it into its own SQL.
 */
export interface AdminListQuery {
  page: number;
  limit: number;
  /** Only these customers' records; undefined for everyone's. An empty list matches nothing. */
  userIds?: number[];
  /** Created at or after this instant. */
  start?: Date;
  /** Created before this instant. */
  end?: Date;
  /** Amounts within these, inclusive (cents). */
  minCents?: bigint;
  maxCents?: bigint;
  sort: 'createtime' | 'amount';
  order: 'asc' | 'desc';
}

/** What a page of a filtered list answers: the rows, how many match (capped unless kept), whether more do. */
export interface AdminListPage<T> {
  rows: T[];
  total: number;
  more: boolean;
}

/** The list is filtered by status and customer at most, so its total comes exactly from kept counters. */
export const countsKept = (q: AdminListQuery) => q.start === undefined && q.end === undefined && q.minCents === undefined && q.maxCents === undefined;

/** Midnight starting a day (YYYY-MM-DD, already checked as a date) where the clock is `offset` minutes behind UTC. */
export function dayStart(day: string, offsetMinutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(2000, month - 1, date));
  utc.setUTCFullYear(year);
  return new Date(utc.getTime() + offsetMinutes * 60_000);
}

/** The day (YYYY-MM-DD) an instant falls on where the clock is `offset` minutes behind UTC. */
export function dayOf(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() - offsetMinutes * 60_000).toISOString().slice(0, 10);
}
