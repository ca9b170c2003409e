import { Type, type Static } from '@sinclair/typebox';
import { requestBody, Unix } from './common';

/**
 * /api/admin/content/get (content role, issue 19): one content page in both languages as stored — the operator's
 * editor starts from it. `/api/common/content` answers one language, falling back to English, so it cannot say
 * which language a page lacks; this call answers '' for a language with no row.
 */
export const AdminContentGetBody = requestBody({ key: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]{1,50}$' }) });
export type AdminContentGetBody = Static<typeof AdminContentGetBody>;

export const AdminContentPage = Type.Object({
  key: Type.String(),
  title_en: Type.String(),
  body_en: Type.String(),
  title_zh: Type.String(),
  body_zh: Type.String(),
  /** Unix seconds of the last change to either language. */
  updatetime: Unix,
});
export type AdminContentPage = Static<typeof AdminContentPage>;
