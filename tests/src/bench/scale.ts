// The scale bench (issue 18): every customer-facing call timed with a small history and again with a large one, on
// one server whose every table the parts have grown (scale/parts.ts), through the app (app.inject, no network). It
// prints one table (median and p99 at each size, requests per second, the ratio beside the 1.5× target), then the
// scans of each call's queries at the large size (a sequential scan of a large table is a finding), then how long
// `ledger:verify` takes over the grown ledger. SCALE_PARTS=lottery,messages runs only those parts.
import { performance } from 'node:perf_hooks';
import type { Queryable } from 'server/src/db/database';
import { LedgerService } from 'server/src/modules/ledger/service';
import { operatorToken, registerUser, startTestServer, type TestServer } from 'server/test/helpers';
import { plansOf } from 'server/test/support/plans';
import { withTestDatabase } from '../script-database';
import { BUDGET_MS, SAMPLES, timedCall } from './inject-timing';
import type { ScaleCall, ScaleContext, ScalePart } from './scale/part';
import { pickedParts } from './scale/parts';
import { formatTable, scansOf, schemaFacts, TARGET, type Figures, type Measured } from './scale/report';
import { settle } from './scale/rows';

type Size = 'small' | 'large';
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const keyOf = (part: ScalePart, call: Pick<ScaleCall, 'name'>) => `${part.name}: ${call.name}`;

/**
 * A call that reads nothing the parts grow (the customer's bank card, which they have none of), timed before each
 * size's calls: its ratio is the machine's drift between the two rounds, which every other ratio carries too.
 */
const CONTROL = { part: 'control', call: 'withdraw/bankcard', url: '/api/withdraw/bankcard', body: {}, as: 'customer' } as const;
/** Untimed requests of every call before the first round, so the small figures do not pay for a cold process. */
const WARM_UP = 100;

async function warmUp(ctx: ScaleContext, parts: ScalePart[]) {
  for (const call of [CONTROL, ...parts.flatMap((p) => p.calls)]) {
    const token = call.as === 'customer' ? ctx.customer.token : ctx.operator.token;
    for (let i = 0; i < WARM_UP; i++) await ctx.server.post(call.url, call.body, { token });
  }
}

/** Grows every part to the size, then times every call: grown first, so each call sees every table at that size. */
async function growAndTime(ctx: ScaleContext, parts: ScalePart[], size: Size): Promise<Map<string, Figures>> {
  for (const part of parts) {
    const started = performance.now();
    await part.grow(ctx, size);
    console.log(`grew ${part.name} to ${part.sizes[size]} in ${seconds(started)}`);
  }
  // Millions of rows just written are still being flushed: the first calls timed would pay for the write-back.
  await ctx.server.db.query('CHECKPOINT');
  if (size === 'small') await warmUp(ctx, parts);
  const figures = new Map<string, Figures>([[CONTROL.part, await timedCall(ctx.server, CONTROL.url, CONTROL.body, ctx.customer.token)]]);
  for (const part of parts) {
    for (const call of part.calls) {
      const token = call.as === 'customer' ? ctx.customer.token : ctx.operator.token;
      const f = await timedCall(ctx.server, call.url, call.body, token);
      figures.set(keyOf(part, call), f);
      console.log(`  ${size.padEnd(5)} ${keyOf(part, call).padEnd(40)} median ${f.median.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  (${f.samples} requests)`);
    }
  }
  return figures;
}

/**
 * The call's queries explained, not run. An explained query answers no rows, so a repository that reads its first
 * row may throw once the query is explained; only a failing EXPLAIN itself is an error here.
 */
async function explained(ctx: ScaleContext, call: ScaleCall) {
  return plansOf(ctx.server.db, async (q) => {
    let failed: unknown;
    const watched: Queryable = {
      query: async <T,>(sql: string, params?: unknown[]) => {
        try {
          return await q.query<T>(sql, params);
        } catch (error) {
          failed = error;
          throw error;
        }
      },
    };
    await call.explain(watched, ctx).catch((error: unknown) => {
      if (failed !== undefined) throw error;
    });
  });
}

