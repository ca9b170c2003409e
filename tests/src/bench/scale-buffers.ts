// What each scale-bench call reads at the small and the large size (issue 18), independent of the machine's load:
// every query the call's repository code sends, run under EXPLAIN (ANALYZE, BUFFERS), printed as its shared buffers
// (hit + read), the heap fetches among them, the rows its scans read, rows a filter threw away, and any sort. A call
// whose cost is flat reads the same at both sizes. SCALE_PARTS picks parts as in scale.ts, SCALE_CALLS=text keeps the
// calls whose name contains one of the comma-separated texts, SCALE_PLANS=1 prints each plan in full,
// SCALE_TRACE=1 prints every statement the route itself sends over HTTP (app.inject) with its time, what the
// repository calls above may not name (a route reading another module's service), and SCALE_HOLD=1 keeps the grown database open afterwards (its URL and schema printed) for psql, until interrupted.
import { performance } from 'node:perf_hooks';
import type { Queryable } from 'server/src/db/database';
import { operatorToken, registerUser, startTestServer, testDatabaseUrl } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import type { ScaleCall, ScaleContext, ScalePart } from './scale/part';
import { pickedParts } from './scale/parts';

type Node = Record<string, unknown> & { 'Node Type': string; Plans?: Node[] };
const nodesOf = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** Runs of each query: the median's times are printed. */
const RUNS = Number(process.env.SCALE_RUNS ?? 21);
const num = (n: Node, key: string) => Number(n[key] ?? 0);

