import en from '../../../messages/admin/en-us.json';
import zh from '../../../messages/admin/zh-tw.json';
import shopEn from '../../../messages/en-us.json';
import shopZh from '../../../messages/zh-tw.json';
import { betStatusLabel } from './betStatus';

type Catalog = Record<string, string>;

it("says a bet's status in the words the customer's own bet records use, in both languages", () => {
  for (const status of ['pending', 'won', 'lost', 'unknown']) {
    const id = betStatusLabel(status);
    expect({ status, en: (en as Catalog)[id], zh: (zh as Catalog)[id] }).toEqual({
      status,
      en: (shopEn as Catalog)[`lottery.status.${status}`],
      zh: (shopZh as Catalog)[`lottery.status.${status}`],
    });
  }
  expect(betStatusLabel('void')).toBe('admin.lottery.bet.unknown');
});
