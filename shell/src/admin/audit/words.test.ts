import { createIntl } from 'react-intl';
import { createFormatter } from '@snapmall/shared';
import { adminKitCatalogs, flatDiffRows } from '@snapmall/shared/admin';
import type { AuditAction } from '@snapmall/shared/contract';
import adminEn from '../../../messages/admin/en-us.json';
import adminZh from '../../../messages/admin/zh-tw.json';
import { AuditWords } from './words';

function wordsIn(locale: 'en-us' | 'zh-tw') {
  const messages = { ...adminKitCatalogs[locale], ...(locale === 'en-us' ? adminEn : adminZh) } as Record<string, string>;
  const intl = createIntl({ locale, messages, onError: () => undefined });
  return new AuditWords(intl, createFormatter(intl, 'Asia/Taipei'));
}
const en = wordsIn('en-us');
const zh = wordsIn('zh-tw');

/** Records as the server writes them today, one per kind of value (see the record calls under server/src). */
const RECORDED: Array<{ action: AuditAction; target_type: string; before: unknown; after: unknown }> = [
  { action: 'withdraw.approve', target_type: 'withdrawal', before: { status: 0 }, after: { status: 1, id: 4, amount: '24800.00', fee: '248.00', receive: '24552.00' } },
  { action: 'user.adjust', target_type: 'user', before: { cash: '1630.00' }, after: { cash: '1617.50' } },
  { action: 'order.ship', target_type: 'order', before: { status: 'placed' }, after: { status: 'shipped', carrier: 'SF', tracking_no: 'SF1' } },
  { action: 'operator.update', target_type: 'operator', before: { roles: ['finance'], status: 'normal' }, after: { roles: ['finance', 'games'], status: 'disabled' } },
  { action: 'goods.update', target_type: 'goods', before: null, after: { id: 3, brand_id: 1, title_en: 'Tea', title_zh: '茶', images: ['/a.png'], price_cents: '129900', min_level: 1, on_sale: true, sale_start: null, sort: 0 } },
  { action: 'vip.update', target_type: 'vip', before: null, after: { level: 2, name: 'VIP 2', price_cents: '50000', task_rate_bp: 150, withdraw_rate_bp: 100, min_withdraw_cents: '10000', max_withdraw_cents: '5000000', task_num: 3 } },
  { action: 'lottery.game.update', target_type: 'lottery_game', before: null, after: { name_en: 'Dice', period_seconds: 60, close_seconds: 10, min_stake: '10', max_stake: '5000', payouts: { big: 1.95, sum_4: 50, triple_6: 150 }, enabled: true } },
  { action: 'config.save', target_type: 'config:tabbar', before: null, after: { color: '#777', dark: { color: '#aaa' }, list: [{ pagePath: '/pages/index/index', text: { 'en-us': 'Home', 'zh-tw': '首頁' }, icon: 'home' }] } },
  { action: 'release.canary', target_type: 'release', before: { remote: 'mf-bank', canary: null }, after: { canary: { version: '1.2.0', percent: 10 } } },
  { action: 'release.preview', target_type: 'release', before: null, after: { expires: 1_764_000_000, client: 'abc' } },
  { action: 'deploy.tokenCreate', target_type: 'deploy_token', before: null, after: { name: 'bank-team', remotes: ['mf-bank'] } },
];

describe('the audit in words', () => {
  it('names who acted: an operator, the command line, the shop, a team token', () => {
    expect(en.actor('operator:admin')).toBe('admin');
    expect(en.actor('cli:root')).toBe('Command line (root)');
    expect(en.actor('system:canary-judge')).toBe('The shop (canary judge)');
    expect(en.actor('deploy:bank-team')).toBe('Deploy token bank-team');
    expect(zh.actor('system:canary-judge')).toBe('商城（灰度評判）');
  });

  it('names actions and targets, a configuration key by its tab’s name', () => {
    expect(en.action('deposit.reject')).toBe('Deposit rejected');
    expect(zh.action('deposit.reject')).toBe('充值已駁回');
    expect(en.target('config:tabbar', 0)).toBe('Configuration: Tab bar');
    expect(zh.target('config:tabbar', 0)).toBe('商城設定：底部導覽');
    expect(en.target('withdrawal', 4)).toBe('Withdrawal #4');
    expect(en.target('deploy_token', 0)).toBe('Deploy token');
  });

  it('reads values: statuses by name, money formatted, roles, bet types, times', () => {
    expect(en.value('deposit', ['status'], 2)).toBe('Rejected');
    expect(en.value('withdrawal', ['status'], 1)).toBe('Paid');
    expect(zh.value('deposit', ['status'], 0)).toBe('待審核');
    expect(en.value('withdrawal', ['amount'], '24800.00')).toBe('24,800.00');
    expect(en.value('goods', ['price_cents'], '129900')).toBe('1,299.00');
    expect(en.value('vip', ['withdraw_rate_bp'], 150)).toBe('1.5 %');
    expect(en.value('operator', ['roles'], ['finance', 'games'])).toBe('Finance, Games');
    expect(zh.value('operator', ['roles'], ['owner'])).toBe('擁有者');
    expect(en.field(['payouts', 'big'])).toBe('Payouts › Big');
    expect(zh.field(['payouts', 'sum_4'])).toBe('賠率 › 總和 4');
    expect(en.field(['list', '0', 'text', 'zh-tw'])).toBe('Tabs › Tab 1 › Text › Chinese');
    expect(en.field(['title_en'])).toBe('Title (English)');
    expect(en.value('release', ['expires'], 1_764_000_000)).not.toMatch(/1764/);
  });

  it('has words for every field the server records, in both languages', () => {
    for (const words of [en, zh]) {
      for (const r of RECORDED) {
        for (const row of flatDiffRows(r.before, r.after)) {
          const field = words.field(row.path);
          // A field without words falls back to its key: none of the keys may show.
          for (const key of row.path.filter((s) => !/^\d+$/.test(s))) expect([r.action, field]).not.toEqual([r.action, expect.stringContaining(key)]);
          const value = words.value(r.target_type, row.path, row.after);
          expect([r.action, value]).not.toEqual([r.action, expect.stringMatching(/^(true|false|null|finance|disabled|placed)$/)]);
        }
      }
    }
  });
});
