import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import enUs from '../messages/en-us.json';
import zhTw from '../messages/zh-tw.json';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
const source = files(__dirname).map((f) => readFileSync(f, 'utf8')).join('\n');

it('has the same message ids in en-us and zh-tw, none empty', () => {
  expect(Object.keys(zhTw).sort()).toEqual(Object.keys(enUs).sort());
  for (const catalog of [enUs, zhTw]) expect(Object.entries(catalog).filter(([, text]) => !text.trim())).toEqual([]);
});

it('has every message id the pages use, and the ids they build from a status or state', () => {
  const used = new Set([...source.matchAll(/['"](shop\.[a-zA-Z.]+)['"]/g)].map((m) => m[1]!).filter((id) => !id.endsWith('.css')));
  for (const s of ['placed', 'shipped', 'received', 'cancelled']) used.add(`shop.status.${s}`);
  for (const s of ['selling', 'upcoming', 'ended', 'off']) used.add(`shop.sale.${s}`);
  for (const s of ['upcoming', 'ended', 'off']) used.add(`shop.block.${s}`);
  for (const s of ['index', 'detail', 'buylog', 'buylogDetail', 'recentorder', 'recentorderDetail', 'reclog', 'vip']) used.add(`shop.page.${s}`);
  const missing = [...used].filter((id) => !(id in enUs));
  expect(missing).toEqual([]);
});

it('keeps no id the pages do not use', () => {
  const dynamic = /^shop\.(status|sale|block|page)\./;
  expect(Object.keys(enUs).filter((id) => !dynamic.test(id) && !source.includes(`'${id}'`) && !source.includes(`"${id}"`))).toEqual([]);
});
