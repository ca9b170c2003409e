import type { CanaryRule, ReleaseLogEntry } from '@snapmall/shared/contract';

/**
 * The releases of a remote as a table to read in a terminal, not to parse (that is the admin API). One function
 * for both places that print it: `npm run ops -- release:list` on the server's machine (the service's rows) and
 * `npm run release -- list` anywhere (the same rows, as /api/admin/release/list answers them).
 */
export interface ListedRelease {
  version: string;
  /** Seconds since the epoch. */
  created_at: number;
  created_by: string;
  size: number;
  channels: string[];
  canary_percent: number | null;
  smoke: string | null;
  pruned: boolean;
  telemetry: { loads_window: number; failures_window: number; loads_day: number; failures_day: number };
}

/** Every column padded to its widest cell. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `2025-01-31 12:00`, UTC. */
export const when = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const channelsOf = (r: ListedRelease) => r.channels.map((c) => (c === 'canary' ? `canary ${r.canary_percent}%` : c)).join(', ') || (r.pruned ? 'pruned' : '-');

/** What each log action reads as, for a person. */
const ACTIONS: Record<ReleaseLogEntry['action'], string> = {
  publish: 'published',
  smoke: 'smoke run',
  canary: 'canary',
  end: 'canary ended',
  withdraw: 'canary WITHDRAWN',
  promote: 'promoted',
  rollback: 'rolled back to',
  retire: 'retired',
};

/** The remote's log, newest first: when, what, which version, who, and why (the judge's figures, a verdict). */
export function logTable(log: readonly ReleaseLogEntry[]): string {
  if (log.length === 0) return 'Log: nothing yet.';
  const rows = log.map((e) => [when(e.at), `${ACTIONS[e.action]}${e.percent !== null ? ` ${e.percent}%` : ''}`, e.version, e.actor, e.note]);
  return `Log (newest first, UTC):\n${table(['when', 'what', 'version', 'by', 'note'], rows)}`;
}

export function releaseTable(remote: string, rows: ListedRelease[], rule: CanaryRule, log: readonly ReleaseLogEntry[] = []): string {
  if (rows.length === 0) return `${remote} has no releases yet.`;
  const body = rows.map((r) => [
    r.version,
    when(r.created_at),
    r.created_by,
    kb(r.size),
    channelsOf(r),
    r.smoke ?? '-',
    `${r.telemetry.loads_window}/${r.telemetry.failures_window}`,
    `${r.telemetry.loads_day}/${r.telemetry.failures_day}`,
  ]);
  const head = ['version', 'published (UTC)', 'by', 'size', 'channels', 'smoke', `loads/failures ${rule.window_minutes} min`, 'loads/failures day'];
  const footer =
    `Loads and failures are clients, each counted once per version (a failure if it reported one). A canary is withdrawn when, over ` +
    `${rule.window_minutes} minutes, it and stable each have at least ${rule.min_clients} clients (the canary alone at 100 %) ` +
    `and its share of failed clients exceeds stable's by more than ${rule.max_extra_failure_rate * 100} points; ` +
    `each side is judged without its one address that weighs most. It is withdrawn too when, over the same minutes, ` +
    `each side has at least ${rule.min_vitals} samples of LCP (or of INP) and the canary's p75 exceeds stable's by more ` +
    `than ${Math.round(rule.vitals_margin * 100)} %.`;
  return `${table(head, body)}\n\n${footer}\n\n${logTable(log)}`;
}
