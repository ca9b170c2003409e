import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment, Money } from '@snapmall/shared';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { maskCardNo } from '../common/card';
import { ConsoleLink, customerPath } from '@snapmall/shared/admin';
import { DetailDialog } from '../common/DetailDialog';
import { ReviewBadge } from '../common/review';
import { reviewerName } from '../common/When';
import styles from '../common/bankAdmin.module.css';
import { useAdminWithdrawalCardMutation } from './cardApi';

const none = '—';

/**
 * One withdrawal in full: whose, the amount, fee and what is paid out, the card (masked until the operator asks
 * for the whole number to pay to it: read from the server then, which records who asked), when, and its review.
 */
export function WithdrawalDetail({ row: w, onClose }: { row: AdminWithdrawal; onClose: () => void }) {
  const [whole, setWhole] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [reveal, { isLoading }] = useAdminWithdrawalCardMutation();
  const shown = whole !== null;
  const toggle = async () => {
    if (shown) return setWhole(null);
    setFailed(false);
    try {
      setWhole((await reveal({ id: w.id }).unwrap()).card_no);
    } catch {
      setFailed(true);
    }
  };
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
        ['admin.bank.col.cardNo', <span key="card" className={styles.card}>{whole ?? maskCardNo(w.card_no)}</span>, 'card-no'],
        ['admin.bank.col.status', <ReviewBadge key="status" status={w.status} />],
        ['admin.bank.col.created', <Moment key="created" at={w.createtime} />],
        ['admin.bank.col.reviewed', w.reviewtime ? <Moment key="reviewed" at={w.reviewtime} /> : none],
        ['admin.bank.col.reviewer', reviewerName(w.reviewer) || none],
        ['admin.bank.col.reason', w.reason || none],
      ]}
    >
      <button type="button" className={styles.toggle} aria-pressed={shown} disabled={isLoading} onClick={() => void toggle()}>
        <FormattedMessage id="admin.bank.withdrawals.showCard" />
      </button>
      {failed && (
        <p role="alert" className={styles.cardFailed}>
          <FormattedMessage id="admin.bank.withdrawals.cardFailed" />
        </p>
      )}
      <div>
        <ConsoleLink to={customerPath(w.user_id)} className={styles.detailLink}>
          <FormattedMessage id="admin.bank.customer.open" values={{ name: w.username }} />
        </ConsoleLink>
      </div>
    </DetailDialog>
  );
}
