/**
 * What the save body of an operator's record form starts with (a channel, a brand, a game): the record's id when it
 * is changed (none when it is added), its text fields trimmed as the server stores them, and its on/off switch as
 * the 1 or 0 the server takes. The form adds its own fields after.
 */
export function saveBody<V extends { enabled: boolean }, K extends keyof V>(values: V, id: number | undefined, texts: readonly K[]) {
  const trimmed = Object.fromEntries(texts.map((field) => [field, String(values[field]).trim()])) as { [P in K]: string };
  return { ...(id ? { id } : {}), ...trimmed, enabled: values.enabled ? (1 as const) : (0 as const) };
}
