const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as a spreadsheet reads it, in the operator's time zone: "2026-11-25 14:03:09" (sortable, one format in
 * both languages); '' for none (0: not shipped yet).
 */
export function csvTime(at: number): string {
  if (!at) return '';
  const d = new Date(at * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
