// The flash sale's report: a line per run (with its correctness checks, transaction profile and CPU), the
// targets, and the markdown table.
import { describeProfile } from './flash-sale-profile';
import { perSecond, TARGET_HTTP_SHARE, TARGET_SERVICE_RATIO, THROUGHPUT_SECONDS, THROUGHPUT_STOCK, type Run } from './flash-sale-run';

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => (n >= 100 ? fmt(n) : n.toFixed(1));
const entries = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => `${fmt(n)}× ${k}`).join(', ');

export function correctness(run: Run): string[] {
  const problems: string[] = [];
  if (Object.keys(run.failures).length) problems.push(`failures: ${entries(run.failures)}`);
  const c = run.check;
  if (!c) return problems;
  if (c.oversold > 0) problems.push(`oversold ${c.oversold}`);
  if (!c.stockConsistent) problems.push(`stock ${c.finalStock} after ${run.stock} but orders hold ${c.soldUnits} units`);
  if (c.ackedMissing > 0) problems.push(`${c.ackedMissing} acknowledged orders missing from the table`);
  if (c.ackedTwice > 0) problems.push(`${c.ackedTwice} order ids acknowledged twice`);
  if (run.cutShort ? c.orders < run.ok : c.orders !== run.ok) problems.push(`${c.orders} orders in the table for ${run.ok} acknowledged`);
  if (!c.ledgerOk) problems.push(`ledger: ${c.ledgerProblems.join('; ')}`);
  if (run.profile && Object.keys(run.profile.errors).length) problems.push(`server errors: ${entries(run.profile.errors)}`);
  return problems;
}

export function printRun(run: Run) {
  const name = `${run.database} ${run.level} ${run.design}${run.stock ? ` stock ${fmt(run.stock)}` : ''}`;
  const rate = run.design === 'no-op ceiling' ? `${fmt(perSecond(run.ok, run.seconds))} calls/s` : `${fmt(perSecond(run.ok, run.seconds))} orders/s`;
  console.log(
    `${name.padEnd(42)} ${rate.padStart(14)}  p50 ${fmtMs(run.p50)} ms  p99 ${fmtMs(run.p99)} ms  ${fmt(run.answered)} answered in ${run.seconds.toFixed(2)} s, ${fmt(run.ok)} ok` +
      (Object.keys(run.refusals).length ? `, refused: ${entries(run.refusals)}` : '') +
      (run.dropped ? `, ${fmt(run.dropped)} dropped unstarted at the ${THROUGHPUT_SECONDS} s cap` : ''),
  );
  const c = run.check;
  const problems = correctness(run);
  if (!c && problems.length) console.log(`  ✗ ${problems.join('; ')}`);
  if (c) {
    console.log(
      `  orders ${fmt(c.orders)}, oversold ${c.oversold}, stock ${fmt(run.stock!)} → ${fmt(c.finalStock)} (${c.stockConsistent ? 'matches the orders' : 'MISMATCH'}), ` +
        `acknowledged in the table ${fmt(run.ok - c.ackedMissing)}/${fmt(run.ok)}` +
        (run.cutShort ? ` (+${fmt(c.orders - run.ok + c.ackedMissing)} unanswered at the stop)` : '') +
        `, ledger ${c.ledgerOk ? 'ok' : 'NOT ok'}` +
        (problems.length ? `  ✗ ${problems.join('; ')}` : '  ✓'),
    );
  }
  if (run.profile && run.design !== 'no-op ceiling') for (const line of describeProfile(run.profile)) console.log(line);
  if (run.cpu) console.log(`  ${run.cpu.text}${run.eventLoop === undefined ? '' : `; ${run.level === 'http' ? 'server' : 'bench'} event loop ${Math.round(run.eventLoop * 100)} % busy`}`);
}

/** The target beside a coalesced run: ≥ 10× the baseline (service), ≥ 80 % of the ceiling (HTTP), judged on the throughput run. */
function target(run: Run, runs: Run[]): string {
  if (run.design !== 'coalesced') return '';
  const rate = perSecond(run.ok, run.seconds);
  const judged = run.stock === THROUGHPUT_STOCK;
  const mark = (met: boolean) => (judged ? (met ? ' ✓' : ' ✗') : ' (sell-out: not judged)');
  if (run.level === 'service') {
    const base = runs.find((r) => r.database === run.database && r.level === 'service' && r.design === 'baseline' && r.stock === run.stock);
    if (!base) return '';
    const ratio = rate / perSecond(base.ok, base.seconds);
    return `${ratio.toFixed(1)}× baseline (≥ ${TARGET_SERVICE_RATIO}×)${mark(ratio >= TARGET_SERVICE_RATIO)}`;
  }
  // 3,000 answers on 3,000 new connections, 2,500 of them "sold out": nothing to set beside a no-op call.
  if (!judged) return 'sell-out: not judged';
  const ceiling = runs.find((r) => r.database === run.database && r.design === 'no-op ceiling');
  if (!ceiling) return '';
  const share = rate / perSecond(ceiling.ok, ceiling.seconds);
  // The machine's CPU per buy against per no-op call: what the share would be if nothing else ran (cores shared).
  const cost = run.cpu && ceiling.cpu ? `; CPU per answer ${(run.cpu.perAnswerMs / ceiling.cpu.perAnswerMs).toFixed(1)}× a no-op call` : '';
  return `${Math.round(share * 100)} % of ceiling (≥ ${TARGET_HTTP_SHARE * 100} %)${mark(share >= TARGET_HTTP_SHARE)}${cost}`;
}

export function printTable(runs: Run[], skipped: string[]) {
  console.log('\n### Flash sale: 1,000 customers × 3 buys at once, pool 20 for both designs\n');
  console.log('| database | level | design | stock | answered | orders/s | p50 ms | p99 ms | mean batch | orders | oversold | acked in table | ledger | target |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|');
  for (const run of runs) {
    const c = run.check;
    const rate = fmt(perSecond(run.ok, run.seconds)) + (run.design === 'no-op ceiling' ? ' calls/s' : '');
    const cells = [
      run.database,
      run.level,
      run.design,
      run.stock ? fmt(run.stock) : '—',
      fmt(run.answered),
      rate,
      fmtMs(run.p50),
      fmtMs(run.p99),
      run.profile?.batches ? (run.profile.buys / run.profile.batches).toFixed(1) : '—',
      c ? fmt(c.orders) : '—',
      c ? String(c.oversold) + (c.oversold === 0 && c.stockConsistent ? ' ✓' : ' ✗') : '—',
      c ? `${fmt(run.ok - c.ackedMissing)}/${fmt(run.ok)}` : '—',
      c ? (c.ledgerOk ? 'ok' : 'NOT ok') : '—',
      target(run, runs),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const line of skipped) console.log(`\n${line}`);
}
