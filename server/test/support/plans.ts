import type { Database, Queryable } from '../../src/db/database';

/** A node of PostgreSQL's JSON plan, with the fields the scale tests look at. */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; 'Heap Fetches'?: number; Plans?: PlanNode[] };
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
