import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shellEn from '../../messages/en-us.json';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@snapmall/shared/contract';
import { ACTOR_WORDS, AUDIT_FIELDS, BET_WORDS, KIND_WORDS, SMOKE_WORDS, STATUS_WORDS, actionId, targetId } from './audit/words';

/** Every message id the console's code names, read from its sources. */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/['"`](admin\.[A-Za-z0-9.]+)['"`]/g)) ids.add(match[1]!);
      }
    }
  };
  walk(__dirname);
  return ids;
}

describe("the console's texts", () => {
  it('has the same ids in both languages, all prefixed admin., none empty, none also in the shop\'s catalog', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('admin.'))).toEqual([]);
    for (const catalog of [en, zh]) expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.keys(en).filter((id) => id in shellEn)).toEqual([]);
  });

  it('has every id the code names', () => {
    expect([...idsUsed()].filter((id) => !(id in en))).toEqual([]);
  });

  it('words every audited action, target, field, status, bet type and actor in both languages', () => {
    const ids = [
      ...AUDIT_ACTIONS.map(actionId),
      ...AUDIT_TARGETS.map(targetId),
      ...Object.keys(AUDIT_FIELDS).map((f) => `admin.audit.field.${f}`),
      ...STATUS_WORDS.map((s) => `admin.audit.status.${s}`),
      ...SMOKE_WORDS.map((s) => `admin.audit.smoke.${s}`),
      ...KIND_WORDS.map((k) => `admin.audit.kind.${k}`),
      ...BET_WORDS.map((b) => `admin.audit.bet.${b}`),
      ...ACTOR_WORDS.map((a) => `admin.audit.actor.${a}`),
    ];
    const zhWords: Record<string, string> = zh;
    const enWords: Record<string, string> = en;
    expect(ids.filter((id) => !enWords[id])).toEqual([]);
    expect(ids.filter((id) => !zhWords[id])).toEqual([]);
    // An action's words say what happened, not its key again.
    expect(AUDIT_ACTIONS.filter((a) => enWords[actionId(a)] === a || zhWords[actionId(a)] === a)).toEqual([]);
  });
});