/** One query's reading, summed over its plan (a node's buffers include its children's, so the top node's are taken). */
export function readingOf(explained: { Plan: Node; Planning?: Node; 'Planning Time'?: number; 'Execution Time'?: number }, text: string) {
  const plan = explained.Plan;
  const nodes = nodesOf(plan);
  const scans = nodes.filter((n) => n['Relation Name'] !== undefined || n['Index Name'] !== undefined);
  const rowsRead = scans.reduce((s, n) => s + num(n, 'Actual Rows') * Math.max(1, num(n, 'Actual Loops')), 0);
  const filtered = nodes.reduce((s, n) => s + (num(n, 'Rows Removed by Filter') + num(n, 'Rows Removed by Index Recheck')) * Math.max(1, num(n, 'Actual Loops')), 0);
  return {
    buffers: num(plan, 'Shared Hit Blocks') + num(plan, 'Shared Read Blocks'),
    planningBuffers: explained.Planning ? num(explained.Planning, 'Shared Hit Blocks') + num(explained.Planning, 'Shared Read Blocks') : 0,
    planningMs: explained['Planning Time'] ?? 0,
    executionMs: explained['Execution Time'] ?? 0,
    heapFetches: nodes.reduce((s, n) => s + num(n, 'Heap Fetches'), 0),
    rowsRead,
    filtered,
    sorts: nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort').length,
    scans: scans.map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`).join(' · '),
    text,
  };
}

async function analyzed(ctx: ScaleContext, call: ScaleCall) {
  const readings: Array<ReturnType<typeof readingOf>> = [];
  const q: Queryable = {
    query: async <T,>(sql: string, params?: unknown[]) => {
      // The median run of RUNS (PostgreSQL's own planning and execution times; the buffers are the same each run).
      const runs: Array<{ Plan: Node; 'Planning Time'?: number; 'Execution Time'?: number }> = [];
      for (let i = 0; i < RUNS; i++) {
        const [json] = await ctx.server.db.query<{ 'QUERY PLAN': Array<{ Plan: Node }> }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
        runs.push(json!['QUERY PLAN'][0]!);
      }
      const time = (r: (typeof runs)[number]) => (r['Planning Time'] ?? 0) + (r['Execution Time'] ?? 0);
      const median = runs.sort((a, b) => time(a) - time(b))[Math.floor(RUNS / 2)]!;
      const text = process.env.SCALE_PLANS
        ? (await ctx.server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n')
        : '';
      readings.push(readingOf(median, text));
      // The real rows, so a repository that reads its first row goes on.
      return ctx.server.db.query<T>(sql, params);
    },
  };
  await call.explain(q, ctx);
  return readings;
}

/**
 * The statements one request to the call's route sends, each with its time as the server saw it (the app's own
 * database object, wrapped for the request): the best of TRACE_RUNS requests, after one to warm up.
 */
const TRACE_RUNS = 5;
async function traced(ctx: ScaleContext, call: ScaleCall) {
  const db = ctx.server.db;
  const plain = db.query.bind(db);
  const token = call.as === 'customer' ? ctx.customer.token : ctx.operator.token;
  let best: { ms: number; statements: Array<{ ms: number; sql: string }> } | undefined;
  for (let i = 0; i <= TRACE_RUNS; i++) {
    const statements: Array<{ ms: number; sql: string }> = [];
    db.query = async <T,>(sql: string, params?: unknown[]) => {
      const started = performance.now();
      try {
        return await plain<T>(sql, params);
      } finally {
        statements.push({ ms: performance.now() - started, sql: sql.replace(/\s+/g, ' ').slice(0, 140) });
      }
    };
    const started = performance.now();
    try {
      await ctx.server.post(call.url, call.body, { token });
    } finally {
      db.query = plain;
    }
    const ms = performance.now() - started;
    if (i > 0 && (!best || ms < best.ms)) best = { ms, statements };
  }
  return best!;
}

const picked = (call: ScaleCall) => {
  const names = process.env.SCALE_CALLS?.split(',').map((s) => s.trim()).filter(Boolean);
  return !names || names.some((n) => call.name.includes(n));
};

async function report(ctx: ScaleContext, parts: ScalePart[], size: 'small' | 'large') {
  console.log(`\n${size}:`);
  for (const part of parts) {
    for (const call of part.calls.filter(picked)) {
      if (process.env.SCALE_TRACE) {
        const t = await traced(ctx, call);
        console.log(`  ${`${part.name}: ${call.name}`.padEnd(44)} HTTP ${t.ms.toFixed(2)} ms, ${t.statements.length} statements`);
        for (const st of t.statements) console.log(`      ${st.ms.toFixed(2).padStart(7)} ms  ${st.sql}`);
      }
      const readings = await analyzed(ctx, call);
      readings.forEach((r, i) => {
        console.log(
          `  ${`${part.name}: ${call.name}`.padEnd(44)} q${i + 1}  buffers ${String(r.buffers).padStart(6)} (heap fetches ${r.heapFetches}, planning ${r.planningBuffers})` +
            `  rows read ${r.rowsRead}  filtered ${r.filtered}  sorts ${r.sorts}  ms ${r.planningMs.toFixed(3)} + ${r.executionMs.toFixed(3)}  ${r.scans}`,
        );
        if (r.text) console.log(r.text.replace(/^/gm, '      '));
      });
    }
  }
}

async function main() {
  const parts = pickedParts();
  const server = await startTestServer({ lotteryTickMs: 3_600_000, orderAutoReceiveDays: 36_500 });
  try {
    const customer = await registerUser(server);
    const ctx: ScaleContext = { server, customer: { id: customer.userinfo.id, token: customer.token }, operator: { token: (await operatorToken(server)).token } };
    for (const part of parts) await part.setUp(ctx);
    for (const size of ['small', 'large'] as const) {
      for (const part of parts) {
        const started = performance.now();
        await part.grow(ctx, size);
        console.log(`grew ${part.name} to ${part.sizes[size]} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      await report(ctx, parts, size);
    }
    if (process.env.SCALE_HOLD) {
      console.log(`\nHolding: psql '${testDatabaseUrl()}' with SET search_path = ${server.db.schema}; customer ${ctx.customer.id}`);
      await new Promise<void>((resolve) => process.once('SIGINT', resolve).once('SIGTERM', resolve));
    }
  } finally {
    await server.close();
  }
}

withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
