import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Field, FormError, loggedIn, useAppDispatch, useForm, useNav, type PageProps, useT } from '@snapmall/shared';
import { useLoginMutation } from '../../common/loginApi';
import { afterLogin } from './afterLogin';
import styles from '../account.module.css';

export default function LoginPage({ query }: PageProps) {
  const t = useT();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const form = useForm(
    { account: '', password: '' },
    {
      account: (v) => (v.trim() ? undefined : t('account.prompt.account')),
      password: (v) => (v ? undefined : t('account.prompt.loginPassword')),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await login({ account: form.values.account.trim(), password: form.values.password });
    if ('error' in result) return form.showServerErrors(result.error);
    dispatch(loggedIn(result.data));
    nav.relaunch(afterLogin(query.redirect));
  };

  return (
    <form className={controlStyles.form} onSubmit={submit} noValidate>
      <Field
        label={<FormattedMessage id="account.field.account" />}
        placeholder={t('account.prompt.account')}
        autoComplete="username"
        value={form.values.account}
        onValue={form.set('account')}
        error={form.errors.account}
      />
      <Field
        label={<FormattedMessage id="account.field.password" />}
        placeholder={t('account.prompt.password')}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onValue={form.set('password')}
        error={form.errors.password}
      />
      <FormError message={form.formError} />
      <Button type="submit" className={controlStyles.block} disabled={isLoading}>
        <FormattedMessage id="account.login.submit" />
      </Button>
      <button type="button" className={styles.link} onClick={() => nav.redirect('/pages/login/register')}>
        <FormattedMessage id="account.login.toRegister" />
      </button>
    </form>
  );
}
