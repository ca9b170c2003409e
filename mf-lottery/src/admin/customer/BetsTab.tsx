import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Count, Moment } from '@snapmall/shared';
import { CustomerList, fixedPagesCall, type AdminColumn, type AdminResource, type CustomerTabProps } from '@snapmall/shared/admin';
import type { Bet } from '@snapmall/shared/contract';
import { BetBadge, betStatusLabel } from '../common/betStatus';
import { betTypeName } from '../common/betTypeName';
import { useLazyAdminCustomerBetsQuery } from '../api';

/** The tab's columns: which game and period, what was bet and at what payout, how it ended, the dice, when. */
function useColumns(): AdminColumn<Bet>[] {
  const intl = useIntl();
  return useMemo<AdminColumn<Bet>[]>(() => {
    const typeName = (code: string) => {
      const name = betTypeName(code);
      return intl.formatMessage({ id: name.id }, name.values);
    };
    return [
      { id: 'id', title: 'admin.lottery.customer.col.id', render: (b) => `#${b.id}`, csv: (b) => b.id },
      { id: 'game', title: 'admin.lottery.customer.col.game', render: (b) => b.game_name, csv: (b) => b.game_name },
      { id: 'period', title: 'admin.lottery.customer.col.period', render: (b) => b.period_no, csv: (b) => b.period_no },
      {
        id: 'type',
        title: 'admin.lottery.customer.col.betType',
        render: (b) => {
          const name = betTypeName(b.bet_type);
          return <FormattedMessage id={name.id} values={name.values} />;
        },
        csv: (b) => typeName(b.bet_type),
      },
      { id: 'amount', title: 'admin.lottery.customer.col.stake', numeric: true, render: (b) => <Count value={b.amount} />, csv: (b) => b.amount },
      { id: 'rate', title: 'admin.lottery.customer.col.payoutRate', numeric: true, render: (b) => `×${b.payout_rate}`, csv: (b) => b.payout_rate },
      { id: 'payout', title: 'admin.lottery.customer.col.payout', numeric: true, render: (b) => <Count value={b.payout} />, csv: (b) => b.payout },
      { id: 'status', title: 'admin.lottery.customer.col.status', render: (b) => <BetBadge status={b.status} />, csv: (b) => intl.formatMessage({ id: betStatusLabel(b.status) }) },
      { id: 'dice', title: 'admin.lottery.customer.col.dice', render: (b) => b.dice.join(' '), csv: (b) => b.dice.join(' ') },
      { id: 'time', title: 'admin.lottery.customer.col.time', render: (b) => <Moment at={b.createtime} />, csv: (b) => new Date(b.createtime * 1000).toISOString() },
    ];
  }, [intl]);
}

/** Bets in points, of one customer (the call requires them), newest first, in the server's fixed pages of 20. */
const BETS: AdminResource<Bet> = {
  name: 'bets', label: 'admin.lottery.customer.tab', empty: 'admin.lottery.customer.empty', rowId: (b) => b.id,
  usePages: fixedPagesCall(useLazyAdminCustomerBetsQuery),
};

/**
 * The customer's bets in points, newest first, as their own bet records show them, on the console's customer page
 * (`?tab=bets`). The server answers fixed pages of 20 and takes no `limit`: the console's page sizes are put
 * together from its pages.
 */
export default function BetsTab({ customer }: CustomerTabProps) {
  const columns = useColumns();
  return <CustomerList resource={BETS} customer={customer} columns={columns} />;
}
