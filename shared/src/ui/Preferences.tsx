import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../contract/envelope';
import { darkModeChanged, languageChanged, selectDarkMode, selectLanguage } from '../i18n/localeSlice';
import { useAppDispatch, useAppSelector } from '../store/store';
import styles from './Controls.module.css';

/** Switches the interface language at run time; the choice is kept and sent with every request. */
export function LanguageSwitch() {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <div className={styles.segmented} role="group" aria-label={intl.formatMessage({ id: 'lang.label' })}>
      {LANGUAGES.map((code) => (
        <button key={code} type="button" className={styles.segment} aria-pressed={code === lang} onClick={() => dispatch(languageChanged(code))}>
          <FormattedMessage id={`lang.${code}`} />
        </button>
      ))}
    </div>
  );
}

/** Dark mode: off by default, kept in local storage. */
export function DarkModeToggle() {
  const dark = useAppSelector(selectDarkMode);
  const dispatch = useAppDispatch();
  return (
    <label className={styles.toggle}>
      <FormattedMessage id="dark.label" />
      <input type="checkbox" role="switch" checked={dark} onChange={(e) => dispatch(darkModeChanged(e.target.checked))} />
    </label>
  );
}
