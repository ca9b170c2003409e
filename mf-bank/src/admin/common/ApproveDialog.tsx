import { FormattedMessage } from 'react-intl';
import { Money } from '@snapmall/shared';
import type { AdminDeposit, AdminWithdrawal } from '@snapmall/shared/contract';
import { ConfirmDialog } from '@snapmall/shared/kit';
import styles from './Approve.module.css';

/** Cents of a money string ("1000.00"): exact, as the server compares them. */
const cents = (money: string) => BigInt(money.replace('.', ''));
const sum = <T,>(rows: T[], field: (row: T) => string) => rows.reduce((total, r) => total + cents(field(r)), 0n);
const money = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** Each kind's sentences (whole ids, so the catalogue test finds every one). */
const WORDS = {
  deposit: {
    title: 'admin.bank.approveDeposit.title',
    confirm: 'admin.bank.approveDeposit.confirm',
    count: 'admin.bank.approveDeposit.count',
    needsSecond: 'admin.bank.approveDeposit.needsSecond',
    split: 'admin.bank.approveDeposit.split',
    splitUnknown: 'admin.bank.approveDeposit.splitUnknown',
  },
  withdrawal: {
    title: 'admin.bank.approve.title',
    confirm: 'admin.bank.approve.confirm',
    count: 'admin.bank.approve.count',
    needsSecond: 'admin.bank.approve.needsSecond',
    split: 'admin.bank.approve.split',
    splitUnknown: 'admin.bank.approve.splitUnknown',
  },
} as const;

interface Props {
  kind: 'deposit' | 'withdrawal';
  rows: Array<AdminDeposit | AdminWithdrawal>;
  threshold?: string;
  onAnswer: (yes: boolean) => void;
}

/**
 * What approving the selected deposits or withdrawals will move, asked before anything does (issue 26): how many,
 * each customer and amount (a withdrawal's fee and what is paid out; a deposit's reference), the totals, and which
 * rows are above the owner's threshold and so only requested of a second finance operator. The server also counts
 * what each customer received or was paid in the last 24 hours, so a row under the threshold may still be
 * requested: the answer says what moved. `threshold` is undefined while unknown: then no row is said to move now.
 */
export function ApproveDialog({ kind, rows, threshold, onAnswer }: Props) {
  const words = WORDS[kind];
  const over = (r: { amount: string }) => threshold === undefined || cents(r.amount) > cents(threshold);
  const now = rows.filter((r) => !over(r));
  const requested = rows.filter(over);
  const withdrawals = rows.filter((r): r is AdminWithdrawal => 'fee' in r);
  const totals: Array<[string, bigint]> = [['admin.bank.approve.total', sum(rows, (r) => r.amount)]];
  if (kind === 'withdrawal') totals.push(['admin.bank.approve.fees', sum(withdrawals, (r) => r.fee)], ['admin.bank.approve.paidOut', sum(withdrawals, (r) => r.receive)]);
  return (
    <ConfirmDialog title={words.title} confirm={words.confirm} confirmValues={{ count: rows.length }} onAnswer={onAnswer}>
      <p>
        <FormattedMessage id={words.count} values={{ count: rows.length }} />
      </p>
      <ul className={styles.rows} data-testid="approve-rows">
        {rows.map((r) => (
          <li key={r.id} className={styles.row} data-testid="approve-row">
            <span className={styles.who}>
              #{r.id} · {r.username}
            </span>
            <span className={styles.figures}>
              {'fee' in r ? (
                <FormattedMessage
                  id="admin.bank.approve.row"
                  values={{ amount: <Money key="a" value={r.amount} />, fee: <Money key="f" value={r.fee} />, receive: <Money key="r" value={r.receive} /> }}
                />
              ) : (
                <FormattedMessage id="admin.bank.approveDeposit.row" values={{ amount: <Money key="a" value={r.amount} />, reference: r.reference }} />
              )}
            </span>
            {over(r) && (
              <span className={styles.second} data-testid="approve-second">
                <FormattedMessage id={words.needsSecond} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals} data-testid="approve-totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>
              <Money value={money(value)} />
            </dd>
          </div>
        ))}
      </dl>
      <p data-testid="approve-split">
        <FormattedMessage
          id={threshold === undefined ? words.splitUnknown : words.split}
          values={{
            paid: now.length,
            paidTotal: <Money key="p" value={money(sum(now, (r) => r.amount))} />,
            requested: requested.length,
            requestedTotal: <Money key="q" value={money(sum(requested, (r) => r.amount))} />,
            threshold: threshold ? <Money key="t" value={threshold} /> : '',
          }}
        />
      </p>
    </ConfirmDialog>
  );
}
