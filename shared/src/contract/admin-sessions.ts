import { Type, type Static } from '@sinclair/typebox';
import { Int, requestBody, Unix } from './common';

/**
 * An operator's session (issue 26): where it was opened (the browser's user agent, the address), when, when it was
 * last used and when it ends at the latest; `current` is the caller's own. Its id names it; the token never leaves
 * the browser that holds it.
 */
export const AdminSessionRow = Type.Object({
  id: Int,
  operator: Type.String(),
  device: Type.String(),
  address: Type.String(),
  createtime: Unix,
  last_used: Unix,
  expires: Unix,
  current: Type.Boolean(),
});
export type AdminSessionRow = Static<typeof AdminSessionRow>;

/** /api/admin/session/list: the caller's live sessions, or every operator's (`everyone: 1`, owners only). */
export const AdminSessionListBody = requestBody({ everyone: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) });
export type AdminSessionListBody = Static<typeof AdminSessionListBody>;

/** /api/admin/session/end: ends one session by its id (the caller's own; anyone's for an owner). */
export const AdminSessionEndBody = requestBody({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export type AdminSessionEndBody = Static<typeof AdminSessionEndBody>;
