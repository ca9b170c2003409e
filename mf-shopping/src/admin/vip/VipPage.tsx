import { FormattedMessage, useIntl } from 'react-intl';
import { Count, Money } from '@snapmall/shared';
import { AdminPageFrame, ResourceList, wholeCall, type AdminColumn, type AdminResource } from '@snapmall/shared/admin';
import type { AdminVipLevel } from '@snapmall/shared/contract';
import { useLazyAdminVipQuery } from '../api';
import { AddLink, ConsoleLink } from '@snapmall/shared/admin';
import { FieldMeanings, VIP_LABELS } from './VipMeanings';
import { vipValues } from './vipRules';
import styles from '../admin.module.css';

const percent = (value: string) => <FormattedMessage id="admin.shopping.percent" values={{ value }} />;

/** The VIP levels, every one, by level (read whole: few). */
const VIP_LEVELS: AdminResource<AdminVipLevel> = { name: 'vip-levels', label: 'admin.shopping.vip.title', empty: 'admin.shopping.vip.empty', rowId: (v) => v.level, usePages: wholeCall(useLazyAdminVipQuery) };

/** /shop/vip: every VIP level with every rule it publishes, each leading to its form, and what each rule means. */
export default function VipPage() {
  const intl = useIntl();
  const columns: AdminColumn<AdminVipLevel>[] = [
    { id: 'level', title: VIP_LABELS.level, numeric: true, render: (v) => v.level, csv: (v) => v.level },
    {
      id: 'name',
      title: VIP_LABELS.name,
      render: (v) => (
        <ConsoleLink to={`/shop/vip/${v.level}`} className={styles.link} aria-label={intl.formatMessage({ id: 'admin.shopping.vip.editOf' }, { name: v.name })}>
          {v.name}
        </ConsoleLink>
      ),
      csv: (v) => v.name,
    },
    { id: 'price', title: VIP_LABELS.price, numeric: true, render: (v) => <Money value={vipValues(v).price} />, csv: (v) => vipValues(v).price },
    { id: 'order_join_rate', title: VIP_LABELS.order_join_rate, numeric: true, render: (v) => percent(vipValues(v).order_join_rate), csv: (v) => vipValues(v).order_join_rate },
    { id: 'task_rate', title: VIP_LABELS.task_rate, numeric: true, render: (v) => percent(vipValues(v).task_rate), csv: (v) => vipValues(v).task_rate },
    { id: 'task_num', title: VIP_LABELS.task_num, numeric: true, render: (v) => <Count value={v.task_num} />, csv: (v) => v.task_num },
    { id: 'task_everyday', title: VIP_LABELS.task_everyday, numeric: true, render: (v) => <Count value={v.task_everyday} />, csv: (v) => v.task_everyday },
    { id: 'withdraw_num', title: VIP_LABELS.withdraw_num, numeric: true, render: (v) => <Count value={v.withdraw_num} />, csv: (v) => v.withdraw_num },
    { id: 'withdraw_rate', title: VIP_LABELS.withdraw_rate, numeric: true, render: (v) => percent(vipValues(v).withdraw_rate), csv: (v) => vipValues(v).withdraw_rate },
    { id: 'min_withdraw', title: VIP_LABELS.min_withdraw, numeric: true, render: (v) => <Money value={vipValues(v).min_withdraw} />, csv: (v) => vipValues(v).min_withdraw },
    { id: 'max_withdraw', title: VIP_LABELS.max_withdraw, numeric: true, render: (v) => <Money value={vipValues(v).max_withdraw} />, csv: (v) => vipValues(v).max_withdraw },
  ];
  return (
    <AdminPageFrame
      title="admin.shopping.vip.title"
      actions={<AddLink to="/shop/vip/new" label="admin.shopping.vip.new" />}
    >
      <ResourceList resource={VIP_LEVELS} columns={columns} />
      <section className={styles.section} aria-labelledby="vip-meanings">
        <h2 id="vip-meanings" className={styles.sectionTitle}>
          <FormattedMessage id="admin.shopping.vip.meanings" />
        </h2>
        <FieldMeanings />
      </section>
    </AdminPageFrame>
  );
}
