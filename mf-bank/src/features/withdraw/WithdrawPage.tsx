import { useState } from 'react';
import { FRESH_ON_MOUNT_S, useFormat } from '@snapmall/shared';
import type { Withdrawal } from '@snapmall/shared/contract';
import { shortCard } from '../../common/cardNumber';
import { ResultCard } from '../../common/ResultCard';
import { Lead } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useWithdrawRulesQuery } from './api';
import { RulesCard } from './RulesCard';
import { WithdrawForm } from './WithdrawForm';

/** Withdrawal: the rules first, then amount and withdrawal password, with what reaches the card after the fee. */
export default function WithdrawPage() {
  const { data: rules } = useWithdrawRulesQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const [done, setDone] = useState<Withdrawal | null>(null);
  if (done) return <Requested withdrawal={done} onAnother={() => setDone(null)} />;
  if (!rules) return null;
  return (
    <div className={styles.page}>
      <RulesCard rules={rules} />
      {rules.paypassword_set !== 1 ? (
        <Lead text="bank.withdraw.needPayPassword" action="bank.lead.setPayPassword" to="/pages/my/withdrawPsd" />
      ) : rules.card_bound !== 1 ? (
        <Lead text="bank.withdraw.needCard" action="bank.lead.bindCard" to="/pages/bank/bind" />
      ) : (
        <WithdrawForm rules={rules} onDone={setDone} />
      )}
    </div>
  );
}

/** After the request: held from the balance, Pending Review, and what happens next. */
function Requested({ withdrawal: w, onAnother }: { withdrawal: Withdrawal; onAnother: () => void }) {
  const format = useFormat();
  return (
    <ResultCard
      title="bank.withdraw.done"
      text="bank.withdraw.doneText"
      toRecords="bank.withdraw.toRecords"
      another="bank.withdraw.another"
      headingId="bank-withdraw-done"
      status={w.status}
      facts={[
        ['bank.field.amount', format.money(w.amount), 'done-amount'],
        ['bank.withdraw.feeShort', format.money(w.fee), 'done-fee'],
        ['bank.withdraw.receiveShort', format.money(w.receive), 'done-receive'],
        ['bank.withdraw.toCard', `${w.bank_name} ${shortCard(w.card_no)}`],
      ]}
      recordsPath="/pages/bank/withdraw_logs"
      onAnother={onAnother}
    />
  );
}
