import { Type, type Static } from '@sinclair/typebox';
import { requestBody } from './common';

/**
 * /api/admin/content/get (content role, issue 19): one content page in both languages as stored — the operator's
 * editor starts from it. `/api/common/content` answers one language, falling back to English, so it cannot say
 * which language a page lacks; this call answers '' for a language with no row.
 */
export const AdminContentGetBody = requestBody({ key: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]{1,50}$' }) });
export type AdminContentGetBody = Static<typeof AdminContentGetBody>;

export interface AdminContentPage {
  key: string;
  title_en: string;
  body_en: string;
  title_zh: string;
  body_zh: string;
  /** Unix seconds of the last change to either language. */
  updatetime: number;
}
