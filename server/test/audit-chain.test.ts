import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database, Queryable } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import { recordHash } from '../src/modules/operators/audit-chain';
import { chainPage } from '../src/modules/operators/audit-chain-repository';
import { AuditChain } from '../src/modules/operators/audit-verify';
import { OperatorService } from '../src/modules/operators/service';
import { operatorToken, runOps, startTestServer, type TestServer } from './helpers';

/**
 * Issue 26, "an audit no one can rewrite unseen": the audit trail is a hash chain; someone with database rights
 * who switches the append-only trigger off (as an attacker would) and edits, removes or inserts a record with SQL
 * is named by audit:verify, and an auditor's export is checked outside the shop by scripts/audit-verify.mjs.
 */
let server: TestServer;
let chain: AuditChain;
let operators: OperatorService;
beforeAll(async () => {
  server = await startTestServer();
  chain = new AuditChain(server.db);
  operators = new OperatorService(server.db);
});
afterAll(() => server.close());

const record = (db: Database, i: number) =>
  db.tx((q) => operators.record(q, 'cli:test', { action: 'user.adjust', target: { type: 'user', id: i }, before: { n: i, big: 12345678901234567890n }, after: { n: i + 1, nested: { b: [1, 'two'], a: null } }, reason: `case ${i} — ünïcode` }));

/** SQL with the audit trail's triggers off, in this session's transaction only: what someone with database rights can do. */
async function asAttacker(sql: string, params: unknown[] = []): Promise<void> {
  await server.db.tx(async (q) => {
    await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_chained_once');
    await q.query(sql, params);
    await q.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    await q.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_chained_once');
  });
}

