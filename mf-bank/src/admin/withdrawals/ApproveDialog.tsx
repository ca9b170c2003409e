import { FormattedMessage } from 'react-intl';
import { Money } from '@snapmall/shared';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { ConfirmDialog } from '@snapmall/shared/kit';
import styles from './Approve.module.css';

/** Cents of a money string ("1000.00"): exact, as the server compares them. */
const cents = (money: string) => BigInt(money.replace('.', ''));
const sum = (rows: AdminWithdrawal[], field: 'amount' | 'fee' | 'receive') => rows.reduce((total, r) => total + cents(r[field]), 0n);
const money = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * What approving the selected withdrawals will move, asked before anything does (issue 26): how many, each
 * customer and amount with its fee and what is paid out, the totals, and which rows are above the owner's threshold
 * and so only requested of a second finance operator. `threshold` is undefined while unknown: then no row is said
 * to be paid now for sure.
 */
export function ApproveDialog({ rows, threshold, onAnswer }: { rows: AdminWithdrawal[]; threshold?: string; onAnswer: (yes: boolean) => void }) {
  const over = (r: AdminWithdrawal) => threshold === undefined || cents(r.amount) > cents(threshold);
  const paid = rows.filter((r) => !over(r));
  const requested = rows.filter(over);
  return (
    <ConfirmDialog title="admin.bank.approve.title" confirm="admin.bank.approve.confirm" confirmValues={{ count: rows.length }} onAnswer={onAnswer}>
      <p>
        <FormattedMessage id="admin.bank.approve.count" values={{ count: rows.length }} />
      </p>
      <ul className={styles.rows} data-testid="approve-rows">
        {rows.map((r) => (
          <li key={r.id} className={styles.row} data-testid="approve-row">
            <span className={styles.who}>
              #{r.id} · {r.username}
            </span>
            <span className={styles.figures}>
              <FormattedMessage
                id="admin.bank.approve.row"
                values={{ amount: <Money key="a" value={r.amount} />, fee: <Money key="f" value={r.fee} />, receive: <Money key="r" value={r.receive} /> }}
              />
            </span>
            {over(r) && (
              <span className={styles.second} data-testid="approve-second">
                <FormattedMessage id="admin.bank.approve.needsSecond" />
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals} data-testid="approve-totals">
        <div>
          <dt>
            <FormattedMessage id="admin.bank.approve.total" />
          </dt>
          <dd>
            <Money value={money(sum(rows, 'amount'))} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.bank.approve.fees" />
          </dt>
          <dd>
            <Money value={money(sum(rows, 'fee'))} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.bank.approve.paidOut" />
          </dt>
          <dd>
            <Money value={money(sum(rows, 'receive'))} />
          </dd>
        </div>
      </dl>
      <p data-testid="approve-split">
        <FormattedMessage
          id={threshold === undefined ? 'admin.bank.approve.splitUnknown' : 'admin.bank.approve.split'}
          values={{ paid: paid.length, paidTotal: <Money key="p" value={money(sum(paid, 'amount'))} />, requested: requested.length, requestedTotal: <Money key="q" value={money(sum(requested, 'amount'))} />, threshold: threshold ? <Money key="t" value={threshold} /> : '' }}
        />
      </p>
    </ConfirmDialog>
  );
}
