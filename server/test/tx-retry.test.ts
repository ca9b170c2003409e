import type { Database } from '../src/db/database';
import { TX_ATTEMPTS, withRetry } from '../src/db/retry';
import { openTestDatabase } from './helpers';

/**
 * Issue 26, "no deadlock, no 500": the transaction runner runs a transaction again after PostgreSQL's deadlock
 * (40P01) or serialization failure (40001), a bounded number of times; every other error is answered at once.
 */
const failure = (code: string) => Object.assign(new Error(`failure ${code}`), { code });
const noWait = () => Promise.resolve();

describe('withRetry', () => {
  it('runs again after 40P01 and 40001, and answers the attempt that succeeds', async () => {
    const codes = ['40P01', '40001'];
    let calls = 0;
    const answer = await withRetry(async () => {
      calls += 1;
      if (calls <= codes.length) throw failure(codes[calls - 1]!);
      return 'done';
    }, { wait: noWait });
    expect({ answer, calls }).toEqual({ answer: 'done', calls: 3 });
  });

  it('gives up after the bound with the last error', async () => {
    let calls = 0;
    const waits: number[] = [];
    const run = withRetry(async () => {
      calls += 1;
      throw failure('40P01');
    }, { wait: async (ms) => void waits.push(ms) });
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(TX_ATTEMPTS);
    expect(waits).toHaveLength(TX_ATTEMPTS - 1);
  });

  it('never retries another error (a refusal, a unique violation)', async () => {
    for (const error of [failure('23505'), new Error('refused')]) {
      let calls = 0;
      await expect(withRetry(async () => {
        calls += 1;
        throw error;
      }, { wait: noWait })).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });
});

describe('Database.tx', () => {
  let db: Database & { schema: string };
  beforeAll(async () => {
    db = await openTestDatabase(4);
    await db.query('CREATE TABLE retry_rows (id int PRIMARY KEY, n int NOT NULL DEFAULT 0)');
    await db.query('INSERT INTO retry_rows (id) VALUES (1), (2)');
  });
  afterAll(() => db.close());

  it('retries a deadlock thrown inside, with the first attempt rolled back', async () => {
    let attempts = 0;
    await db.tx(async (q) => {
      attempts += 1;
      await q.query('UPDATE retry_rows SET n = n + 1 WHERE id = 1');
      if (attempts === 1) throw failure('40P01');
    });
    expect(attempts).toBe(2);
    expect((await db.query<{ n: number }>('SELECT n FROM retry_rows WHERE id = 1'))[0]!.n).toBe(1);
  });

  it('gives up after the bound, with nothing kept', async () => {
    let attempts = 0;
    const run = db.tx(async (q) => {
      attempts += 1;
      await q.query('UPDATE retry_rows SET n = n + 100 WHERE id = 2');
      throw failure('40001');
    });
    await expect(run).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(TX_ATTEMPTS);
    expect((await db.query<{ n: number }>('SELECT n FROM retry_rows WHERE id = 2'))[0]!.n).toBe(0);
  });

  it('gets both transactions of a real deadlock through: the one PostgreSQL aborts runs again', async () => {
    const gate = () => {
      let open!: () => void;
      return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const [firstHolds, secondHolds] = [gate(), gate()];
    // Each locks its own row, waits until the other holds its row, then asks for the other's: a deadlock.
    const crosswise = (mine: number, theirs: number, holding: ReturnType<typeof gate>, other: ReturnType<typeof gate>) =>
      db.tx(async (q) => {
        await q.query('UPDATE retry_rows SET n = n + 1 WHERE id = $1', [mine]);
        holding.open();
        await other.opened;
        await q.query('UPDATE retry_rows SET n = n + 1 WHERE id = $1', [theirs]);
      });
    const before = await db.query<{ n: number }>('SELECT n FROM retry_rows ORDER BY id');
    await Promise.all([crosswise(1, 2, firstHolds, secondHolds), crosswise(2, 1, secondHolds, firstHolds)]);
    const after = await db.query<{ n: number }>('SELECT n FROM retry_rows ORDER BY id');
    expect(after.map((r, i) => r.n - before[i]!.n)).toEqual([2, 2]);
  });
});
