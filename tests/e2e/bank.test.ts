import { openPage, PHONE, WIDE } from '../src/shop';
import { otherScreen, journey, statementWithPosixTag } from '../src/bank/journey';
import { bank, withBankShop } from '../src/bank/helpers';
import { EN, ZH } from '../src/bank/words';

withBankShop();

describe('money, end to end: card, deposit approved, withdrawal held then rejected and refunded', () => {
  it('in English on a phone, then the pages on a wide screen and in a browser with a "posix" language tag', async () => {
    const { page, context, problems } = await openPage(bank.shop, PHONE, 'en-US');
    const username = await journey(page, EN, 'en-phone');
    await page.setViewportSize(WIDE);
    await otherScreen(page, EN, 'en-wide');
    await expect(page.locator('aside').count()).resolves.toBe(2);
    expect(problems).toEqual([]);
    await context.close();
    await statementWithPosixTag(username);
  }, 120_000);

  it('in Chinese (zh-tw) on a wide screen, then the pages on a phone', async () => {
    const { page, context, problems } = await openPage(bank.shop, WIDE, 'zh-TW');
    await journey(page, ZH, 'zh-wide');
    await page.setViewportSize(PHONE);
    await otherScreen(page, ZH, 'zh-phone');
    await expect(page.locator('aside').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