/** Each call's scans at the large size; returns the findings (sequential scans of large tables). */
async function printPlans(ctx: ScaleContext, parts: ScalePart[]): Promise<string[]> {
  const facts = await schemaFacts(ctx.server.db);
  const findings: string[] = [];
  console.log('\nPlans at the large size (EXPLAIN of the queries each call sends):');
  for (const part of parts) {
    for (const call of part.calls) {
      const scans = scansOf(await explained(ctx, call), facts, call.as === 'customer');
      console.log(`  ${keyOf(part, call)}${scans.findings.length ? '   FINDING' : ''}`);
      for (const line of scans.lines) console.log(line);
      for (const f of scans.findings) findings.push(`${keyOf(part, call)}: ${f}`);
    }
  }
  return findings;
}

/** ledger:verify over the ledger the parts grew, as ledger-verify.ts runs it. */
async function timeVerify(server: TestServer) {
  await settle(server.db, ['ledger_transfers', 'ledger_accounts']);
  const started = performance.now();
  const report = await new LedgerService(server.db).verify();
  const s = (performance.now() - started) / 1000;
  const transfers = Number(report.transfers);
  // Below 100,000 transfers the fixed cost of the check's statements would read as a rate.
  const rate = transfers >= 100_000 ? ` = ${((s * 1e6) / transfers).toFixed(2)} s per million transfers (target < 10)` : ' (too few to give a rate: the statement part grows the ledger)';
  console.log(
    `\nledger:verify: ${transfers.toLocaleString('en')} transfers, ${report.accounts.toLocaleString('en')} accounts, ${s.toFixed(2)} s${rate}  ` +
      (report.ok ? 'ok' : `NOT OK: ${report.problems.slice(0, 3).join('; ')}`),
  );
}

async function main() {
  const started = performance.now();
  const parts = pickedParts();
  // No lottery ticks: the draws are the bench's own, and a tick would try to draw the grown game's open period. No
  // automatic receipt: the grown shipped orders are years old, and receiving them mid-run would change what is read.
  const server = await startTestServer({ lotteryTickMs: 3_600_000, orderAutoReceiveDays: 36_500 });
  try {
    const customer = await registerUser(server);
    const ctx: ScaleContext = {
      server,
      customer: { id: customer.userinfo.id, token: customer.token },
      operator: { token: (await operatorToken(server)).token },
    };
    console.log(`Scale bench: parts ${parts.map((p) => p.name).join(', ')}; ${SAMPLES} sequential requests per figure (fewer once a call has taken ${BUDGET_MS / 1000} s), app.inject`);
    for (const part of parts) await part.setUp(ctx);
    const at: Record<Size, Map<string, Figures>> = { small: await growAndTime(ctx, parts, 'small'), large: await growAndTime(ctx, parts, 'large') };
    const control: Measured = { part: CONTROL.part, call: CONTROL.call, sizes: { small: '—', large: '—' }, small: at.small.get(CONTROL.part)!, large: at.large.get(CONTROL.part) };
    const measured: Measured[] = parts.flatMap((part) =>
      part.calls.map((call) => ({
        part: part.name,
        call: call.name,
        sizes: part.sizes,
        // A deep page's own small figure is an empty answer's: it is held to its list's page 1 at the small size.
        small: at.small.get(keyOf(part, call.deep ? { name: call.deep } : call))!,
        large: at.large.get(keyOf(part, call)),
        deep: call.deep !== undefined,
      })),
    );
    console.log(`\nEvery call at both sizes (target: median at large ≤ ${TARGET}× median at small)\n${formatTable(measured, control)}`);
    const findings = await printPlans(ctx, parts);
    console.log(findings.length ? `\nFindings:\n${findings.map((f) => `  ${f}`).join('\n')}` : '\nNo sequential scan of a large table.');
    await timeVerify(server);
  } finally {
    await server.close();
  }
  console.log(`\nScale bench done in ${seconds(started)}`);
}

withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
