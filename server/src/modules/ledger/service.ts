import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/errors';
import { once, type OnceKey } from './idempotency';
import * as repo from './repository';
import type { AccountRef, Asset } from './repository';

export type { AccountRef, Asset } from './repository';

export interface TransferRequest {
  from: AccountRef;
  to: AccountRef;
  asset: Asset;
  /** Positive, in cents for cash, whole points for points. */
  amount: bigint;
  kind: string;
  ref: { type: string; id: number | bigint };
  memo?: string;
}

export interface Balances {
  cash: bigint;
  held: bigint;
  points: bigint;
}

export interface VerifyReport {
  ok: boolean;
  accounts: number;
  transfers: bigint;
  /** Per asset: the sum of every account's balance (always 0 in a sound ledger) and the customers' total. */
  assets: Record<Asset, { sum: bigint; customers: bigint }>;
  /** Accounts whose stored balance differs from their transfers, or customers' accounts below zero. */
  problems: string[];
}

/**
 * The one way any balance changes. A transfer and both balance changes are written in the caller's transaction;
 * a customer's account never goes below zero (refused here, and by a database constraint underneath).
 */
export class LedgerService {
  constructor(private readonly db: Database) {}

  /**
   * Runs a money-moving action at most once per actor and client request id (see idempotency.ts): a repeat
   * answers the first result without running the prechecks or the action again.
   */
  once<T>(key: OnceKey, work: (q: Queryable) => Promise<T>, precheck?: () => Promise<void>): Promise<T> {
    return once(this.db, key, work, precheck);
  }

  async transfer(q: Queryable, t: TransferRequest): Promise<repo.TransferRow> {
    if (t.amount <= 0n) throw new Error(`A transfer moves a positive amount, not ${t.amount}`);
    const [debit, credit] = [await repo.accountId(q, t.from, t.asset), await repo.accountId(q, t.to, t.asset)];
    const locked = await repo.lockAccounts(q, [debit, credit]);
    const source = locked.get(debit)!;
    if (source.owner_kind === 'user' && source.balance < t.amount) {
      throw refuse(t.asset === 'cash' ? 'ledger.insufficientCash' : 'ledger.insufficientPoints');
    }
    const { debitAfter, creditAfter } = await repo.applyTransfer(q, debit, credit, t.amount);
    return repo.insertTransfer(q, {
      debit,
      credit,
      asset: t.asset,
      amount: t.amount,
      kind: t.kind,
      refType: t.ref.type,
      refId: t.ref.id,
      memo: t.memo ?? '',
      debitAfter,
      creditAfter,
    });
  }

  /**
   * Locks the user's spendable cash account until the transaction ends: operations that must see one user's
   * state unchanged while they decide (a day's withdrawal count, a quota) take it first.
   */
  async lockUser(q: Queryable, userId: number): Promise<void> {
    await repo.lockAccounts(q, [await repo.accountId(q, { user: userId, code: 'main' }, 'cash')]);
  }

  async balances(q: Queryable, userId: number): Promise<Balances> {
    const rows = await repo.userBalances(q, userId);
    const of = (code: string, asset: Asset) => rows.find((r) => r.code === code && r.asset === asset)?.balance ?? 0n;
    return { cash: of('main', 'cash'), held: of('hold', 'cash'), points: of('main', 'points') };
  }

  /** A page of the user's cash statement, newest first. */
  async statement(userId: number, filter: repo.StatementFilter) {
    const account = await repo.existingAccountId(this.db, userId, 'main', 'cash');
    return account === undefined ? [] : repo.statement(this.db, account, filter);
  }

  /** Recomputes every balance from the transfers and checks the ledger's invariants. */
  async verify(): Promise<VerifyReport> {
    const rows = await repo.recomputedBalances(this.db);
    const assets: VerifyReport['assets'] = { cash: { sum: 0n, customers: 0n }, points: { sum: 0n, customers: 0n } };
    const problems: string[] = [];
    for (const row of rows) {
      assets[row.asset].sum += row.stored;
      if (row.owner_kind === 'user') assets[row.asset].customers += row.stored;
      if (row.stored !== row.computed) problems.push(`account ${row.id} (${row.code} ${row.asset}) stores ${row.stored} but its transfers add up to ${row.computed}`);
      if (row.owner_kind === 'user' && row.stored < 0n) problems.push(`customer account ${row.id} is negative: ${row.stored}`);
    }
    for (const [asset, { sum }] of Object.entries(assets)) if (sum !== 0n) problems.push(`${asset} accounts sum to ${sum}, not 0`);
    for (const m of await repo.runningBalanceMismatches(this.db)) {
      problems.push(`transfer ${m.transfer_id} records balance ${m.recorded} on account ${m.account_id}, its transfers add up to ${m.running}`);
    }
    return { ok: problems.length === 0, accounts: rows.length, transfers: await repo.transferCount(this.db), assets, problems };
  }
}
