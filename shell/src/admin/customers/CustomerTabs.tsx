import type { ReactElement } from 'react';
import { useSearchParams } from '@snapmall/shared';
import { useAdminSession, type RoleNeed } from '@snapmall/shared/admin';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { Tabs } from '../common/Tabs';
import { BetsTab } from './tabs/BetsTab';
import { DepositsTab, WithdrawalsTab } from './tabs/BankTabs';
import { MessagesTab } from './tabs/MessagesTab';
import { OrdersTab } from './tabs/OrdersTab';
import { SignInsTab } from './tabs/SignInsTab';
import { StatementTab } from './tabs/StatementTab';

type Counts = AdminUserDetail['counts'];

interface TabDef {
  id: string;
  label: string;
  /** Whose list it is: the statement, deposits and withdrawals are finance's, orders catalogue's; the rest every operator's. */
  role: RoleNeed;
  count?: keyof Counts;
  Panel: (props: { customer: AdminUserDetail }) => ReactElement;
}

export const CUSTOMER_TABS: readonly TabDef[] = [
  { id: 'statement', label: 'admin.customer.tab.statement', role: 'finance', Panel: StatementTab },
  { id: 'deposits', label: 'admin.customer.tab.deposits', role: 'finance', count: 'deposits', Panel: DepositsTab },
  { id: 'withdrawals', label: 'admin.customer.tab.withdrawals', role: 'finance', count: 'withdrawals', Panel: WithdrawalsTab },
  { id: 'orders', label: 'admin.customer.tab.orders', role: 'catalogue', count: 'orders', Panel: OrdersTab },
  { id: 'bets', label: 'admin.customer.tab.bets', role: 'operator', count: 'bets', Panel: BetsTab },
  { id: 'messages', label: 'admin.customer.tab.messages', role: 'operator', count: 'messages', Panel: MessagesTab },
  { id: 'signins', label: 'admin.customer.tab.signins', role: 'operator', count: 'signins', Panel: SignInsTab },
];

/**
 * The customer's records, one tab at a time (kept in the address as `tab`, so a link reopens it); tabs the
 * operator's roles cannot read are left out. Moving to another tab starts its list afresh (its page, filters, sort).
 */
export function CustomerTabs({ customer }: { customer: AdminUserDetail }) {
  const { can } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const tabs = CUSTOMER_TABS.filter((t) => can(t.role));
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  const { Panel } = current;
  return (
    <Tabs
      label="admin.customer.records"
      idPrefix="customer"
      tabs={tabs.map(({ id, label, count }) => ({ id, label, count: count && customer.counts[count] }))}
      current={current.id}
      onChoose={(id) => setParams(new URLSearchParams({ tab: id }))}
    >
      <Panel key={current.id} customer={customer} />
    </Tabs>
  );
}
