import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Facts, FailureNote, formatMoney, type Notice, showFailure, toCents, useRequestId, useT } from '@snapmall/shared';
import type { Withdrawal, WithdrawRules } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/bankApi';
import { checkAmount } from '../../common/amount';
import { useBankCardQuery } from '../../common/cardApi';
import { shortCard } from '../../common/cardNumber';
import { AmountField, PayPasswordField } from '../../common/fields';
import { ResultCard } from '../../common/ResultCard';
import { Lead } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useWithdrawRulesQuery, useWithdrawSubmitMutation } from './api';
import { quote } from './quote';
import local from './Withdraw.module.css';

/** Withdrawal: the rules first, then amount and withdrawal password, with what reaches the card after the fee. */
export default function WithdrawPage() {
  const { data: rules } = useWithdrawRulesQuery(undefined, { refetchOnMountOrArgChange: true });
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

/** Published rules are the rules: shown before the customer commits. */
function RulesCard({ rules }: { rules: WithdrawRules }) {
  const held = toCents(rules.held) ?? 0n;
  return (
    <section className={styles.card} aria-labelledby="bank-withdraw-rules">
      <h2 id="bank-withdraw-rules">
        <FormattedMessage id="bank.withdraw.rules" />
      </h2>
      <Facts
        items={[
          ['bank.withdraw.balance', formatMoney(rules.balance), 'rules-balance'],
          ...(held > 0n ? ([['bank.withdraw.held', formatMoney(rules.held), 'rules-held']] as [string, string, string][]) : []),
          [
            'bank.withdraw.perTransaction',
            <FormattedMessage key="range" id="bank.range" values={{ min: formatMoney(rules.min_amount), max: formatMoney(rules.max_amount) }} />,
            'rules-range',
          ],
          [
            'bank.withdraw.perDay',
            <FormattedMessage key="day" id="bank.withdraw.perDayValue" values={{ used: rules.used_today, count: rules.per_day }} />,
            'rules-day',
          ],
          ['bank.withdraw.feeRate', <FormattedMessage key="fee" id="bank.percent" values={{ rate: rules.fee_rate }} />, 'rules-fee'],
        ]}
      />
      {held > 0n && (
        <p className={local.note}>
          <FormattedMessage id="bank.withdraw.heldNote" />
        </p>
      )}
    </section>
  );
}

function WithdrawForm({ rules, onDone }: { rules: WithdrawRules; onDone: (w: Withdrawal) => void }) {
  const t = useT();
  const [submit, { isLoading }] = useWithdrawSubmitMutation();
  const { requestId, renew } = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paypassword?: string }>({});
  const [failure, setFailure] = useState<Notice | null>(null);
  const { data: card } = useBankCardQuery();
  const usedUp = rules.used_today >= rules.per_day;
  const preview = quote(amount, rules.fee_rate);
  const range = { min: formatMoney(rules.min_amount), max: formatMoney(rules.max_amount) };

  // Another amount or password is another action, with a request id of its own.
  const change = (set: (v: string) => void, field: 'amount' | 'paypassword') => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
    renew();
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkAmount(amount, rules.min_amount, rules.max_amount);
    const next: typeof errors = {};
    if (!checked.ok) next.amount = t(checked.message, range);
    else if ((toCents(checked.amount) ?? 0n) > (toCents(rules.balance) ?? 0n)) next.amount = t('bank.rule.balance', { balance: formatMoney(rules.balance) });
    if (!password) next.paypassword = t('bank.prompt.payPassword');
    setErrors(next);
    if (!checked.ok || Object.keys(next).length > 0) return;
    const result = await submit({ amount: checked.amount, paypassword: password, request_id: requestId });
    if ('error' in result) return showFailure(result.error, NO_ANSWER, ['amount', 'paypassword'], { showFieldErrors: setErrors, showNotice: setFailure, renew });
    renew();
    onDone(result.data);
  };

  return (
    <form className={styles.card} onSubmit={send} noValidate aria-labelledby="bank-withdraw-form">
      <h2 id="bank-withdraw-form">
        <FormattedMessage id="bank.withdraw.form" />
      </h2>
      {usedUp && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="bank.withdraw.usedUp" values={{ count: rules.per_day }} />
        </p>
      )}
      {card && (
        <p className={local.card} data-testid="withdraw-card">
          <FormattedMessage id="bank.withdraw.toCardLine" values={{ bank: card.bank_name, card: shortCard(card.card_no, card.last4) }} />
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={isLoading || usedUp}>
        <AmountField hint={t('bank.range', range)} value={amount} onValue={change(setAmount, 'amount')} error={errors.amount} />
        <div className={local.quote} aria-live="polite" data-testid="quote">
          {preview && (
            <>
              <span>
                <FormattedMessage id="bank.withdraw.fee" values={{ rate: rules.fee_rate, fee: formatMoney(preview.fee) }} />
              </span>
              <strong>
                <FormattedMessage id="bank.withdraw.receive" values={{ receive: formatMoney(preview.receive) }} />
              </strong>
            </>
          )}
        </div>
        <PayPasswordField value={password} onValue={change(setPassword, 'paypassword')} error={errors.paypassword} />
        <FailureNote notice={failure} />
        <Button type="submit" className={controlStyles.block}>
          <FormattedMessage id="bank.withdraw.submit" />
        </Button>
      </fieldset>
    </form>
  );
}

/** After the request: held from the balance, Pending Review, and what happens next. */
function Requested({ withdrawal: w, onAnother }: { withdrawal: Withdrawal; onAnother: () => void }) {
  return (
    <ResultCard
      title="bank.withdraw.done"
      text="bank.withdraw.doneText"
      toRecords="bank.withdraw.toRecords"
      another="bank.withdraw.another"
      headingId="bank-withdraw-done"
      status={w.status}
      facts={[
        ['bank.field.amount', formatMoney(w.amount), 'done-amount'],
        ['bank.withdraw.feeShort', formatMoney(w.fee), 'done-fee'],
        ['bank.withdraw.receiveShort', formatMoney(w.receive), 'done-receive'],
        ['bank.withdraw.toCard', `${w.bank_name} ${shortCard(w.card_no)}`],
      ]}
      recordsPath="/pages/bank/withdraw_logs"
      onAnother={onAnother}
    />
  );
}
