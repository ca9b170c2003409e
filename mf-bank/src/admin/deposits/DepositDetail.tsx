import { FormattedMessage } from 'react-intl';
import { Moment, Money } from '@snapmall/shared';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { ConsoleLink, customerPath } from '@snapmall/shared/admin';
import { DetailDialog } from '../common/DetailDialog';
import { ReviewBadge } from '../common/review';
import { reviewerName } from '../common/When';
import styles from '../common/bankAdmin.module.css';

const none = '—';

/** One deposit in full: whose, how much, through which channel and reference, when, and its review. */
export function DepositDetail({ row: d, onClose }: { row: AdminDeposit; onClose: () => void }) {
  return (
    <DetailDialog
      title="admin.bank.deposits.detail"
      titleValues={{ id: d.id }}
      onClose={onClose}
      facts={[
        ['admin.bank.col.customer', `${d.username} (#${d.user_id})`],
        ['admin.bank.col.amount', <Money key="amount" value={d.amount} />],
        ['admin.bank.col.channel', d.channel_name],
        ['admin.bank.col.reference', d.reference || none],
        ['admin.bank.col.status', <ReviewBadge key="status" status={d.status} />],
        ['admin.bank.col.created', <Moment key="created" at={d.createtime} />],
        ['admin.bank.col.reviewed', d.reviewtime ? <Moment key="reviewed" at={d.reviewtime} /> : none],
        ['admin.bank.col.reviewer', reviewerName(d.reviewer) || none],
        ['admin.bank.col.reason', d.reason || none],
      ]}
    >
      <ConsoleLink to={customerPath(d.user_id)} className={styles.detailLink}>
        <FormattedMessage id="admin.bank.customer.open" values={{ name: d.username }} />
      </ConsoleLink>
    </DetailDialog>
  );
}
