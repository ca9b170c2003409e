import type { Queryable } from '../../db/database';

export interface CardRow {
  user_id: number;
  name: string;
  bank_name: string;
  card_no: string;
  updatetime: Date;
}

export interface ChannelRow {
  id: number;
  name_en: string;
  name_zh: string;
  instructions_en: string;
  instructions_zh: string;
  min_cents: bigint;
  max_cents: bigint;
  enabled: boolean;
  sort: number;
}

export interface DepositRow {
  id: number;
  user_id: number;
  channel_id: number;
  channel_name_en: string;
  channel_name_zh: string;
  amount_cents: bigint;
  reference: string;
  status: number;
  reason: string;
  createtime: Date;
  reviewtime: Date | null;
  reviewer: string;
}

export interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_cents: bigint;
  fee_cents: bigint;
  card_name: string;
  bank_name: string;
  card_no: string;
  status: number;
  reason: string;
  createtime: Date;
  reviewtime: Date | null;
  reviewer: string;
}

export async function findCard(q: Queryable, userId: number): Promise<CardRow | undefined> {
  const [row] = await q.query<CardRow>('SELECT * FROM bank_cards WHERE user_id = $1', [userId]);
  return row;
}

export async function saveCard(q: Queryable, userId: number, card: { name: string; bank_name: string; card_no: string }) {
  await q.query(
    `INSERT INTO bank_cards (user_id, name, bank_name, card_no) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET name = $2, bank_name = $3, card_no = $4, updatetime = now()`,
    [userId, card.name, card.bank_name, card.card_no],
  );
}

export async function channels(q: Queryable, enabledOnly: boolean): Promise<ChannelRow[]> {
  return q.query<ChannelRow>(`SELECT * FROM deposit_channels ${enabledOnly ? 'WHERE enabled' : ''} ORDER BY sort, id`);
}

export async function findChannel(q: Queryable, id: number): Promise<ChannelRow | undefined> {
  const [row] = await q.query<ChannelRow>('SELECT * FROM deposit_channels WHERE id = $1', [id]);
  return row;
}

export type ChannelFields = Omit<ChannelRow, 'id'>;

export async function insertChannel(q: Queryable, c: ChannelFields): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO deposit_channels (name_en, name_zh, instructions_en, instructions_zh, min_cents, max_cents, enabled, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [c.name_en, c.name_zh, c.instructions_en, c.instructions_zh, c.min_cents, c.max_cents, c.enabled, c.sort],
  );
  return row!.id;
}

export async function updateChannel(q: Queryable, id: number, c: ChannelFields) {
  await q.query(
    `UPDATE deposit_channels SET name_en = $2, name_zh = $3, instructions_en = $4, instructions_zh = $5, min_cents = $6,
       max_cents = $7, enabled = $8, sort = $9, updatetime = now() WHERE id = $1`,
    [id, c.name_en, c.name_zh, c.instructions_en, c.instructions_zh, c.min_cents, c.max_cents, c.enabled, c.sort],
  );
}

export async function insertDeposit(q: Queryable, d: { userId: number; channelId: number; amount: bigint; reference: string }) {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO deposits (user_id, channel_id, amount_cents, reference) VALUES ($1, $2, $3, $4) RETURNING id',
    [d.userId, d.channelId, d.amount, d.reference],
  );
  return row!.id;
}

const DEPOSIT_SELECT = `SELECT d.*, c.name_en AS channel_name_en, c.name_zh AS channel_name_zh
  FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id`;
const WITHDRAWAL_SELECT = 'SELECT w.* FROM withdrawals w';

export interface ListFilter {
  userId?: number;
  status?: number;
  limit: number;
  offset: number;
  /** Only records older than this one (its id): a cursor page, read from the index at the cursor (issue 18). */
  before?: number;
}

/** Deposits and withdrawals are read and reviewed alike; the table and its select are fixed here, never input. */
const REVIEWED = {
  deposits: { select: DEPOSIT_SELECT, alias: 'd' },
  withdrawals: { select: WITHDRAWAL_SELECT, alias: 'w' },
} as const;
type Reviewed = keyof typeof REVIEWED;

/**
 * A page of records, newest first, by any customer, status, both or neither, from one index: (user_id, id DESC),
 * (user_id, status, id DESC), (status, id) or the primary key. A page that skips nothing (page 1, or any page after
 * a cursor, which starts at the cursor's place in the index) reads its rows as it walks the index: 20 index entries
 * and the 20 rows. A page that skips by OFFSET takes its ids from the index alone (an index-only scan skips entries,
 * not rows), then the rows by id. The total is kept by triggers: a customer's in bank_record_totals (migration 023),
 * everyone's in bank_status_totals (migration 025), so no page counts rows.
 */
