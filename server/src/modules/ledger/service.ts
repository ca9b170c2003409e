import type { TransferKind, TransferRef } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { once, type OnceKey } from './idempotency';
import * as repo from './repository';
import * as statements from './statement-repository';
import * as checks from './verify-repository';
import type { AccountRef, Asset } from './repository';

export type { AccountRef, Asset } from './repository';
/** The ledger as the operator console reads it (issue 19). */
export type { LedgerConsole } from './console';

export interface TransferRequest {
  from: AccountRef;
  to: AccountRef;
  asset: Asset;
  /** Positive, in cents for cash, whole points for points. */
  amount: bigint;
  kind: TransferKind;
  ref: { type: TransferRef; id: number | bigint };
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
  /**
   * Accounts whose stored balance differs from their transfers, customers' accounts below zero, assets that do not
   * sum to zero, transfers whose recorded balance-after differs from their account's running sum: the first few of
   * each kind, then a line counting the rest.
   */
  problems: string[];
}

const refKey = (ref: AccountRef, asset: Asset) => ('user' in ref ? `u:${ref.user}:${ref.code}` : `h:${ref.house}`) + `:${asset}`;

/** Accounts this transaction has locked, with their balances when locked (see LedgerService.lockCash). */
export class LockedAccounts {
  constructor(private readonly accounts: Map<string, { id: bigint; balance: bigint }>) {}

  has(ref: AccountRef, asset: Asset): boolean {
    return this.accounts.has(refKey(ref, asset));
  }

  /** A customer's spendable cash when locked. */
  cashOf(userId: number): bigint {
    return this.accounts.get(refKey({ user: userId, code: 'main' }, 'cash'))?.balance ?? 0n;
  }

  ids(): Map<string, bigint> {
    return new Map([...this.accounts].map(([key, a]) => [key, a.id]));
  }

  balances(): Map<bigint, bigint> {
    return new Map([...this.accounts.values()].map((a) => [a.id, a.balance]));
  }
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
   * Locks, in one pass in id order, the spendable cash accounts of these users and the named house cash accounts
   * (creating any used for the first time), and answers them with their balances. A batch (of snap buys) takes
   * every lock it needs here, before deciding, and hands the answer to transferMany, which then neither looks the
   * accounts up nor locks them again.
   */
  async lockCash(q: Queryable, userIds: number[], houses: string[]): Promise<LockedAccounts> {
    let rows = await repo.lockCashAccounts(q, userIds, houses);
    if (rows.length < userIds.length + houses.length) {
      await repo.userAccountIds(q, userIds, 'main', 'cash');
      for (const house of houses) await repo.accountId(q, { house }, 'cash');
      rows = await repo.lockCashAccounts(q, userIds, houses);
    }
    const accounts = new Map<string, { id: bigint; balance: bigint }>();
    for (const r of rows) {
      const ref: AccountRef = r.owner_kind === 'user' ? { user: r.user_id!, code: 'main' } : { house: r.code };
      accounts.set(refKey(ref, 'cash'), { id: r.id, balance: r.balance });
    }
    return new LockedAccounts(accounts);
  }

  /**
   * Many transfers in one statement whatever their number (a batch of snap buys, a lottery draw), in the given
   * order, each with its own balances after. Refused as a whole if a customer's account would go below zero on
   * the way. With `locked` (from lockCash in this transaction, nothing moved since) the accounts are not looked
   * up or locked again.
   */
  async transferMany(q: Queryable, list: TransferRequest[], locked?: LockedAccounts): Promise<void> {
    if (list.length === 0) return;
    const known = locked && list.every((t) => locked.has(t.from, t.asset) && locked.has(t.to, t.asset));
    const ids = known ? locked.ids() : await this.accountIdsOf(q, list);
    const idOf = (t: TransferRequest, side: 'from' | 'to') => ids.get(refKey(t[side], t.asset))!;
    const balance = known ? locked.balances() : new Map([...(await repo.lockAccounts(q, [...new Set(ids.values())]))].map(([id, row]) => [id, row.balance]));
    const deltas = new Map<bigint, bigint>();
    const rows: repo.NewTransfer[] = [];
    for (const t of list) {
      if (t.amount <= 0n) throw new Error(`A transfer moves a positive amount, not ${t.amount}`);
      const [debit, credit] = [idOf(t, 'from'), idOf(t, 'to')];
      const debitAfter = balance.get(debit)! - t.amount;
      if ('user' in t.from && debitAfter < 0n) throw refuse(t.asset === 'cash' ? 'ledger.insufficientCash' : 'ledger.insufficientPoints');
      const creditAfter = balance.get(credit)! + t.amount;
      balance.set(debit, debitAfter).set(credit, creditAfter);
      deltas.set(debit, (deltas.get(debit) ?? 0n) - t.amount).set(credit, (deltas.get(credit) ?? 0n) + t.amount);
      rows.push({ debit, credit, asset: t.asset, amount: t.amount, kind: t.kind, refType: t.ref.type, refId: t.ref.id, memo: t.memo ?? '', debitAfter, creditAfter });
    }
    await repo.applyAndInsert(q, deltas, rows);
  }

