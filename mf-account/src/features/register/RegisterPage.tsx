import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Field,
  FormError,
  isDigits6to19,
  isMixedPassword,
  loggedIn,
  RULES,
  useAppDispatch,
  useForm,
  useNav,
  type PageProps,
  useT,
} from '@snapmall/shared';
import { useRegisterMutation } from '../../common/loginApi';
import styles from '../account.module.css';

const USERNAME = new RegExp(RULES.usernamePattern);

/** Registration: username, password twice, real name, mobile (6-19 digits), optional referrer. */
export default function RegisterPage({ query }: PageProps) {
  const t = useT();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useForm(
    { username: '', password: '', repassword: '', realname: '', mobile: '', invite_code: query.invite ?? query.invite_code ?? '' },
    {
      username: (v) => (!v.trim() ? t('account.prompt.username') : USERNAME.test(v.trim()) ? undefined : t('account.rule.username')),
      password: (v) => (!v ? t('account.prompt.password') : isMixedPassword(v) ? undefined : t('account.rule.password')),
      repassword: (v, all) => (!v ? t('account.prompt.repassword') : v === all.password ? undefined : t('validate.passwordsMismatch')),
      realname: (v) => (v.trim() ? undefined : t('account.prompt.realname')),
      mobile: (v) => (!v ? t('account.prompt.mobile') : isDigits6to19(v) ? undefined : /^\d{20,}$/.test(v) ? t('validate.digitsTooLong') : t('validate.digits6to19')),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { invite_code, ...rest } = form.values;
    const result = await register({
      ...rest,
      username: rest.username.trim(),
      realname: rest.realname.trim(),
      ...(invite_code.trim() ? { invite_code: invite_code.trim() } : {}),
    });
    if ('error' in result) return form.showServerErrors(result.error);
    dispatch(loggedIn(result.data));
    nav.relaunch('/pages/my/info');
  };

  const field = (name: keyof typeof form.values, label: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field label={<FormattedMessage id={label} />} value={form.values[name]} onValue={form.set(name)} error={form.errors[name]} {...extra} />
  );

  return (
    <form className={controlStyles.form} onSubmit={submit} noValidate>
      {field('username', 'account.field.username', { autoComplete: 'username', placeholder: t('account.prompt.username'), hint: t('account.hint.username') })}
      {field('password', 'account.field.password', { type: 'password', autoComplete: 'new-password', placeholder: t('account.prompt.password'), hint: t('account.hint.password') })}
      {field('repassword', 'account.field.repassword', { type: 'password', autoComplete: 'new-password', placeholder: t('account.prompt.repassword') })}
      {field('realname', 'account.field.realname', { autoComplete: 'name', placeholder: t('account.prompt.realname'), hint: t('account.hint.realname') })}
      {field('mobile', 'account.field.mobile', { inputMode: 'numeric', autoComplete: 'tel', placeholder: t('account.prompt.mobile') })}
      {field('invite_code', 'account.field.referrer', { autoCapitalize: 'characters' })}
      <FormError message={form.formError} />
      <Button type="submit" className={controlStyles.block} disabled={isLoading}>
        <FormattedMessage id="account.register.submit" />
      </Button>
      <button type="button" className={styles.link} onClick={() => nav.redirect('/pages/login/index')}>
        <FormattedMessage id="account.register.toLogin" />
      </button>
    </form>
  );
}
