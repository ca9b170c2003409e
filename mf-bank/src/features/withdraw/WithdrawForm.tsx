import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, type Notice, useFormat, useRequestId, useT } from '@snapmall/shared';
import { FailureNote, showFailure } from '@snapmall/shared/kit';
import type { Withdrawal, WithdrawRules } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/bankApi';
import { useBankCardQuery } from '../../common/cardApi';
import { shortCard } from '../../common/cardNumber';
import { AmountField, PayPasswordField } from '../../common/fields';
import styles from '../../common/bank.module.css';
import { useWithdrawSubmitMutation } from './api';
import { checkWithdrawal, quote } from './quote';
import local from './Withdraw.module.css';

/**
 * Amount and withdrawal password, with the fee and what reaches the card only for an amount the rules and the
 * balance allow; above the limit or the balance it says so as the amount is typed, and never sends it.
 */
export function WithdrawForm({ rules, onDone }: { rules: WithdrawRules; onDone: (w: Withdrawal) => void }) {
  const t = useT();
  const format = useFormat();
  const [submit, { isLoading }] = useWithdrawSubmitMutation();
  const { requestId, renew } = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paypassword?: string }>({});
  const [failure, setFailure] = useState<Notice | null>(null);
  const { data: card } = useBankCardQuery();
  const usedUp = rules.used_today >= rules.per_day;
  const range = { min: format.money(rules.min_amount), max: format.money(rules.max_amount) };
  const checked = checkWithdrawal(amount, rules);
  const problem = checked.problem;
  const say = (message: string) => t(message, { ...range, balance: format.money(rules.balance) });
  const preview = problem ? null : quote(amount, rules.fee_rate);
  const amountError = errors.amount ?? (problem?.now ? say(problem.message) : undefined);

  // Another amount or password is another action, with a request id of its own.
  const change = (set: (v: string) => void, field: 'amount' | 'paypassword') => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
    renew();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: typeof errors = {};
    if (problem) next.amount = say(problem.message);
    if (!password) next.paypassword = t('bank.prompt.payPassword');
    setErrors(next);
    if (checked.problem || Object.keys(next).length > 0) return;
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
        <AmountField hint={t('bank.range', range)} value={amount} onValue={change(setAmount, 'amount')} error={amountError} />
        <div className={local.quote} aria-live="polite" data-testid="quote">
          {/* No fee beside an amount the form refuses: the preview is of an amount it would send only. */}
          {preview && !amountError && (
            <>
              <span>
                <FormattedMessage id="bank.withdraw.fee" values={{ rate: rules.fee_rate, fee: format.money(preview.fee) }} />
              </span>
              <strong>
                <FormattedMessage id="bank.withdraw.receive" values={{ receive: format.money(preview.receive) }} />
              </strong>
            </>
          )}
        </div>
        <PayPasswordField value={password} onValue={change(setPassword, 'paypassword')} error={errors.paypassword} />
        <FailureNote notice={failure} className={styles.failureNote} />
        <Button type="submit" className={controlStyles.block}>
          <FormattedMessage id="bank.withdraw.submit" />
        </Button>
      </fieldset>
    </form>
  );
}
