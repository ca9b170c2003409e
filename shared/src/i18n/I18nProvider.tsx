import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Language } from '../contract/envelope';
import { useAppSelector } from '../store/store';
import { LiveMessages } from './liveMessages';
import { selectCatalogs, selectLanguage, type Catalogs } from './localeSlice';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

export const sharedCatalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** BCP 47 tags for the product's language codes. */
export const INTL_LOCALE: Record<Language, string> = { 'en-us': 'en-US', 'zh-tw': 'zh-Hant-TW' };

/**
 * Provides react-intl with every registered catalog (shared, shell, each loaded remote) merged for the
 * current language; a language switch re-renders every page at once. A catalog that only adds ids (a remote as it
 * loads) re-renders nothing already drawn (LiveMessages).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLanguage);
  const catalogs = useAppSelector(selectCatalogs);
  const [live] = useState(() => new LiveMessages());
  const messages = useMemo(() => live.for(lang, sharedCatalogs[lang], catalogs), [live, catalogs, lang]);
  const onError = useMemo<NonNullable<IntlConfig['onError']>>(
    () => (error) => {
      if (error.code === 'MISSING_TRANSLATION') live.noteMissing();
      // What react-intl does by default.
      if (process.env.NODE_ENV !== 'production') console.error(error);
    },
    [live],
  );
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[lang];
  }, [lang]);
  return (
    <IntlProvider locale={INTL_LOCALE[lang]} messages={messages} defaultLocale="en-US" onError={onError}>
      {children}
    </IntlProvider>
  );
}
