// `npm run smoke-runner`: the shop's smoke runner as a process of its own (production: beside the API instances,
// where a browser may run), with a credential of its own. SNAPMALL_URL is the shop's address; SMOKE_RUNNER_TOKEN
// a token from `npm run ops -- smoke:token <name>`. `npm start` runs the same runner inside the server instead.
import { SmokeRunner } from './runner';
import { httpSource } from './sources';

const baseUrl = (process.env.SNAPMALL_URL || 'http://localhost:8080').replace(/\/+$/, '');
const token = process.env.SMOKE_RUNNER_TOKEN;
if (!token) {
  console.error('Set SMOKE_RUNNER_TOKEN (npm run ops -- smoke:token <name> prints one) and SNAPMALL_URL.');
  process.exit(2);
}
const runner = new SmokeRunner(httpSource(baseUrl, token), { baseUrl, log: (line) => console.log(line) });
runner.start();
console.log(`Smoke runner started for ${baseUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void runner.stop().then(() => process.exit(0));
  });
}