const COLUMNS = 'id, seq, hash, actor, action, target_type, target_id, before, after, reason, createtime';
/** A record as stored, to put back exactly after a case (so each case starts from a sound chain). */
async function stored(seq: number): Promise<unknown[]> {
  const [row] = await server.db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM audit_log WHERE seq = $1`, [seq]);
  return Object.values(row!);
}
const putBack = (row: unknown[]) => asAttacker(`INSERT INTO audit_log (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, row);

const lastSeq = async () => Number((await server.db.query<{ seq: bigint }>('SELECT seq FROM audit_chain_head'))[0]!.seq);

describe('the audit hash chain', () => {
  beforeAll(async () => {
    await operatorToken(server); // an operator created through the service, and its login
    for (let i = 1; i <= 6; i++) await record(server.db, i);
  });

  it('verifies clean, by the service and by the command line', async () => {
    const report = await chain.verify();
    expect(report).toMatchObject({ ok: true, records: await lastSeq() });
    expect(report.records).toBeGreaterThanOrEqual(7);
    const cli = await runOps(server, 'audit:verify');
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: true, records: report.records, head: report.head });
  });

  it('refuses an update or a delete while the trigger is on', async () => {
    await expect(server.db.query("UPDATE audit_log SET reason = 'edited' WHERE seq = 2")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_log WHERE seq = 2')).rejects.toThrow(/append-only/);
    await expect(server.db.query("UPDATE audit_log SET seq = NULL, hash = NULL WHERE seq = 2")).rejects.toThrow(/append-only/);
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names a record edited with SQL as changed (the command line too, with exit code 1)', async () => {
    const original = await stored(3);
    await asAttacker("UPDATE audit_log SET reason = 'nothing happened' WHERE seq = 3");
    expect((await chain.verify()).problem).toMatchObject({ kind: 'changed', seq: '3', id: String(original[0]) });
    const cli = await runOps(server, 'audit:verify');
    expect(cli.status).toBe(1);
    expect(JSON.parse(cli.stdout).problem).toMatchObject({ kind: 'changed', seq: '3' });
    await asAttacker('DELETE FROM audit_log WHERE seq = 3');
    await putBack(original);
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names an edit of before/after or time, with the hash left as it was', async () => {
    for (const edit of [`after = '{"n": 99}'`, `before = before - 'big'`, `createtime = createtime + interval '1 millisecond'`, `target_id = target_id + 1`]) {
      const original = await stored(4);
      await asAttacker(`UPDATE audit_log SET ${edit} WHERE seq = 4`);
      expect((await chain.verify()).problem).toMatchObject({ kind: 'changed', seq: '4' });
      await asAttacker('DELETE FROM audit_log WHERE seq = 4');
      await putBack(original);
    }
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names a removed record', async () => {
    const original = await stored(2);
    await asAttacker('DELETE FROM audit_log WHERE seq = 2');
    expect((await chain.verify()).problem).toMatchObject({ kind: 'removed', seq: '2' });
    await putBack(original);
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names an inserted record, at a taken place or at a place of its own (the later ones renumbered)', async () => {
    const forged = `INSERT INTO audit_log (seq, hash, actor, action, target_type, target_id, before, after, reason, createtime)
                    VALUES ($1, $2, 'operator:mallory', 'withdraw.approve', 'withdrawal', 1, 'null', '{"status": 1}', '', now()) RETURNING id`;
    await asAttacker(forged, [3, 'f'.repeat(64)]);
    const [{ id }] = (await server.db.query<{ id: bigint }>("SELECT id FROM audit_log WHERE actor = 'operator:mallory'")) as [{ id: bigint }];
    expect((await chain.verify()).problem).toMatchObject({ kind: 'inserted', seq: '3', id: String(id) });
    await asAttacker('UPDATE audit_log SET seq = seq + 1 WHERE seq >= 3 AND id <> $1', [id]);
    expect((await chain.verify()).problem).toMatchObject({ kind: 'inserted', seq: '3', id: String(id) });
    await asAttacker('DELETE FROM audit_log WHERE id = $1', [id]);
    await asAttacker('UPDATE audit_log SET seq = seq - 1 WHERE seq > 3');
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names a record outside the chain, and one appended past the head', async () => {
    await asAttacker('ALTER TABLE audit_log DROP CONSTRAINT audit_log_chained');
    await asAttacker("INSERT INTO audit_log (actor, action, target_type, target_id, reason) VALUES ('operator:mallory', 'user.adjust', 'user', 1, '')");
    expect((await chain.verify()).problem).toMatchObject({ kind: 'inserted', seq: '' });
    await asAttacker("DELETE FROM audit_log WHERE actor = 'operator:mallory'");
    await asAttacker('ALTER TABLE audit_log ADD CONSTRAINT audit_log_chained CHECK (seq IS NOT NULL AND hash IS NOT NULL) NOT VALID');
    const head = await lastSeq();
    await asAttacker(`INSERT INTO audit_log (seq, hash, actor, action, target_type, reason) VALUES ($1, $2, 'operator:mallory', 'x', 'y', '')`, [head + 1, '0'.repeat(64)]);
    expect((await chain.verify()).problem).toMatchObject({ kind: 'inserted', seq: String(head + 1) });
    await asAttacker("DELETE FROM audit_log WHERE actor = 'operator:mallory'");
    expect((await chain.verify()).ok).toBe(true);
  });

  it('names the removed tail against the head', async () => {
    const head = await lastSeq();
    const kept = [await stored(head - 1), await stored(head)];
    await asAttacker('DELETE FROM audit_log WHERE seq >= $1', [head - 1]);
    expect((await chain.verify()).problem).toMatchObject({ kind: 'removed', seq: String(head - 1) });
    for (const row of kept) await putBack(row);
    expect((await chain.verify()).ok).toBe(true);
  });

  it('keeps one unbroken chain when two instances write audited actions at once', async () => {
    const other = await openDatabase({ databaseUrl: server.db.connection!.url, schema: server.db.schema, max: 4 });
    try {
      const before = await lastSeq();
      // Each transaction also takes a row lock of its own before its record: the head is still its last lock.
      const work = (db: Database, i: number) =>
        db.tx(async (q: Queryable) => {
          await operators.record(q, 'cli:race', { action: 'goods.stock', target: { type: 'goods', id: i } });
          await q.query('SELECT 1 FROM operators ORDER BY id LIMIT 1 FOR SHARE');
          await operators.record(q, 'cli:race', { action: 'goods.update', target: { type: 'goods', id: i } });
        });
      await Promise.all(Array.from({ length: 40 }, (_, i) => work(i % 2 ? other : server.db, i)));
      const report = await chain.verify();
      expect(report).toMatchObject({ ok: true, records: before + 80 });
      const seqs = await server.db.query<{ seq: bigint }>('SELECT seq FROM audit_log WHERE seq > $1 ORDER BY seq', [before]);
      expect(seqs.map((s) => Number(s.seq))).toEqual(Array.from({ length: 80 }, (_, i) => before + 1 + i));
    } finally {
      await other.close();
    }
  });

  it('chains records older than the chain once, in id order, and then refuses to touch them', async () => {
    await asAttacker('ALTER TABLE audit_log DROP CONSTRAINT audit_log_chained');
    await server.db.query("INSERT INTO audit_log (actor, action, target_type, target_id, reason) SELECT 'operator:old', 'legacy', 'test', g, '' FROM generate_series(1, 3) g");
    // As migration 037 finds a trail written before it: these are the records it leaves to chain.
    await server.db.query("UPDATE audit_chain_head SET legacy_until = (SELECT max(id) FROM audit_log), legacy_done = false");
    await asAttacker('ALTER TABLE audit_log ADD CONSTRAINT audit_log_chained CHECK (seq IS NOT NULL AND hash IS NOT NULL) NOT VALID');
    const head = await lastSeq();
    await record(server.db, 100); // the writer chains the older ones first, then its own
    const rows = await server.db.query<{ action: string }>('SELECT action FROM audit_log WHERE seq > $1 ORDER BY seq', [head]);
    expect(rows.map((r) => r.action)).toEqual(['legacy', 'legacy', 'legacy', 'user.adjust']);
    expect((await chain.verify()).ok).toBe(true);
    await expect(server.db.query("UPDATE audit_log SET reason = 'x' WHERE action = 'legacy'")).rejects.toThrow(/append-only/);
    await expect(server.db.query("UPDATE audit_log SET hash = 'x' WHERE action = 'legacy'")).rejects.toThrow(/append-only/);
  });

  it('finds a chain rewritten and rehashed from an edit onwards against a head an earlier export kept', async () => {
    const kept = (await chain.verify()).head;
    const anchor = `${kept.seq}:${kept.hash}`;
    // What is put back afterwards: each later record's reason and hash (older records keep microseconds a copy would lose).
    const original = await server.db.query<{ id: string; reason: string; hash: string }>('SELECT id::text, reason, hash FROM audit_log WHERE seq >= 3');
    // Someone with database rights edits record #3 and recomputes every hash after it, and the head: a chain alone
    // cannot tell (there is no secret in it) …
    await server.db.tx(async (q) => {
      await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
      await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_chained_once');
      await q.query("UPDATE audit_log SET reason = 'nothing happened' WHERE seq = 3");
      const rows = await chainPage(q, { seq: 0n, id: 0n }, 1000);
      let prev = rows.find((r) => r.seq === '2')!.hash!;
      for (const row of rows.filter((r) => Number(r.seq) >= 3)) {
        prev = recordHash(row, prev);
        await q.query('UPDATE audit_log SET hash = $1 WHERE id = $2', [prev, row.id]);
      }
      await q.query('UPDATE audit_chain_head SET hash = $1', [prev]);
      await q.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
      await q.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_chained_once');
    });
    expect((await chain.verify()).ok).toBe(true);
    // … but the head the auditor kept is no longer in it: the service, the command line and the standalone script say so.
    expect((await chain.verify([{ seq: BigInt(kept.seq), hash: kept.hash }])).problem).toMatchObject({ kind: 'changed', seq: kept.seq });
    const cli = await runOps(server, 'audit:verify', anchor);
    expect({ status: cli.status, problem: JSON.parse(cli.stdout).problem?.kind }).toEqual({ status: 1, problem: 'changed' });
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-anchor-'));
    const file = path.join(dir, 'rewritten.jsonl');
    expect((await runOps(server, 'audit:export', file)).status).toBe(0);
    const script = (...args: string[]) =>
      promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../scripts/audit-verify.mjs'), file, ...args]).then(
        () => ({ code: 0, out: '' }),
        (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
      );
    expect(await script()).toMatchObject({ code: 0 });
    expect(await script(anchor)).toMatchObject({ code: 1, out: expect.stringContaining('is not the one you kept') });
    expect(await script('not-an-anchor')).toMatchObject({ code: 2 });
    // Put back as it was.
    for (const row of original) await asAttacker('UPDATE audit_log SET reason = $2, hash = $3 WHERE id = $1', [row.id, row.reason, row.hash]);
    await asAttacker('UPDATE audit_chain_head SET hash = $1', [kept.hash]);
    expect((await chain.verify([{ seq: BigInt(kept.seq), hash: kept.hash }])).problem).toBeUndefined();
  });

  it('exports the chain for an auditor, whose standalone script accepts it and refuses it tampered', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-export-'));
    const file = path.join(dir, 'audit.jsonl');
    const cli = await runOps(server, 'audit:export', file);
    expect(cli.status).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toEqual({ head: (await chain.verify()).head });
    const check = async (name: string, text: string) => {
      const target = path.join(dir, name);
      writeFileSync(target, text);
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../scripts/audit-verify.mjs'), target]);
        return { code: 0, out: stdout };
      } catch (error) {
        const e = error as { code: number; stderr: string };
        return { code: e.code, out: e.stderr };
      }
    };
    expect(await check('clean.jsonl', `${lines.join('\n')}\n`)).toMatchObject({ code: 0 });
    const edited = lines.map((l, i) => (i === 2 ? l.replace(/"reason":"[^"]*"/, '"reason":"nothing happened"') : l));
    expect(edited).not.toEqual(lines);
    expect(await check('edited.jsonl', edited.join('\n'))).toMatchObject({ code: 1, out: expect.stringContaining('line 3: record #3 does not match') });
    expect(await check('removed.jsonl', lines.filter((_, i) => i !== 1).join('\n'))).toMatchObject({ code: 1, out: expect.stringContaining('line 2') });
    expect(await check('tail.jsonl', [...lines.slice(0, -2), lines.at(-1)].join('\n'))).toMatchObject({ code: 1, out: expect.stringContaining('head') });
    expect(await check('cut.jsonl', lines.slice(0, -1).join('\n'))).toMatchObject({ code: 1, out: expect.stringContaining('no head') });
  });
});
