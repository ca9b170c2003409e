import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, DarkModeToggle, Field, FormError, LanguageSwitch, useAppDispatch, useAppSelector, useForm } from '@snapmall/shared';
import { endedNoticeSeen, operatorLoggedIn, selectSessionEnded } from '@snapmall/shared/admin';
import { useShopName } from '../layout/useShopName';
import { useOperatorLoginMutation } from './api';
import styles from './Login.module.css';

/**
 * The console's door: an operator's username and password (/api/admin/login). A refusal (wrong password, locked,
 * disabled) stays on the form in the server's words; a session the server ended says so here once.
 */
export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const ended = useAppSelector(selectSessionEnded);
  const [login, { isLoading }] = useOperatorLoginMutation();
  const shop = useShopName();
  const form = useForm(
    { username: '', password: '' },
    {
      username: (v) => (v.trim() ? undefined : t('admin.login.usernameRequired')),
      password: (v) => (v ? undefined : t('admin.login.passwordRequired')),
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const answer = await login({ username: form.values.username.trim(), password: form.values.password }).unwrap();
      dispatch(operatorLoggedIn({ token: answer.token, username: answer.username, roles: answer.roles }));
    } catch (error) {
      form.showServerErrors(error);
      const kind = (error as { kind?: string }).kind;
      if (kind === 'network' || kind === 'timeout') form.showServerErrors({ kind: 'refused', message: t('admin.login.noAnswer') });
    }
  };
  return (
    <main className={styles.screen} id="main">
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="console-login-title">
        <p className={styles.brand}>
          {shop} · <FormattedMessage id="admin.console" />
        </p>
        <h1 id="console-login-title" className={styles.title} tabIndex={-1}>
          <FormattedMessage id="admin.login.title" />
        </h1>
        {ended && (
          <p className={styles.ended} role="alert">
            {ended}
          </p>
        )}
        <Field
          label={t('admin.login.username')}
          name="username"
          autoComplete="username"
          value={form.values.username}
          error={form.errors.username}
          onValue={(v) => {
            form.set('username')(v);
            if (ended) dispatch(endedNoticeSeen());
          }}
        />
        <Field label={t('admin.login.password')} name="password" type="password" autoComplete="current-password" value={form.values.password} error={form.errors.password} onValue={form.set('password')} />
        <FormError message={form.formError} />
        <Button type="submit" className={styles.submit} disabled={isLoading}>
          <FormattedMessage id={isLoading ? 'admin.login.working' : 'admin.login.submit'} />
        </Button>
        <div className={styles.preferences}>
          <LanguageSwitch />
          <DarkModeToggle />
        </div>
      </form>
    </main>
  );
}
