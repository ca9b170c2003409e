import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core in the shop's page, and the table of what it found per route (tests/e2e/a11y.test.ts).

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode { target: string[]; failureSummary?: string }
export interface AxeViolation { id: string; impact: string | null; help: string; nodes: AxeNode[] }

/** Waits until the page has drawn what it asked the API for and its transitions are over. */
export async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('main [role=progressbar], main [aria-busy=true]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

export async function axe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // not a script tag: the shop's CSP refuses inline scripts
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

export const seriousOnly = (violations: AxeViolation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** route → column → number of serious/critical failing nodes. */
export const table = new Map<string, Map<string, number>>();
export const failures: string[] = [];
/** Violations of lesser impact, counted for the table's note (not a failure). */
export const lesser = new Map<string, number>();

export function printTable() {
  const columns = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))];
  const lines = [
    `| route | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...table].map(([name, row]) => `| ${name} | ${columns.map((c) => row.get(c) ?? '–').join(' | ')} |`),
  ];
  const minor = [...lesser].map(([id, n]) => `${id} ×${n}`).join(', ');
  console.log(
    `axe-core: serious or critical failing elements per route\n${lines.join('\n')}\nmoderate or minor: ${minor || 'none'}${failures.length ? `\n\n${failures.join('\n')}` : ''}`,
  );
}

/** Counts what axe found on one route in one pass: serious and critical ones fail the sweep, the rest are noted. */
export function record(name: string, column: string, found: AxeViolation[]) {
  for (const v of found) if (!seriousOnly([v]).length) lesser.set(`${v.impact} ${v.id}`, (lesser.get(`${v.impact} ${v.id}`) ?? 0) + v.nodes.length);
  const serious = seriousOnly(found);
  const row = table.get(name) ?? new Map<string, number>();
  row.set(column, serious.reduce((n, v) => n + v.nodes.length, 0));
  table.set(name, row);
  for (const v of serious) {
    failures.push(`${name} [${column}] ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`).join('\n')}`);
  }
}
