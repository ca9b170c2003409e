import type { ReactElement } from 'react';
import { applyFilters, renderRemoteAdminPage, setWide } from '@snapmall/shared/test-utils/admin';
import type { Language } from '@snapmall/shared';
import { messages } from '../../admin';

export { applyFilters, setWide };

/** A console page as the console shows it: the admin kit's texts and the bank's console texts, at its path. */
export function renderAdminPage(page: ReactElement, route: string, lang: Language = 'en-us') {
  return renderRemoteAdminPage(page, route, lang, 'mf_bank/admin', messages);
}
