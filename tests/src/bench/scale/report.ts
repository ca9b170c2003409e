// What the scale bench prints: one table of every call at both sizes, and the scans of each call's queries.
import type { Database } from 'server/src/db/database';
import type { PlanNode } from 'server/test/support/plans';
import { SAMPLES } from '../inject-timing';

export interface Figures {
  median: number;
  p99: number;
  rps: number;
  /** Requests timed: fewer than SAMPLES when the call ran out of time budget (inject-timing.ts). */
  samples: number;
}

export interface Measured {
  part: string;
  call: string;
  sizes: { small: string; large: string };
  small: Figures;
  large?: Figures;
  /** A page past the first: `small` is its list's page 1 at the small size (ScaleCall.deep). */
  deep?: boolean;
}

/** Issue 18's target: page 1 at the large size within 1.5× of its time at the small one. */
export const TARGET = 1.5;
/** A sequential scan of a table larger than this is a finding: its cost grows with the table. */
export const LARGE_TABLE_ROWS = 10_000;

const ms = (n: number) => n.toFixed(2);
/** A p99 of fewer than SAMPLES requests is marked: with 50 it is their slowest but one. */
const p99 = (f: Figures) => `${f.samples < SAMPLES ? '*' : ''}${ms(f.p99)}`;
const rps = (n: number) => Math.round(n).toLocaleString('en');

const ratioOf = (r: Measured) => (r.large ? r.large.median / r.small.median : undefined);

/**
 * The table, its columns as wide as their widest cell, the control call's row first: its ratio is the machine's
 * drift between the rounds, which every other ratio carries too (near 1 on a quiet machine), so each ratio is also
 * shown divided by it. What "small" and "large" hold is said once per part, above the table.
 */
export function formatTable(measured: Measured[], control: Measured): string {
  const head = ['part', 'call', 'median ms', 'p99 ms', 'median ms', 'p99 ms', 'req/s small → large', 'ratio', '÷ control', `≤ ${TARGET}×`];
  const drift = ratioOf(control) ?? 1;
  const cells = [control, ...measured].map((r) => {
    const ratio = ratioOf(r);
    return [
      r.part,
      r.call,
      ms(r.small.median),
      p99(r.small),
      r.large ? ms(r.large.median) : '—',
      r.large ? p99(r.large) : '—',
      `${rps(r.small.rps)} → ${r.large ? rps(r.large.rps) : '—'}`,
      ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
      ratio === undefined || r === control ? '—' : `${(ratio / drift).toFixed(2)}×`,
      ratio === undefined || r === control ? '—' : `${ratio <= TARGET ? 'ok' : 'OVER'}${r.deep ? ' (deep)' : ''}`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = (i: number) => i >= 2 && i <= 8;
  const line = (c: string[]) => c.map((s, i) => (numeric(i) ? s.padStart(widths[i]!) : s.padEnd(widths[i]!))).join('  ').trimEnd();
  const sizeHeads = ' '.repeat(widths.slice(0, 2).reduce((a, w) => a + w + 2, 0));
  const small = 'at small'.padEnd(widths[2]! + widths[3]! + 2);
  const short = [control, ...measured].some((r) => r.small.samples < SAMPLES || (r.large?.samples ?? SAMPLES) < SAMPLES);
  const parts = [...new Map(measured.map((r) => [r.part, r.sizes])).entries()];
  const sizes = ['Sizes:', ...parts.map(([part, s]) => `  ${part}: small ${s.small}; large ${s.large}`)];
  const note = short ? [`* of fewer than ${SAMPLES} requests (a call that spent its time budget)`] : [];
  if (measured.some((r) => r.deep)) note.push('deep: a page past the first, empty at the small size: its small figures are its list\'s page 1 there');
  return [...sizes, '', `${sizeHeads}${small}  at large`, line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line), ...note].join('\n');
}

/**
 * What the plans are judged by: rows per table as the planner knows them (the parts ANALYZE what they grow), and the
 * partial indexes (a walk of one reads only the rows its predicate keeps, such as the bets awaiting a draw).
 */
export interface SchemaFacts {
  rows: Map<string, number>;
  partial: Set<string>;
}

export async function schemaFacts(db: Database & { schema: string }): Promise<SchemaFacts> {
  const tables = await db.query<{ relname: string; reltuples: number }>(
    `SELECT c.relname, c.reltuples::float8 AS reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`,
    [db.schema],
  );
  const partial = await db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND indexdef LIKE '% WHERE %'", [db.schema]);
  return { rows: new Map(tables.map((r) => [r.relname, Number(r.reltuples)])), partial: new Set(partial.map((r) => r.indexname)) };
}

const isScan = (n: PlanNode) => n['Relation Name'] !== undefined || n['Index Name'] !== undefined;

/**
 * Each query's scans as `node type relation (index)`, and the findings: a sequential scan of a large table, and for
 * a customer's call a full index of a large table walked in order with no condition (`no cond`): that is the
 * primary key read backwards until the page's rows turn up, which reads every newer row of every other customer
 * (the planner may cost it like the customer's own index). A query that scans nothing says so.
 */
export function scansOf(plans: PlanNode[][], facts: SchemaFacts, customer: boolean): { lines: string[]; findings: string[] } {
  const findings: string[] = [];
  const lines = plans.map((nodes, i) => {
    const scans = nodes.filter(isScan).map((n) => {
      const relation = n['Relation Name'] ?? '';
      const rows = facts.rows.get(relation) ?? 0;
      const large = `${relation} (${Math.round(rows).toLocaleString('en')} rows)`;
      const walk = n['Index Name'] !== undefined && n['Index Cond'] === undefined && n['Node Type'] !== 'Bitmap Index Scan';
      if (n['Node Type'] === 'Seq Scan' && rows > LARGE_TABLE_ROWS) findings.push(`Seq Scan of ${large}`);
      if (walk && customer && rows > LARGE_TABLE_ROWS && !facts.partial.has(n['Index Name']!)) findings.push(`${n['Index Name']} walked with no condition on ${large}`);
      return [n['Node Type'], relation, n['Index Name'] ? `(${n['Index Name']}${walk ? ', no cond' : ''})` : ''].filter(Boolean).join(' ');
    });
    return `    query ${i + 1}: ${scans.length ? scans.join(' · ') : 'no table read'}`;
  });
  return { lines, findings };
}
