import { FormattedMessage, useIntl } from 'react-intl';
import { absoluteUrl, PUBLISHED_AVATARS } from '@snapmall/shared';
import styles from './AvatarPicker.module.css';

export function AvatarPicker({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const intl = useIntl();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>
        <FormattedMessage id="account.field.avatar" />
      </legend>
      {PUBLISHED_AVATARS.map((path, i) => (
        <label key={path} className={styles.option}>
          <input
            type="radio"
            name="avatar"
            value={path}
            checked={value === path}
            onChange={() => onChange(path)}
            aria-label={intl.formatMessage({ id: 'account.avatar.option' }, { n: i + 1 })}
          />
          <img src={absoluteUrl(path)} alt="" width={48} height={48} />
        </label>
      ))}
    </fieldset>
  );
}
