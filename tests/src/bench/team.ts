// A team in its own repository (issue 29), timed: from the shop's packages to a released page, as README "A new
// team" runs it (tests/src/team.ts, the same steps tests/e2e/outside-team.test.ts checks), three times, each in a
// fresh folder and a fresh remote. Needs `npm run build` (the shell, and the packages in dist-packages/).
import { startReleaseShop } from '../release/shop';
import { withTestDatabase } from '../script-database';
import { newTeam } from '../team';

const RUNS = 3;
const STEPS = ['scaffold', 'install', 'test', 'build', 'release'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const shop = await startReleaseShop({}, { smokeRunner: true });
  const runs: Array<Record<string, number>> = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const name = `mf-bench-team-${run}`;
      await shop.services.releases.addRemote({ name, prefixes: [`/pages/bench-team-${run}/`], owner: 'bench' }, 'cli:bench');
      const { token } = await shop.services.releases.access.createToken('cli:bench', `bench-team-${run}`, [name]);
      const team = await newTeam(shop.url, name);
      try {
        await team.step('test', 'npm', ['test']);
        await team.step('build', 'npm', ['run', 'build']);
        // The release alone (the build is the step before): the gate, the shop's smoke run, the promote.
        await team.step('release', 'npx', ['snapmall-remote', 'release', '--promote'], { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token });
        runs.push(team.times);
      } finally {
        team.remove();
      }
    }
  } finally {
    await shop.close();
  }
  console.log(`\nA team in its own repository, ${RUNS} runs (median, min–max; npm's cache warm, as on a team's machine after its first install):`);
  console.log('| step | median | min–max |\n|---|---|---|');
  for (const step of STEPS) {
    const values = runs.map((r) => r[step]!);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`| ${step} | ${s(median(values))} | ${s(Math.min(...values))}–${s(Math.max(...values))} |`);
  }
}

void withTestDatabase(main);
