import { useMemo, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { INTL_LOCALE, selectCatalogs, sharedCatalogs, useAppSelector, type Language } from '@snapmall/shared';
import pagesEn from '../../../../messages/pages/en-us.json';
import pagesZh from '../../../../messages/pages/zh-tw.json';

/** The shop's common pages' own texts (their catalogs travel with those pages, not in the console's store). */
const PAGES = { 'en-us': pagesEn, 'zh-tw': pagesZh } as const;

/**
 * The shop's words in the preview's language, whatever the console's: every catalog the console holds (the shell's
 * among them) and the common pages', merged as the shop's I18nProvider merges them.
 */
export function PreviewIntl({ lang, children }: { lang: Language; children: ReactNode }) {
  const catalogs = useAppSelector(selectCatalogs);
  const messages = useMemo(
    () => Object.assign({}, sharedCatalogs[lang], ...Object.values(catalogs).map((c) => c[lang]), PAGES[lang]) as Record<string, MessageFormatElement[]>,
    [catalogs, lang],
  );
  return (
    <IntlProvider locale={INTL_LOCALE[lang]} messages={messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}
