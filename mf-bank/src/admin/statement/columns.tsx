import { useIntl } from 'react-intl';
import type { AdminColumn } from '@snapmall/shared/admin';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { csvTime } from '../common/csvTime';
import { Clipped } from '../common/review';
import { When } from '../common/When';
import { transferKindLabel as kindLabel, transferRefLabel as referenceLabel } from '@snapmall/shared/ledger';
import { Balance, SignedAmount } from './SignedAmount';

/** A statement's columns: when, what kind, how much (signed), the balance after, what it belongs to, the memo. */
export function useStatementColumns(points: boolean): AdminColumn<MoneyLogEntry>[] {
  const intl = useIntl();
  return [
    { id: 'createtime', title: 'admin.bank.statement.col.time', render: (r) => <When at={r.createtime} />, csv: (r) => csvTime(r.createtime) },
    { id: 'kind', title: 'admin.bank.statement.col.kind', render: (r) => kindLabel(intl, r.kind), csv: (r) => kindLabel(intl, r.kind) },
    { id: 'amount', title: 'admin.bank.statement.col.amount', numeric: true, render: (r) => <SignedAmount amount={r.amount} points={points} />, csv: (r) => r.amount },
    { id: 'balance', title: 'admin.bank.statement.col.balance', numeric: true, render: (r) => <Balance value={r.balance} points={points} />, csv: (r) => r.balance },
    { id: 'ref', title: 'admin.bank.statement.col.ref', render: (r) => referenceLabel(intl, r) || '—', csv: (r) => referenceLabel(intl, r) },
    { id: 'memo', title: 'admin.bank.statement.col.memo', render: (r) => <Clipped text={r.memo} />, csv: (r) => r.memo },
  ];
}
