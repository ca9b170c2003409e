import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INTL_LOCALE, LANGUAGES, selectLanguage, useAppSelector, type Language } from '@snapmall/shared';
import { PreviewIntl } from './PreviewIntl';
import styles from './Preview.module.css';

interface PhoneFrameProps {
  /** Message id of the caption ("What customers see"). */
  caption: string;
  /** The screen in a language: the shop's own components, as they render for a customer. */
  children: (lang: Language) => ReactNode;
  /** What the frame holds below its screen (the tab bar), outside the scrolling part. */
  footer?: (lang: Language) => ReactNode;
  testId?: string;
  /** More controls beside the language's (the tab bar's light and dark). */
  controls?: ReactNode;
}

/**
 * A phone-sized screen (375 px wide, the common phone) showing the shop's own rendering, in the language chosen
 * above it (the console's at first). The screen is `inert`: a preview is looked at, not used — its buttons and links
 * take no click and no focus (the form beside it holds the same content for the keyboard and screen readers).
 */
export function PhoneFrame({ caption, children, footer, testId, controls }: PhoneFrameProps) {
  const intl = useIntl();
  const consoleLang = useAppSelector(selectLanguage);
  const [lang, setLang] = useState<Language>(consoleLang);
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className={styles.caption}>
        <FormattedMessage id={caption} />
      </figcaption>
      <div className={styles.controls}>
        <div className={styles.languages} role="group" aria-label={intl.formatMessage({ id: 'admin.preview.language' })}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" className={styles.segment} aria-pressed={l === lang} onClick={() => setLang(l)}>
              <FormattedMessage id={l === 'en-us' ? 'admin.lang.en' : 'admin.lang.zh'} />
            </button>
          ))}
        </div>
        {controls}
      </div>
      <div className={styles.phone} lang={INTL_LOCALE[lang]} inert data-testid={testId && `${testId}-screen`}>
        <PreviewIntl lang={lang}>
          <div className={styles.screen}>{children(lang)}</div>
          {footer?.(lang)}
        </PreviewIntl>
      </div>
    </figure>
  );
}
