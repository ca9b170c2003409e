import { RULES, type Language } from '@snapmall/shared';

/** A text the operator writes in both languages: a title and its HTML (a notice, a content page). */
export interface BilingualDoc {
  title_en: string;
  html_en: string;
  title_zh: string;
  html_zh: string;
}
export type DocField = keyof BilingualDoc;

export const EMPTY_DOC: BilingualDoc = { title_en: '', html_en: '', title_zh: '', html_zh: '' };

/** The fields of one language. */
export const fieldsOf = (lang: Language): { title: DocField; html: DocField } =>
  lang === 'en-us' ? { title: 'title_en', html: 'html_en' } : { title: 'title_zh', html: 'html_zh' };

const NOT_BLANK = new RegExp(RULES.notBlankPattern);
export const TITLE_MAX = 200;

/**
 * What the contract refuses, said beside its field before anything is sent (message ids): titles not blank and at
 * most 200 characters, HTML not empty and at most `htmlMax` (notices 20,000, pages 50,000). Whether the HTML shows
 * anything once sanitized is the server's to say (its 422 lands on the same field).
 */
export function docErrors(doc: BilingualDoc, htmlMax: number): Partial<Record<DocField, string>> {
  const errors: Partial<Record<DocField, string>> = {};
  for (const field of ['title_en', 'title_zh'] as const) {
    if (!NOT_BLANK.test(doc[field])) errors[field] = 'admin.doc.titleRequired';
    else if (doc[field].length > TITLE_MAX) errors[field] = 'admin.doc.titleTooLong';
  }
  for (const field of ['html_en', 'html_zh'] as const) {
    if (!doc[field].trim()) errors[field] = 'admin.doc.htmlRequired';
    else if (doc[field].length > htmlMax) errors[field] = 'admin.doc.htmlTooLong';
  }
  return errors;
}

/**
 * The server's 422 as the form's fields: its `errors` by request field (`content_en`, `body_zh` …) put on the
 * form's own field names through `names`; anything else comes back under `form`.
 */
export function serverErrors(errors: Record<string, string[]> | undefined, names: Record<string, DocField>): { fields: Partial<Record<DocField, string>>; form?: string } {
  const fields: Partial<Record<DocField, string>> = {};
  const rest: string[] = [];
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const field = names[name];
    if (field) fields[field] = messages[0] ?? '';
    else rest.push(...messages);
  }
  return { fields, ...(rest.length ? { form: rest.join(' ') } : {}) };
}

/**
 * The words for the whole form after a failed save: what the server said beyond the fields, or its message when no
 * field carries it (a refusal, a 403), or `fallback` when it said nothing (no connection); null when the fields say it.
 */
export function failureText(mapped: { fields: object; form?: string }, failure: { message?: string }, fallback: string): string | null {
  if (mapped.form) return mapped.form;
  if (Object.keys(mapped.fields).length > 0) return null;
  return failure.message || fallback;
}
