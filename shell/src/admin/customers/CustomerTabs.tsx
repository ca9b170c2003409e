import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useSearchParams } from '@snapmall/shared';
import { useAdminSession, type CustomerTab } from '@snapmall/shared/admin';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { Tabs } from '../common/Tabs';
import { MessagesTab } from './tabs/MessagesTab';
import { SignInsTab } from './tabs/SignInsTab';
import { allCustomerTabs, useRemoteCustomerTabs, type RemoteTabsState } from './useRemoteCustomerTabs';
import styles from './Customers.module.css';

/**
 * The console's own tabs, after every remote's (the account's profile, the bank's money, the shop's orders, the
 * lottery's bets come with each remote's './admin'): the messages and sign-ins the shell itself serves customers.
 */
export const CONSOLE_TABS: readonly CustomerTab[] = [
  { id: 'messages', label: 'admin.customer.tab.messages', role: 'operator', count: 'messages', Panel: MessagesTab },
  { id: 'signins', label: 'admin.customer.tab.signins', role: 'operator', count: 'signins', Panel: SignInsTab },
];

/** A remote whose tabs could not be loaded: named, with a retry; the other tabs work meanwhile. */
function Unavailable({ remote }: { remote: Extract<RemoteTabsState, { status: 'unavailable' }> }) {
  return (
    <p role="alert" className={styles.failed}>
      <FormattedMessage id="admin.customer.tabsUnavailable" values={{ remote: remote.title }} />
      <Button variant="secondary" onClick={remote.retry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </p>
  );
}

const Loading = () => (
  <p role="status" className={styles.note}>
    <FormattedMessage id="common.loading" />
  </p>
);

/**
 * The customer's records, one tab at a time (kept in the address as `tab`, so a link reopens it); tabs the
 * operator's roles cannot read are left out. Moving to another tab starts its list afresh (its page, filters, sort).
 * Nothing is shown until every remote has answered, so a link to a remote's tab opens that tab, not the first.
 */
export function CustomerTabs({ customer }: { customer: AdminUserDetail }) {
  const { can } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const remotes = useRemoteCustomerTabs();
  if (!remotes || remotes.some((r) => r.status === 'loading')) return <Loading />;
  const tabs = allCustomerTabs(remotes, CONSOLE_TABS).filter((t) => can(t.role));
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  const { Panel } = current;
  return (
    <>
      {remotes.map((r) => r.status === 'unavailable' && <Unavailable key={r.remote} remote={r} />)}
      <Tabs
        label="admin.customer.records"
        idPrefix="customer"
        tabs={tabs.map(({ id, label, count }) => ({ id, label, count: count && customer.counts[count] }))}
        current={current.id}
        onChoose={(id) => setParams(new URLSearchParams({ tab: id }))}
      >
        <Suspense fallback={<Loading />}>
          <Panel key={current.id} customer={customer} />
        </Suspense>
      </Tabs>
    </>
  );
}
