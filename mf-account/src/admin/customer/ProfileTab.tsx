import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { AccountStatus, type CustomerTabProps } from '@snapmall/shared/admin';
import { Facts, type Fact } from '@snapmall/shared/kit';

/** What an empty field shows. */
const NONE = '—';

/**
 * Who the customer is, on the console's customer page (`?tab=profile`): username and id, names, mobile, the account's
 * status, when they registered and last logged in. All from the customer the page loaded; the money and the bank card
 * stay in the page's summary above the tabs.
 */
export default function ProfileTab({ customer: c }: CustomerTabProps) {
  const who: Fact[] = [
    ['admin.account.customer.username', `${c.username} (#${c.id})`, 'customer-username'],
    ['admin.account.customer.realname', c.realname || NONE, 'customer-realname'],
    ['admin.account.customer.mobile', c.mobile || NONE, 'customer-mobile'],
    ['admin.account.customer.nickname', c.nickname || NONE, 'customer-nickname'],
    ['admin.account.customer.status', <AccountStatus key="s" status={c.status} />, 'customer-status'],
    ['admin.account.customer.registered', <Moment key="r" at={c.createtime} />, 'customer-registered'],
    [
      'admin.account.customer.lastLogin',
      c.last_login ? <Moment key="l" at={c.last_login} /> : <FormattedMessage key="n" id="admin.account.customer.never" />,
      'customer-last-login',
    ],
  ];
  return <Facts items={who} />;
}
