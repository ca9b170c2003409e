import type { Browser } from 'playwright-core';
import type { SmokeJob, SmokeVerdictBody } from '@snapmall/shared/contract';
import { launchBrowser } from './browser';
import { visitRelease, type SmokeOutcome } from './visit';

/** Where a runner takes its runs from and gives its verdicts to: the shop's queue in this process, or its API. */
export interface SmokeSource {
  claim(): Promise<SmokeJob | undefined>;
  record(verdict: SmokeVerdictBody): Promise<void>;
}

export interface RunnerOptions {
  /** The shop's address as the runner's browser opens it (the server's own, or SNAPMALL_URL). */
  baseUrl: string;
  /** How long to wait before asking again when no run waits. */
  idleMs?: number;
  /** A browser to use (the tests'); by default one is launched on the first run and kept. */
  browser?: Browser;
  /** Told each verdict, for the server's log. */
  log?: (line: string) => void;
}

/** The contract's limits on a verdict (SmokeVerdictBody): a flood of console errors must not cost the verdict a 422. */
const MAX_PROBLEMS = 100;
const PROBLEM_LENGTH = 500;

/**
 * The shop's smoke runner (issue 25): claims a queued run, visits the release in a real Chromium (visit.ts) and
 * records the verdict, one run at a time, until stopped. Runners on several instances claim through PostgreSQL, so
 * each run is made once; a runner that dies leaves its claim to expire and be taken again.
 */
export class SmokeRunner {
  private browser?: Promise<Browser>;
  private stopped = false;
  private timer?: ReturnType<typeof setTimeout>;
  private running?: Promise<void>;

  constructor(
    private readonly source: SmokeSource,
    private readonly options: RunnerOptions,
  ) {}

  /** Runs every queued run now; answers how many it ran. */
  async drain(): Promise<number> {
    let ran = 0;
    for (let job = await this.source.claim(); job && !this.stopped; job = await this.source.claim()) {
      await this.run(job);
      ran++;
    }
    return ran;
  }

  /** Keeps draining the queue, waiting idleMs between looks, until stop(). A failed look is tried again later. */
  start(): void {
    const tick = () => {
      this.running = this.drain().then(
        () => undefined,
        (error: unknown) => this.options.log?.(`smoke runner: ${(error as Error).message}`),
      );
      void this.running.then(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.idleMs ?? 2_000);
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    if (this.browser && !this.options.browser) await (await this.browser).close().catch(() => undefined);
  }

  private async run(job: SmokeJob): Promise<void> {
    let outcome: SmokeOutcome;
    try {
      this.browser ??= this.options.browser ? Promise.resolve(this.options.browser) : launchBrowser();
      outcome = await visitRelease(await this.browser, this.options.baseUrl, job);
    } catch (error) {
      // No browser to run it in: a verdict of its own, not the release's fault, so the run is left to another try.
      this.browser = undefined;
      throw error;
    }
    const problems = outcome.problems.slice(0, MAX_PROBLEMS).map((p) => (p.length > PROBLEM_LENGTH ? `${p.slice(0, PROBLEM_LENGTH - 1)}…` : p));
    await this.source.record({ release_id: job.release_id, claim: job.claim, remote: job.remote, version: job.version, routes: outcome.routes, problems });
    const failed = outcome.routes.filter((r) => !r.ok).length;
    this.options.log?.(`smoke run of ${job.remote} ${job.version}: ${failed === 0 && problems.length === 0 ? 'passed' : `failed (${failed} of ${outcome.routes.length} routes)`}`);
  }
}