  /** The account ids of every side of these transfers: customers' in one statement per code and asset. */
  private async accountIdsOf(q: Queryable, list: TransferRequest[]): Promise<Map<string, bigint>> {
    const ids = new Map<string, bigint>();
    const userGroups = new Map<string, Set<number>>();
    for (const t of list) {
      for (const ref of [t.from, t.to]) {
        if ('user' in ref) {
          const group = `${ref.code}:${t.asset}`;
          userGroups.set(group, (userGroups.get(group) ?? new Set()).add(ref.user));
        } else if (!ids.has(refKey(ref, t.asset))) {
          ids.set(refKey(ref, t.asset), await repo.accountId(q, ref, t.asset));
        }
      }
    }
    for (const [group, users] of userGroups) {
      const [code, asset] = group.split(':') as ['main' | 'hold', Asset];
      for (const [user, id] of await repo.userAccountIds(q, [...users], code, asset)) ids.set(refKey({ user, code }, asset), id);
    }
    return ids;
  }

  /**
   * Locks these accounts (made at zero if new) until the transaction ends, all in one step in id order: the ledger's
   * place in the shop's lock order (lock-order.md), taken before the records of the action (a withdrawal, its
   * counts) so no transaction holds those while it waits for an account.
   */
  async lock(q: Queryable, refs: AccountRef[], asset: Asset): Promise<void> {
    const ids: bigint[] = [];
    for (const ref of refs) ids.push(await repo.accountId(q, ref, asset));
    await repo.lockAccounts(q, ids);
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

  /** A page of the user's cash statement, newest first; a paid withdrawal's line says so (statements.readStatement). */
  async statement(userId: number, filter: statements.StatementFilter) {
    const account = await repo.existingAccountId(this.db, userId, 'main', 'cash');
    return account === undefined ? [] : statements.readStatement(this.db, userId, await statements.statement(this.db, account, filter));
  }

  /**
   * Recomputes every balance from the transfers and checks the ledger's invariants, in two set-based passes
   * (verify-repository.ts): each kind of problem is listed up to PROBLEMS_SHOWN times, then counted.
   */
  async verify(): Promise<VerifyReport> {
    const rows = await checks.ledgerCheck(this.db);
    const assets: VerifyReport['assets'] = { cash: { sum: 0n, customers: 0n }, points: { sum: 0n, customers: 0n } };
    const problems: string[] = [];
    let [accounts, transfers, balanceProblems, negativeProblems] = [0, 0n, 0n, 0n];
    for (const row of rows.filter((r) => r.kind === 'asset')) {
      assets[row.asset] = { sum: row.stored, customers: row.computed };
      accounts += Number(row.accounts);
      transfers += row.transfers!;
      balanceProblems += row.balance_problems!;
      negativeProblems += row.negative_problems!;
    }
    const listed = (kind: string) => rows.filter((r) => r.kind === kind);
    for (const row of listed('balance')) problems.push(`account ${row.id} (${row.code} ${row.asset}) stores ${row.stored} but its transfers add up to ${row.computed}`);
    problems.push(...more(balanceProblems, 'accounts whose balance differs from their transfers'));
    for (const row of listed('negative')) problems.push(`customer account ${row.id} is negative: ${row.stored}`);
    problems.push(...more(negativeProblems, 'negative customer accounts'));
    for (const [asset, { sum }] of Object.entries(assets)) if (sum !== 0n) problems.push(`${asset} accounts sum to ${sum}, not 0`);
    const mismatches = await checks.runningBalanceMismatches(this.db);
    for (const m of mismatches) {
      problems.push(`transfer ${m.transfer_id} records balance ${m.recorded} on account ${m.account_id}, its transfers add up to ${m.running}`);
    }
    problems.push(...more(mismatches[0]?.total ?? 0n, 'transfers whose recorded balance differs'));
    return { ok: problems.length === 0, accounts, transfers, assets, problems };
  }
}

/** The line that says how many problems of a kind were found beyond those listed, if any were left out. */
function more(found: bigint, what: string): string[] {
  return found > BigInt(checks.PROBLEMS_SHOWN) ? [`… ${found - BigInt(checks.PROBLEMS_SHOWN)} more ${what} (the first ${checks.PROBLEMS_SHOWN} are listed)`] : [];
}
