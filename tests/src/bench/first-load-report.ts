// The first-load bench's report: the JavaScript per page side by side, each remoteEntry.js, and the median
// Lighthouse figures, each with the issue's target beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, mark, seconds } from './first-load-format';
import { FEDERATED_ROOT, PAGES, REMOTES, RUNS, SHOP_PAGES, TARGET, type Build } from './first-load-plan';
import type { Scripts } from './first-load-scripts';
import type { Figures } from './lighthouse';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** `scripts` holds each page's scripts under `${page}|${build}`. */
export function printScripts(scripts: Map<string, Scripts>, federated: Build, one: Build) {
  console.log('');
  console.log('First load: the federated build (shell/dist and <remote>/dist as `npm run build` left them, copied) against one ordinary');
  console.log('bundle of the same sources with no federation (tests/.first-load/one-bundle), both served by the real server with the demo data.');
  console.log('');
  console.log('JavaScript per page, gzip -9, on a first visit (phone viewport): the page\'s own scripts, then what the idle');
  console.log('preload of the tab bar\'s remotes adds before the network is idle (not counted in the ratio).');
  console.log(`${'page'.padEnd(9)}${'route'.padEnd(24)}${'federated'.padEnd(22)}${'one bundle'.padEnd(22)}${'ratio'.padEnd(8)}${'target'.padEnd(18)}idle preload: federated / one bundle`);
  for (const spec of SHOP_PAGES) {
    const f = scripts.get(`${spec.name}|${federated.name}`)!;
    const o = scripts.get(`${spec.name}|${one.name}`)!;
    const ratio = f.gzip / o.gzip;
    const target = spec.name === 'home' ? `≤ ${TARGET.homeJsRatio.toFixed(2)}× ${mark(ratio <= TARGET.homeJsRatio)}` : '';
    const cell = (gzip: number, files: number) => `${kb(gzip).padStart(9)} ${String(files).padStart(3)} file${files === 1 ? ' ' : 's'}`;
    console.log(
      `${spec.name.padEnd(9)}${spec.route.padEnd(24)}${cell(f.gzip, f.files).padEnd(22)}${cell(o.gzip, o.files).padEnd(22)}` +
        `${`${ratio.toFixed(2)}×`.padEnd(8)}${target.padEnd(18)}${cell(f.preloadGzip, f.preloadFiles)} / ${cell(o.preloadGzip, o.preloadFiles).trim()}`,
    );
  }
}

export function printRemoteEntries() {
  console.log('');
  console.log(`remoteEntry.js, gzip -9 (target ≤ ${kb(TARGET.remoteEntryGzip)} each):`);
  for (const remote of REMOTES) {
    const size = gzipSync(readFileSync(path.join(FEDERATED_ROOT, remote, 'dist', 'remoteEntry.js')), { level: 9 }).length;
    console.log(`  ${remote.padEnd(12)} ${kb(size).padStart(9)}  ${mark(size <= TARGET.remoteEntryGzip)}`);
  }
}

/** `figures` holds each page's Lighthouse runs under `${page}|${build}`. */
export function printLighthouse(version: string, figures: Map<string, Figures[]>, federated: Build, one: Build) {
  console.log('');
  if (RUNS === 0) console.log('Lighthouse: skipped (FIRST_LOAD_RUNS=0).');
  else {
    console.log(`Lighthouse ${version}, mobile (default emulation, simulated throttling: 150 ms RTT, 1.6 Mbps, CPU ×4),`);
    console.log(`performance category; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure. Targets apply to the federated build.`);
    console.log(`${'page'.padEnd(9)}${'build'.padEnd(12)}${'score'.padStart(5)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'transferred'.padStart(13)}   targets`);
    for (const spec of PAGES) {
      const med = (build: Build) => {
        const list = figures.get(`${spec.name}|${build.name}`)!;
        return {
          score: median(list.map((r) => r.score)),
          lcpMs: median(list.map((r) => r.lcpMs)),
          tbtMs: median(list.map((r) => r.tbtMs)),
          cls: median(list.map((r) => r.cls)),
          bytes: median(list.map((r) => r.bytes)),
        };
      };
      const f = med(federated);
      // A console page is measured on the federated build only (the one bundle is the shop's).
      const o = spec.console ? undefined : med(one);
      const targets = [
        spec.scored && `score ≥ ${TARGET.score} ${mark(f.score >= TARGET.score)}`,
        `LCP ≤ ${seconds(TARGET.lcpMs)} ${mark(f.lcpMs <= TARGET.lcpMs)}`,
        `TBT ≤ ${TARGET.tbtMs} ms ${mark(f.tbtMs <= TARGET.tbtMs)}`,
        `CLS 0 ${mark(f.cls <= TARGET.cls)}`,
        spec.remote && o && `LCP ${(f.lcpMs / o.lcpMs).toFixed(2)}× one bundle (≤ ${TARGET.remoteLcpRatio}×) ${mark(f.lcpMs <= TARGET.remoteLcpRatio * o.lcpMs)}`,
      ].filter(Boolean);
      const row = (label: string, build: string, m: Figures, note: string) =>
        console.log(
          `${label.padEnd(9)}${build.padEnd(12)}${String(m.score).padStart(5)}${seconds(m.lcpMs).padStart(9)}${`${m.tbtMs.toFixed(0)} ms`.padStart(9)}` +
            `${m.cls.toFixed(4).padStart(8)}${kb(m.bytes).padStart(13)}   ${note}`,
        );
      row(spec.name, federated.name, f, targets.join(', '));
      if (o) row('', one.name, o, '');
    }
  }
}
