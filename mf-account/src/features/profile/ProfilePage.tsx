import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Button,
  controlStyles,
  Field,
  FormError,
  isEmail,
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
import { useUpdateProfileMutation } from '../../common/profileApi';
import { AvatarPicker } from './AvatarPicker';

/** Personal profile: nickname, gender, birthday, e-mail and bio. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  const t = useT();
  const nav = useNav();
  const dispatch = useAppDispatch();
  const genderId = useId();
  const bioId = useId();
  const [dateFocused, setDateFocused] = useState(false);
  const [save, { isLoading }] = useUpdateProfileMutation();
  const form = useForm(
    {
      nickname: user?.nickname ?? '',
      avatar: user?.avatar ?? '',
      gender: String(user?.gender ?? 0),
      birthday: user?.birthday ?? '',
      email: user?.email ?? '',
      bio: user?.bio ?? '',
    },
    {
      nickname: (v) => (v.trim() ? undefined : t('field.required')),
      email: (v) => (!v || isEmail(v) ? undefined : t('account.rule.email')),
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { nickname, avatar, gender, birthday, email, bio } = form.values;
    const result = await save({ nickname: nickname.trim(), avatar, gender: Number(gender) as 0 | 1 | 2, birthday, email: email.trim(), bio });
    if ('error' in result) return form.showServerErrors(result.error);
    dispatch(userRefreshed(result.data));
    dispatch(toastShown({ id: 'account.saved' }));
    nav.back();
  };

  return (
    <form className={controlStyles.form} onSubmit={submit} noValidate>
      <AvatarPicker value={form.values.avatar} onChange={form.set('avatar')} />
      <Field label={<FormattedMessage id="account.field.nickname" />} value={form.values.nickname} onValue={form.set('nickname')} error={form.errors.nickname} maxLength={50} />
      <div className={controlStyles.field}>
        <label className={controlStyles.label} htmlFor={genderId}>
          <FormattedMessage id="account.field.gender" />
        </label>
        <select id={genderId} className={styles.select} value={form.values.gender} onChange={(e) => form.set('gender')(e.target.value)}>
          {[0, 1, 2].map((g) => (
            <option key={g} value={g}>
              {t(`account.gender.${g}`)}
            </option>
          ))}
        </select>
      </div>
      {/* Empty and unfocused, a text box with the format in the page's language: the browser's date box would show
          its own locale's placeholder (mm/dd/yyyy on a zh-tw page). Focused or filled, the browser's date picker. */}
      <Field
        label={<FormattedMessage id="account.field.birthday" />}
        type={form.values.birthday || dateFocused ? 'date' : 'text'}
        placeholder={t('account.prompt.birthday')}
        onFocus={() => setDateFocused(true)}
        onBlur={() => setDateFocused(false)}
        value={form.values.birthday}
        onValue={form.set('birthday')}
        error={form.errors.birthday}
        max={new Date().toISOString().slice(0, 10)}
      />
      <Field label={<FormattedMessage id="account.field.email" />} type="email" autoComplete="email" value={form.values.email} onValue={form.set('email')} error={form.errors.email} maxLength={100} />
      <div className={controlStyles.field}>
        <label className={controlStyles.label} htmlFor={bioId}>
          <FormattedMessage id="account.field.bio" />
        </label>
        <textarea id={bioId} className={styles.textarea} value={form.values.bio} maxLength={200} onChange={(e) => form.set('bio')(e.target.value)} />
      </div>
      <FormError message={form.formError} />
      <Button type="submit" className={controlStyles.block} disabled={isLoading}>
        <FormattedMessage id="common.save" />
      </Button>
    </form>
  );
}
