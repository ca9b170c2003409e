import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment, Money } from '@snapmall/shared';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { maskCardNo } from '../common/card';
import { ConsoleLink, customerPath } from '../common/ConsoleLink';
import { DetailDialog } from '../common/DetailDialog';
import { ReviewBadge } from '../common/review';
import { reviewerName } from '../common/When';
import styles from '../common/bankAdmin.module.css';

const none = '—';

/**
 * One withdrawal in full: whose, the amount, fee and what is paid out, the card (masked until the operator asks
 * for the whole number to pay to it), when, and its review.
 */
export function WithdrawalDetail({ withdrawal: w, onClose }: { withdrawal: AdminWithdrawal; onClose: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <DetailDialog
      title="admin.bank.withdrawals.detail"
      titleValues={{ id: w.id }}
      onClose={onClose}
      facts={[
        ['admin.bank.col.customer', `${w.username} (#${w.user_id})`],
        ['admin.bank.col.amount', <Money key="amount" value={w.amount} />],
        ['admin.bank.col.fee', <Money key="fee" value={w.fee} />],
        ['admin.bank.col.receive', <Money key="receive" value={w.receive} />],
        ['admin.bank.col.bank', w.bank_name],
        ['admin.bank.col.holder', w.card_name || none],
        ['admin.bank.col.cardNo', <span key="card" className={styles.card}>{shown ? w.card_no : maskCardNo(w.card_no)}</span>, 'card-no'],
        ['admin.bank.col.status', <ReviewBadge key="status" status={w.status} />],
        ['admin.bank.col.created', <Moment key="created" at={w.createtime} />],
        ['admin.bank.col.reviewed', w.reviewtime ? <Moment key="reviewed" at={w.reviewtime} /> : none],
        ['admin.bank.col.reviewer', reviewerName(w.reviewer) || none],
        ['admin.bank.col.reason', w.reason || none],
      ]}
    >
      <button type="button" className={styles.toggle} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        <FormattedMessage id="admin.bank.withdrawals.showCard" />
      </button>
      <div>
        <ConsoleLink to={customerPath(w.user_id)} className={styles.detailLink}>
          <FormattedMessage id="admin.bank.customer.open" values={{ name: w.username }} />
        </ConsoleLink>
      </div>
    </DetailDialog>
  );
}
