import { FormattedMessage } from 'react-intl';
import type { VipField } from './vipRules';
import { VIP_FIELDS } from './vipRules';
import styles from '../admin.module.css';

/** Each rule's name (column header and form label). */
export const VIP_LABELS: Record<VipField, string> = {
  level: 'admin.shopping.vip.f.level',
  name: 'admin.shopping.vip.f.name',
  price: 'admin.shopping.vip.f.price',
  order_join_rate: 'admin.shopping.vip.f.orderJoinRate',
  task_rate: 'admin.shopping.vip.f.taskRate',
  task_num: 'admin.shopping.vip.f.taskNum',
  task_everyday: 'admin.shopping.vip.f.taskEveryday',
  withdraw_num: 'admin.shopping.vip.f.withdrawNum',
  withdraw_rate: 'admin.shopping.vip.f.withdrawRate',
  min_withdraw: 'admin.shopping.vip.f.minWithdraw',
  max_withdraw: 'admin.shopping.vip.f.maxWithdraw',
  content: 'admin.shopping.vip.f.content',
};

/** What each rule means to a customer: the form's hints, and the list's legend. */
export const VIP_MEANINGS: Record<VipField, string> = {
  level: 'admin.shopping.vip.m.level',
  name: 'admin.shopping.vip.m.name',
  price: 'admin.shopping.vip.m.price',
  order_join_rate: 'admin.shopping.vip.m.orderJoinRate',
  task_rate: 'admin.shopping.vip.m.taskRate',
  task_num: 'admin.shopping.vip.m.taskNum',
  task_everyday: 'admin.shopping.vip.m.taskEveryday',
  withdraw_num: 'admin.shopping.vip.m.withdrawNum',
  withdraw_rate: 'admin.shopping.vip.m.withdrawRate',
  min_withdraw: 'admin.shopping.vip.m.minWithdraw',
  max_withdraw: 'admin.shopping.vip.m.maxWithdraw',
  content: 'admin.shopping.vip.m.content',
};

/** Every rule of a level and what it means, as a description list. */
export function FieldMeanings() {
  return (
    <dl className={styles.meaning}>
      {[...VIP_FIELDS.map((f) => f.field), 'content' as const].map((field) => (
        <div key={field}>
          <dt>
            <FormattedMessage id={VIP_LABELS[field]} />
          </dt>
          <dd>
            <FormattedMessage id={VIP_MEANINGS[field]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
