import type { TestServer } from 'server/test/helpers';

/** Sequential requests per figure, after a warm-up the figures leave out (issue 18's scale benches). */
export const SAMPLES = 300;
const WARM_UP = 30;
/**
 * A call slower than this in all stops sampling early (with at least MIN_SAMPLES): the code before issue 18 takes
 * hundreds of milliseconds a request at the large size, and 300 of them for every call would take the bench past
 * half an hour without changing its median.
 */
export const BUDGET_MS = 20_000;
export const MIN_SAMPLES = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * One call timed through the app (app.inject, no network), SAMPLES times in a row (fewer if over budget: `samples`
 * says how many): median and p99 in ms, and requests per second from the mean. A refusal stops the bench: a figure
 * of an error page would mislead.
 */
export async function timedCall(server: TestServer, url: string, body: unknown, token: string) {
  const run = async () => {
    const started = process.hrtime.bigint();
    const res = await server.post(url, body, { token });
    if (res.body.code !== 1) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  let spent = 0;
  while (times.length < SAMPLES && (spent < BUDGET_MS || times.length < MIN_SAMPLES)) {
    times.push(await run());
    spent += times.at(-1)!;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99), rps: 1000 / (spent / times.length), samples: times.length };
}
