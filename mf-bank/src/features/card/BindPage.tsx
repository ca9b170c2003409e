import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Field,
  isDigits6to19,
  type Notice,
  RULES,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useForm,
  useNav,
  useT,
} from '@snapmall/shared';
import { describeFailure, FailureNote } from '@snapmall/shared/kit';
import { NO_ANSWER } from '../../common/bankApi';
import { PayPasswordField } from '../../common/fields';
import { Lead } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useBankCardQuery } from '../../common/cardApi';
import { sameName } from '../../common/cardNumber';
import { useCardUpdateMutation } from './api';
import { CurrentCard } from './CurrentCard';

/** Bank card binding: the card withdrawals are paid to, shown masked; binding or replacing it needs the withdrawal password. */
export default function BindPage() {
  const user = useAppSelector(selectUser);
  if (user && user.is_paypassword !== 1) {
    return (
      <div className={styles.page}>
        <Lead text="bank.bind.needPayPassword" action="bank.lead.setPayPassword" to="/pages/my/withdrawPsd" />
      </div>
    );
  }
  return <BindForm realname={user?.realname ?? ''} />;
}

function BindForm({ realname }: { realname: string }) {
  const t = useT();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const { data: card, isSuccess } = useBankCardQuery();
  const [update, { isLoading }] = useCardUpdateMutation();
  const [failure, setFailure] = useState<Notice | null>(null);
  const form = useForm(
    { name: '', bank_name: '', card_no: '', paypassword: '' },
    {
      name: (v) => (!v.trim() ? t('bank.prompt.name') : realname && !sameName(v, realname) ? t('bank.rule.nameMatch') : undefined),
      bank_name: (v) => (v.trim() ? undefined : t('bank.prompt.bankName')),
      card_no: (v) => (!v ? t('bank.prompt.cardNo') : isDigits6to19(v) ? undefined : t('validate.digits6to19')),
      paypassword: (v) => (v ? undefined : t('bank.prompt.payPassword')),
    },
  );
  const change = (field: keyof typeof form.values) => (value: string) => {
    setFailure(null);
    form.set(field)(field === 'card_no' ? value.replace(/\s/g, '') : value);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.validate()) return;
    const { name, bank_name, card_no, paypassword } = form.values;
    const result = await update({ name: name.trim(), bank_name: bank_name.trim(), card_no, paypassword });
    if ('error' in result) {
      form.showServerErrors(result.error);
      setFailure(describeFailure(result.error, NO_ANSWER, Object.keys(form.values)).notice);
      return;
    }
    dispatch(toastShown({ id: card ? 'bank.bind.replaced' : 'bank.bind.bound' }));
    nav.back();
  };

  return (
    <div className={styles.page}>
      <CurrentCard card={card} isSuccess={isSuccess} />
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="bank-bind-title">
        <h2 id="bank-bind-title">
          <FormattedMessage id={card ? 'bank.bind.replace' : 'bank.bind.new'} />
        </h2>
        <fieldset className={styles.fieldset} disabled={isLoading}>
          <Field
            label={<FormattedMessage id="bank.field.name" />}
            autoComplete="cc-name"
            placeholder={t('bank.prompt.name')}
            hint={realname ? t('bank.hint.nameAs', { realname }) : t('bank.hint.name')}
            maxLength={RULES.realnameMax}
            value={form.values.name}
            onValue={change('name')}
            error={form.errors.name}
          />
          <Field
            label={<FormattedMessage id="bank.field.bankName" />}
            placeholder={t('bank.prompt.bankName')}
            maxLength={RULES.bankNameMax}
            value={form.values.bank_name}
            onValue={change('bank_name')}
            error={form.errors.bank_name}
          />
          <Field
            label={<FormattedMessage id="bank.field.cardNo" />}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={t('bank.prompt.cardNo')}
            hint={t('validate.digits6to19')}
            maxLength={19}
            value={form.values.card_no}
            onValue={change('card_no')}
            error={form.errors.card_no}
          />
          <PayPasswordField value={form.values.paypassword} onValue={change('paypassword')} error={form.errors.paypassword} />
          <FailureNote notice={failure} className={styles.failureNote} />
          <Button type="submit" className={controlStyles.block}>
            <FormattedMessage id={card ? 'bank.bind.submitReplace' : 'bank.bind.submit'} />
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
