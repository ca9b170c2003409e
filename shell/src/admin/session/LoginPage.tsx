import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, DarkModeToggle, Field, FormError, LanguageSwitch, useAppDispatch, useAppSelector, useForm } from '@snapmall/shared';
import { endedNoticeSeen, operatorLoggedIn, selectSessionEnded } from '@snapmall/shared/admin';
import type { AdminLoginAnswer, AdminSessionAnswer, AdminTicketAnswer } from '@snapmall/shared/contract';
import { useShopName } from '../layout/useShopName';
import { useLoginWithLinkMutation } from '../common/factors/api';
import { Enrolment } from '../security/Enrolment';
import { RecoveryCodesView } from '../security/RecoveryCodesView';
import { SecondStep } from '../security/SecondStep';
import { useOperatorLoginMutation } from './api';
import styles from './Login.module.css';

/**
 * The console's door: an operator's username and password (/api/admin/login), then — for an operator with a second
 * factor, or one the shop requires to have one — the second step or the first enrolment (issue 26); a first
 * enrolment shows the recovery codes once before the console opens. With `link` (an enrolment link from
 * `operator:add`) the password leads to the enrolment. A refusal stays on the form in the server's words; a
 * session the server ended says so here once.
 */
export default function LoginPage({ link }: { link?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const ended = useAppSelector(selectSessionEnded);
  const [passwordLogin, passwordState] = useOperatorLoginMutation();
  const [linkLogin, linkState] = useLoginWithLinkMutation();
  const isLoading = passwordState.isLoading || linkState.isLoading;
  const [ticket, setTicket] = useState<AdminTicketAnswer>();
  const [enrolled, setEnrolled] = useState<AdminSessionAnswer>();
  const shop = useShopName();
  const enter = (answer: AdminSessionAnswer) => dispatch(operatorLoggedIn({ token: answer.token, username: answer.username, roles: answer.roles }));
  const onSession = (answer: AdminSessionAnswer) => (answer.recovery_codes ? setEnrolled(answer) : enter(answer));
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
      const body = { username: form.values.username.trim(), password: form.values.password };
      const answer: AdminLoginAnswer = await (link ? linkLogin({ ...body, link }) : passwordLogin(body)).unwrap();
      if ('token' in answer) onSession(answer);
      else setTicket(answer);
    } catch (error) {
      form.showServerErrors(error);
      const kind = (error as { kind?: string }).kind;
      if (kind === 'network' || kind === 'timeout') form.showServerErrors({ kind: 'refused', message: t('admin.login.noAnswer') });
    }
  };
  if (enrolled?.recovery_codes || ticket) {
    return (
      <main className={styles.screen} id="main">
        <div className={styles.card}>
          <p className={styles.brand}>
            {shop} · <FormattedMessage id="admin.console" />
          </p>
          <h1 id="console-login-title" className={styles.title} tabIndex={-1}>
            <FormattedMessage id={enrolled ? 'admin.factor.codesHeading' : ticket?.step === 'enrol' ? 'admin.factor.enrolTitle' : 'admin.factor.verifyTitle'} />
          </h1>
          {enrolled?.recovery_codes ? (
            <RecoveryCodesView codes={enrolled.recovery_codes} onDone={() => enter(enrolled)} />
          ) : ticket?.step === 'enrol' ? (
            <Enrolment ticket={ticket} onSession={onSession} />
          ) : (
            ticket && <SecondStep ticket={ticket} onSession={onSession} />
          )}
          <div className={styles.preferences}>
            <LanguageSwitch />
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.screen} id="main">
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="console-login-title">
        <p className={styles.brand}>
          {shop} · <FormattedMessage id="admin.console" />
        </p>
        <h1 id="console-login-title" className={styles.title} tabIndex={-1}>
          <FormattedMessage id={link ? 'admin.factor.linkTitle' : 'admin.login.title'} />
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
