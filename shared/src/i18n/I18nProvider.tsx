import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Language } from '../contract/envelope';
import { useAppSelector } from '../store/store';
import { selectCatalogs, selectLanguage, type Catalogs } from './localeSlice';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

export const sharedCatalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** BCP 47 tags for the product's language codes. */
export const INTL_LOCALE: Record<Language, string> = { 'en-us': 'en-US', 'zh-tw': 'zh-Hant-TW' };

/**
 * Provides react-intl with every registered catalog (shared, shell, each loaded remote) merged for the
 * current language; a language switch re-renders every page at once.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLanguage);
  const catalogs = useAppSelector(selectCatalogs);
  // react-intl takes strings or ASTs message by message; its type only admits one kind per catalog.
  const messages = useMemo(
    () =>
      Object.assign({}, sharedCatalogs[lang], ...Object.values(catalogs).map((c) => c[lang])) as Record<string, MessageFormatElement[]>,
    [catalogs, lang],
  );
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[lang];
  }, [lang]);
  return (
    <IntlProvider locale={INTL_LOCALE[lang]} messages={messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}
