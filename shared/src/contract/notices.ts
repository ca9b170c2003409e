import { Type, type Static } from '@sinclair/typebox';
import { Int, requestBody, Unix } from './common';
import { RULES } from './rules';

/** Notices and content pages: what customers read (in their language) and what the operator writes (both). */

/** /api/notice/list and /api/notice/detail: public, in the request's language. */
export const NoticeListBody = requestBody({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
export type NoticeListBody = Static<typeof NoticeListBody>;
export const NoticeDetailBody = requestBody({ id: Type.Integer({ minimum: 1 }) });
export type NoticeDetailBody = Static<typeof NoticeDetailBody>;
/** /api/common/content: a content page by its key. */
export const ContentBody = requestBody({ key: Type.String({ minLength: 1, maxLength: 50 }) });
export type ContentBody = Static<typeof ContentBody>;

/** /api/admin/notice/*: a notice in both languages (operator HTML, sanitized where it is shown), by group id. */
export const NoticeSaveBody = requestBody({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  title_en: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  content_en: Type.String({ minLength: 1, maxLength: 20_000 }),
  title_zh: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  content_zh: Type.String({ minLength: 1, maxLength: 20_000 }),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
});
export type NoticeSaveBody = Static<typeof NoticeSaveBody>;

export const NoticeGroupBody = requestBody({ id: Type.Integer({ minimum: 1 }) });
export type NoticeGroupBody = Static<typeof NoticeGroupBody>;

export const AdminNotice = Type.Object({
  id: Int,
  status: Type.Union([Type.Literal('published'), Type.Literal('draft'), Type.Literal('withdrawn')]),
  title_en: Type.String(),
  content_en: Type.String(),
  title_zh: Type.String(),
  content_zh: Type.String(),
  createtime: Unix,
  updatetime: Unix,
});
export type AdminNotice = Static<typeof AdminNotice>;

/** /api/admin/content/save: a content page (about, terms, privacy …) in both languages. */
export const ContentSaveBody = requestBody({
  key: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]{1,50}$' }),
  title_en: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  body_en: Type.String({ minLength: 1, maxLength: 50_000 }),
  title_zh: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  body_zh: Type.String({ minLength: 1, maxLength: 50_000 }),
});
export type ContentSaveBody = Static<typeof ContentSaveBody>;

/** /api/notice/list and /api/notice/detail: a published notice in the reader's language (English when it has none). */
export const Notice = Type.Object({ id: Int, title: Type.String(), content: Type.String(), createtime: Unix });
export type Notice = Static<typeof Notice>;

export const NoticePage = Type.Object({ total: Int, page: Int, list: Type.Array(Notice) });
export type NoticePage = Static<typeof NoticePage>;

/** /api/common/content: a content page in the reader's language, English when it has none. */
export const ContentPage = Type.Object({ key: Type.String(), title: Type.String(), content: Type.String() });
export type ContentPage = Static<typeof ContentPage>;

/** /api/admin/content/list: each page's row per language; updatetime as ISO 8601 (the stored timestamp). */
export const AdminContentRow = Type.Object({ key: Type.String(), lang: Type.String(), title: Type.String(), updatetime: Type.String() });
export type AdminContentRow = Static<typeof AdminContentRow>;

/** /api/admin/content/save: the page's key. */
export const ContentSaved = Type.Object({ key: Type.String() });
export type ContentSaved = Static<typeof ContentSaved>;
