/** JSON text of a value whose cents and ids may be bigint (as the database driver hands them): those become strings. */
export const toJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The same value as plain JSON data, for an answer or a printout. */
export const jsonSafe = <T = unknown>(value: unknown): T => JSON.parse(toJson(value)) as T;
