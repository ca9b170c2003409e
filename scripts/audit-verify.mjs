#!/usr/bin/env node
// An auditor's check of SnapMall's audit chain, with nothing of the shop's: node alone, on a file written by
// `npm run ops -- audit:export <file>`. Usage: node scripts/audit-verify.mjs <file>
//
// The file holds one JSON object a line: each audit record in chain order — seq, time, actor, action, target_type,
// target_id, before, after, reason and its hash — then {"head": {"seq", "hash"}}. A record's hash is the hex sha256
// of the canonical JSON (no whitespace, object keys sorted by UTF-16 code units at every depth — RFC 8785 for these
// values) of its fields without "hash" plus "prev": the previous record's hash, 64 zeros before the first. seq runs
// 1, 2, 3 … with no gap, and the head names the last record and its hash. Exit code 0: the chain holds; 1: it does
// not, and the first line that breaks it is named.
//
// A chain has no secret: someone with database rights could rewrite a record and recompute every hash after it. So
// keep each export's head (seq:hash) somewhere the shop cannot write, and give the heads you kept after the file:
// node scripts/audit-verify.mjs <file> 1042:3fa9… 2210:77c1… — the chain holds only if each is still in it.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const canonical = (value) => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
};
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const FIELDS = ['seq', 'time', 'actor', 'action', 'target_type', 'target_id', 'before', 'after', 'reason', 'hash'];

async function verify(file, anchors) {
  let prev = '0'.repeat(64);
  let expected = 1n;
  let line = 0;
  let head;
  for await (const text of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() === '') continue;
    if (head) return `line ${line}: records after the head`;
    let entry;
    try {
      entry = JSON.parse(text);
    } catch {
      return `line ${line}: not JSON`;
    }
    if (entry && typeof entry === 'object' && 'head' in entry) {
      head = entry.head;
      continue;
    }
    const keys = Object.keys(entry ?? {}).sort();
    if (keys.join() !== [...FIELDS].sort().join()) return `line ${line}: not an audit record (fields ${keys.join(', ')})`;
    const { hash, ...fields } = entry;
    if (fields.seq !== String(expected)) return `line ${line}: record #${fields.seq} where #${expected} was due (a record removed or inserted)`;
    if (sha256(canonical({ ...fields, prev })) !== hash) return `line ${line}: record #${fields.seq} does not match its hash (changed, or not in the chain)`;
    if (anchors.has(fields.seq) && anchors.get(fields.seq) !== hash) return `line ${line}: record #${fields.seq} is not the one you kept: the chain was rewritten up to here`;
    prev = hash;
    expected += 1n;
  }
  if (!head) return 'no head line: the file is cut short';
  const lost = [...anchors.keys()].find((seq) => BigInt(seq) > expected - 1n);
  if (lost) return `record #${lost}, which you kept, is not in the file: removed`;
  if (head.seq !== String(expected - 1n) || head.hash !== prev) return `the head (#${head.seq}) does not match the last record (#${expected - 1n}): records removed at the end`;
  return undefined;
}

const file = process.argv[2];
if (!file) {
  console.error('Usage: node scripts/audit-verify.mjs <file written by npm run ops -- audit:export> [seq:hash of a head you kept …]');
  process.exit(2);
}
const anchors = new Map();
for (const arg of process.argv.slice(3)) {
  const m = /^(\d{1,18}):([0-9a-f]{64})$/.exec(arg);
  if (!m) {
    console.error(`${arg} is not seq:hash (a head you kept from an earlier export)`);
    process.exit(2);
  }
  anchors.set(m[1], m[2]);
}
const problem = await verify(file, anchors);
if (problem) {
  console.error(`The audit chain does not hold: ${problem}`);
  process.exit(1);
}
console.log('The audit chain holds: every record chains to the one before it, up to the head.');