async function page<T>(q: Queryable, table: Reviewed, f: ListFilter) {
  const { select, alias } = REVIEWED[table];
  const params: unknown[] = [f.limit, f.offset];
  const match: string[] = [];
  const user = f.userId === undefined ? 0 : params.push(f.userId);
  // The customer as a one-element array, so that only the customer's index gives the order, and a status's key still
  // ends the walk (server/src/db/page-order.md).
  if (user) match.push(`user_id = ANY (ARRAY[$${user}::int])`);
  const status = f.status === undefined ? 0 : params.push(f.status);
  // Everyone's records of one status: the status as a range too, so the page comes from (status, id) in order.
  if (status) match.push(user ? `status = $${status}` : `status BETWEEN $${status} AND $${status}`);
  const totals = f.userId === undefined ? 'bank_status_totals' : 'bank_record_totals';
  const total = `(SELECT COALESCE(sum(n), 0)::bigint FROM ${totals} WHERE ${[`record = '${table}'`, ...match].join(' AND ')})`;
  // The cursor bounds the index walk (it starts at the cursor's entry); the total counts every match regardless.
  const seek = f.before === undefined ? [] : [`id < $${params.push(f.before)}`];
  const where = [...match, ...seek];
  const walk = `FROM ${table} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${user ? 'user_id, ' : status ? 'status DESC, ' : ''}id DESC LIMIT $1 OFFSET $2`;
  const withTotal = select.replace(`SELECT ${alias}.*`, `SELECT ${alias}.*, ${total} AS total`);
  const sql =
    f.offset === 0
      ? `${withTotal.replace(`FROM ${table} ${alias}`, `FROM (SELECT * ${walk}) ${alias}`)} ORDER BY ${alias}.id DESC`
      : `${withTotal} JOIN (SELECT id ${walk}) p ON p.id = ${alias}.id ORDER BY ${alias}.id DESC`;
  return q.query<T & { total: bigint }>(sql, params);
}

async function find<T>(q: Queryable, table: Reviewed, id: number): Promise<T | undefined> {
  const { select, alias } = REVIEWED[table];
  const [row] = await q.query<T>(`${select} WHERE ${alias}.id = $1`, [id]);
  return row;
}

/** Moves a pending item to its outcome; false when it was reviewed already (also by a concurrent review). */
async function review(q: Queryable, table: Reviewed, id: number, status: 1 | 2, reviewer: string, reason: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE ${table} SET status = $2, reviewer = $3, reason = $4, reviewtime = now() WHERE id = $1 AND status = 0 RETURNING id`,
    [id, status, reviewer, reason],
  );
  return rows.length === 1;
}

/**
 * What one customer's approved deposits (or withdrawals) of the last 24 hours add up to, in cents (issue 26: the
 * owner's threshold holds for a customer's day, not per item, so small ones split from a large one still add up).
 * Read after the customer's accounts are locked, so two approvals of one customer's items see each other.
 */
export async function approvedInDay(q: Queryable, table: Reviewed, userId: number): Promise<bigint> {
  const [row] = await q.query<{ cents: string }>(
    `SELECT COALESCE(sum(amount_cents), 0)::text AS cents FROM ${table}
      WHERE user_id = $1 AND status = 1 AND reviewtime > now() - interval '24 hours'`,
    [userId],
  );
  return BigInt(row!.cents);
}

export const depositPage = (q: Queryable, f: ListFilter) => page<DepositRow>(q, 'deposits', f);
export const findDeposit = (q: Queryable, id: number) => find<DepositRow>(q, 'deposits', id);
export const reviewDeposit = (q: Queryable, id: number, status: 1 | 2, reviewer: string, reason: string) =>
  review(q, 'deposits', id, status, reviewer, reason);

export async function insertWithdrawal(
  q: Queryable,
  w: { userId: number; amount: bigint; fee: bigint; card: CardRow },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, card_name, bank_name, card_no)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [w.userId, w.amount, w.fee, w.card.name, w.card.bank_name, w.card.card_no],
  );
  return row!.id;
}

export const withdrawalPage = (q: Queryable, f: ListFilter) => page<WithdrawalRow>(q, 'withdrawals', f);
export const findWithdrawal = (q: Queryable, id: number) => find<WithdrawalRow>(q, 'withdrawals', id);
export const reviewWithdrawal = (q: Queryable, id: number, status: 1 | 2, reviewer: string, reason: string) =>
  review(q, 'withdrawals', id, status, reviewer, reason);

/** Withdrawals the user asked for since the start of the shop's day that were not rejected. */
/** A withdrawal's whole card number, undefined for no such withdrawal. */
export async function withdrawalCardNo(q: Queryable, id: number): Promise<string | undefined> {
  const [row] = await q.query<{ card_no: string }>('SELECT card_no FROM withdrawals WHERE id = $1', [id]);
  return row?.card_no;
}

export async function withdrawalsToday(q: Queryable, userId: number, timeZone: string): Promise<number> {
  const [row] = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM withdrawals WHERE user_id = $1 AND status <> 2
       AND createtime >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)`,
    [userId, timeZone],
  );
  return Number(row!.n);
}
