import type { Database, Queryable } from '../../src/db/database';

/** A node of PostgreSQL's JSON plan, with the fields the scale tests look at. */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; 'Heap Fetches'?: number; 'Rows Removed by Filter'?: number; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Each query a repository call sends, explained instead of run (issue 18's scale tests): one flat list of plan
 * nodes per query, so a test can insist that no Seq Scan touches a large table.
 */
export async function plansOf(db: Database, call: (q: Queryable) => Promise<unknown>): Promise<PlanNode[][]> {
  const plans: PlanNode[][] = [];
  const explaining: Queryable = {
    query: async <T,>(sql: string, params?: unknown[]) => {
      const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      plans.push(nodesOf(row!['QUERY PLAN'][0]!.Plan));
      return [] as T[];
    },
  };
  await call(explaining);
  return plans;
}

/**
 * Each query a call sends, run under EXPLAIN (ANALYZE, BUFFERS): its plan's nodes and the buffers it read less its
 * heap fetches (an index-only scan visits the heap for each entry on a page not yet marked all-visible, which another
 * suite's open transaction can hold back; those visits say nothing of how much of the index was read).
 */
export async function buffersOf(db: Database, call: (q: Queryable) => Promise<unknown>) {
  const plans: Array<{ nodes: PlanNode[]; buffers: number; heapFetches: number }> = [];
  const q: Queryable = {
    query: async <T,>(sql: string, params?: unknown[]) => {
      const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }> }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
        params,
      );
      const plan = row!['QUERY PLAN'][0]!.Plan;
      const nodes = nodesOf(plan);
      const heapFetches = nodes.reduce((sum, n) => sum + (n['Heap Fetches'] ?? 0), 0);
      plans.push({ nodes, buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'] - heapFetches, heapFetches });
      return db.query<T>(sql, params);
    },
  };
  await call(q);
  return plans;
}
