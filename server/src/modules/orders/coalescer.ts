/**
 * Group commit for requests on one key (one item on sale): while a batch of them is being written, the requests
 * that arrive wait together and become the next batch, so N concurrent buys cost about N / batch transactions
 * instead of N queued on one row lock. Nothing waits on a timer: a lone request starts a batch of one at once.
 *
 * `run` answers one outcome per request, in order. If it throws (an unexpected database error), each request of
 * the batch is run again on its own, so one bad request never fails the others.
 */
export class Coalescer<K, Req, Res> {
  private readonly waiting = new Map<K, Array<Pending<Req, Res>>>();
  private readonly busy = new Set<K>();

  constructor(
    private readonly run: (key: K, batch: Req[]) => Promise<Res[]>,
    private readonly maxBatch: number,
  ) {}

  submit(key: K, request: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      const queue = this.waiting.get(key) ?? [];
      queue.push({ request, resolve, reject });
      this.waiting.set(key, queue);
      // Started on the next turn, so the requests parsed in the same tick of the event loop go together.
      if (!this.busy.has(key)) {
        this.busy.add(key);
        setImmediate(() => void this.drain(key));
      }
    });
  }

  private async drain(key: K): Promise<void> {
    for (;;) {
      const queue = this.waiting.get(key);
      if (!queue?.length) {
        this.waiting.delete(key);
        this.busy.delete(key);
        return;
      }
      const batch = queue.splice(0, this.maxBatch);
      try {
        const results = await this.run(key, batch.map((p) => p.request));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch {
        await Promise.all(batch.map((p) => this.run(key, [p.request]).then(([result]) => p.resolve(result!), p.reject)));
      }
    }
  }
}

interface Pending<Req, Res> {
  request: Req;
  resolve: (value: Res) => void;
  reject: (reason: unknown) => void;
}
