import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, emitForcedLogout, Field, FormError, isMixedPassword, toastShown, useAppDispatch, useForm, useT } from '@snapmall/shared';
import { useUpdatePasswordMutation } from '../../common/profileApi';

/** Change the login password; the server ends every session, so the user logs in again. */
export default function LoginPasswordPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const form = useForm(
    { oldpassword: '', newpassword: '', renewpassword: '' },
    {
      oldpassword: (v) => (v ? undefined : t('field.required')),
      newpassword: (v) => (!v ? t('field.required') : isMixedPassword(v) ? undefined : t('account.rule.password')),
      renewpassword: (v, all) => (v === all.newpassword ? undefined : t('validate.passwordsMismatch')),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await update(form.values);
    if ('error' in result) return form.showServerErrors(result.error);
    dispatch(toastShown({ id: 'account.passwordChanged' }));
    emitForcedLogout();
  };

  return (
    <form className={controlStyles.form} onSubmit={submit} noValidate>
      <Field label={<FormattedMessage id="account.field.oldPassword" />} type="password" autoComplete="current-password" value={form.values.oldpassword} onValue={form.set('oldpassword')} error={form.errors.oldpassword} />
      <Field label={<FormattedMessage id="account.field.newPassword" />} type="password" autoComplete="new-password" hint={t('account.hint.password')} value={form.values.newpassword} onValue={form.set('newpassword')} error={form.errors.newpassword} />
      <Field label={<FormattedMessage id="account.field.confirmPassword" />} type="password" autoComplete="new-password" value={form.values.renewpassword} onValue={form.set('renewpassword')} error={form.errors.renewpassword} />
      <FormError message={form.formError} />
      <Button type="submit" className={controlStyles.block} disabled={isLoading}>
        <FormattedMessage id="common.submit" />
      </Button>
    </form>
  );
}
