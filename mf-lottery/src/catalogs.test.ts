import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';
import { GROUPS } from './common/betTypes';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
const source = files(__dirname).map((f) => readFileSync(f, 'utf8')).join('\n');

/** Ids the pages build from a value (a status, a phase, a bet type's group) rather than name whole. */
const DYNAMIC = [
  ...['pending', 'won', 'lost', 'unknown'].map((s) => `lottery.status.${s}`),
  ...['open', 'closed', 'drawing'].map((s) => `lottery.phase.${s}`),
  ...GROUPS.map((g) => `lottery.group.${g.id}`),
  ...['big', 'small', 'odd', 'even', 'triple_any', 'sum', 'triple'].map((c) => `lottery.type.${c}`),
  ...['big', 'small', 'odd', 'even', 'triple_any', 'sum', 'triple', 'other'].map((c) => `lottery.rule.${c}`),
  ...['lottery', 'notcount', 'notcountDetail', 'buyLog', 'buyLogDay', 'settledLog', 'verify', 'limit'].map((p) => `lottery.page.${p}`),
  ...['notYet', 'notFound'].map((m) => `lottery.verify.${m}`),
];

it('has the same message ids in en-us and zh-tw, none empty', () => {
  expect(Object.keys(zhTw).sort()).toEqual(Object.keys(enUs).sort());
  for (const catalog of [enUs, zhTw]) expect(Object.entries(catalog).filter(([, text]) => !text.trim())).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  // An argument is a name right after a brace and before a comma or the closing brace (not a plural's branch text).
  const names = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
  const zh = zhTw as Record<string, string>;
  const differ = Object.entries(enUs).filter(([id, text]) => names(text).join() !== names(zh[id]!).join());
  expect(differ).toEqual([]);
});

it('has every message id the pages use, and the ids they build from a value', () => {
  const used = new Set([...source.matchAll(/['"](lottery\.[a-zA-Z_.]+)['"]/g)].map((m) => m[1]!).filter((id) => !id.endsWith('.css')));
  for (const id of DYNAMIC) used.add(id);
  expect([...used].filter((id) => !(id in enUs))).toEqual([]);
});

it('keeps no id the pages do not use', () => {
  expect(Object.keys(enUs).filter((id) => !DYNAMIC.includes(id) && !source.includes(`'${id}'`) && !source.includes(`"${id}"`))).toEqual([]);
});
