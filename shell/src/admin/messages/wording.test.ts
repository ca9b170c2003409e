import { createIntl } from 'react-intl';
import type { OperatorMessage } from '@snapmall/shared/contract';
import adminEn from '../../../messages/admin/en-us.json';
import adminZh from '../../../messages/admin/zh-tw.json';
import { wordMessage } from './wording';

const FIGURES = 'LCP p75 1550 ms vs stable 1213 ms (24 and 24 samples)';
const SLOWER: OperatorMessage = {
  id: 13, kind: 'release.canarySlower', title: 'Canary of mf-bank withdrawn', body: 'English body', createtime: 1_764_000_000, read: false,
  params: { remote: 'mf-bank', version: '0.2.0+ccc', percent: 10, minutes: 5, figures: FIGURES, stable: '0.1.0+aaa' },
};
const intlIn = (locale: 'en-us' | 'zh-tw') => createIntl({ locale, messages: (locale === 'en-us' ? adminEn : adminZh) as Record<string, string> });

it('words a canary withdrawn as slower in the operator’s language, with the judge’s figures', () => {
  expect(wordMessage(intlIn('en-us'), SLOWER)).toEqual({
    title: 'Canary of mf-bank withdrawn',
    body: `The canary 0.2.0+ccc of mf-bank (10 % of clients) was slower than stable for its real visitors over the last 5 minutes: ${FIGURES}. Every client gets 0.1.0+aaa again.`,
  });
  const zh = wordMessage(intlIn('zh-tw'), SLOWER);
  expect(zh.title).toBe('mf-bank 的金絲雀版本已撤回');
  expect(zh.body).toContain('比穩定版慢');
  expect(zh.body).toContain(FIGURES);
});
