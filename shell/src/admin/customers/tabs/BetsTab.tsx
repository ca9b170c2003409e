import { useMemo } from 'react';
import { Count, Moment } from '@snapmall/shared';
import { AdminList, type AdminColumn } from '@snapmall/shared/admin';
import type { AdminUserDetail, Bet } from '@snapmall/shared/contract';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { fixedPages } from '../../common/pages';
import { useLazyConsoleCustomerBetsQuery } from '../api';

const STATUS: Record<Bet['status'], { label: string; tone: StatusTone }> = {
  pending: { label: 'admin.customer.bet.pending', tone: 'wait' },
  won: { label: 'admin.customer.bet.won', tone: 'ok' },
  lost: { label: 'admin.customer.bet.lost', tone: 'muted' },
};

const COLUMNS: readonly AdminColumn<Bet>[] = [
  { id: 'id', title: 'admin.customer.col.id', render: (b) => `#${b.id}`, csv: (b) => b.id },
  { id: 'game', title: 'admin.customer.col.game', render: (b) => b.game_name, csv: (b) => b.game_name },
  { id: 'period', title: 'admin.customer.col.period', render: (b) => b.period_no, csv: (b) => b.period_no },
  { id: 'type', title: 'admin.customer.col.betType', render: (b) => b.bet_type, csv: (b) => b.bet_type },
  { id: 'amount', title: 'admin.customer.col.stake', numeric: true, render: (b) => <Count value={b.amount} />, csv: (b) => b.amount },
  { id: 'rate', title: 'admin.customer.col.payoutRate', numeric: true, render: (b) => `×${b.payout_rate}`, csv: (b) => b.payout_rate },
  { id: 'payout', title: 'admin.customer.col.payout', numeric: true, render: (b) => <Count value={b.payout} />, csv: (b) => b.payout },
  { id: 'status', title: 'admin.customer.col.status', render: (b) => <StatusBadge {...STATUS[b.status]} />, csv: (b) => b.status },
  { id: 'dice', title: 'admin.customer.col.dice', render: (b) => b.dice.join(' '), csv: (b) => b.dice.join(' ') },
  { id: 'time', title: 'admin.customer.col.time', render: (b) => <Moment at={b.createtime} />, csv: (b) => new Date(b.createtime * 1000).toISOString() },
];

/** The customer's bets in points, newest first, as their own bet records show them. */
export function BetsTab({ customer }: { customer: AdminUserDetail }) {
  const [trigger] = useLazyConsoleCustomerBetsQuery();
  const fetchPage = useMemo(() => fixedPages((page) => trigger({ user_id: customer.id, page }).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.bets"
      columns={COLUMNS}
      rowId={(b) => b.id}
      fetchPage={fetchPage}
      csvFilename={`customer-${customer.id}-bets`}
      empty="admin.customer.bets.empty"
    />
  );
}
