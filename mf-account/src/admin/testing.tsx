import type { ReactElement } from 'react';
import { renderRemoteAdminPage } from '@snapmall/shared/test-utils/admin';
import type { Language } from '@snapmall/shared';
import { messages } from '../admin';

/** A console page or tab as the console shows it: the admin kit's texts and the account's console texts, at its path. */
export function renderAdminPage(page: ReactElement, route: string, lang: Language = 'en-us') {
  return renderRemoteAdminPage(page, route, lang, 'mf_account/admin', messages);
}
