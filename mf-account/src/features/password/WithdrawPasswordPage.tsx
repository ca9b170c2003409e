import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Field,
  isNumericPassword,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useForm,
  useNav,
  userRefreshed,
  useT,
} from '@snapmall/shared';
import styles from '../account.module.css';
import { useSetPayPasswordMutation, useUpdatePayPasswordMutation } from '../../common/profileApi';

/** The withdrawal password: set the first time (setpaypassword), changed with the old one later. */
export default function WithdrawPasswordPage() {
  const isSet = useAppSelector(selectUser)?.is_paypassword === 1;
  const t = useT();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const [setFirst, setState] = useSetPayPasswordMutation();
  const [change, changeState] = useUpdatePayPasswordMutation();
  const form = useForm(
    { old: '', next: '', again: '' },
    {
      old: (v) => (!isSet || v ? undefined : t('field.required')),
      next: (v) => (!v ? t('field.required') : isNumericPassword(v) ? undefined : t('account.rule.payPassword')),
      again: (v, all) => (v === all.next ? undefined : t('validate.passwordsMismatch')),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { old, next, again } = form.values;
    const result = isSet
      ? await change({ oldpaypassword: old, newpaypassword: next, renewpaypassword: again })
      : await setFirst({ paypassword: next, repaypassword: again });
    if ('error' in result) {
      const errors = result.error && 'errors' in result.error ? result.error.errors : undefined;
      // The server names its fields; show them beside the matching inputs here.
      const rename: Record<string, string> = { paypassword: 'next', newpaypassword: 'next', repaypassword: 'again', renewpaypassword: 'again', oldpaypassword: 'old' };
      if (errors) form.showServerErrors({ errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [rename[k] ?? k, v])) });
      return;
    }
    dispatch(userRefreshed(result.data));
    dispatch(toastShown({ id: isSet ? 'account.payPasswordChanged' : 'account.payPasswordSet' }));
    nav.back();
  };

  const pinProps = { type: 'password', inputMode: 'numeric' as const, autoComplete: 'off', maxLength: 20 };
  return (
    <form className={controlStyles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        <FormattedMessage id={isSet ? 'account.payPassword.changeIntro' : 'account.payPassword.setIntro'} />
      </p>
      {isSet && <Field label={<FormattedMessage id="account.field.oldPayPassword" />} {...pinProps} value={form.values.old} onValue={form.set('old')} error={form.errors.old} />}
      <Field label={<FormattedMessage id="account.field.newPayPassword" />} {...pinProps} hint={t('account.hint.payPassword')} value={form.values.next} onValue={form.set('next')} error={form.errors.next} />
      <Field label={<FormattedMessage id="account.field.confirmPayPassword" />} {...pinProps} value={form.values.again} onValue={form.set('again')} error={form.errors.again} />
      <Button type="submit" className={controlStyles.block} disabled={setState.isLoading || changeState.isLoading}>
        <FormattedMessage id="common.submit" />
      </Button>
    </form>
  );
}
