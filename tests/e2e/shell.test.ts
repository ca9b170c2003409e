import { go, openPage, registerThroughUi, startShop, uniqueName, type Shop } from '../src/shop';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

it('offers every customer-service address from the Service tab', async () => {
  const { page, context, problems } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.getByRole('button', { name: 'Service', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link').allTextContents()).resolves.toEqual(['Online support', 'E-mail']);
  await expect(sheet.getByRole('link', { name: 'E-mail' }).getAttribute('href')).resolves.toBe('mailto:help@snapmall.example');
  await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});

it('opens a notice from the list with the domain filled in, and goes back to the list', async () => {
  const { page, context, problems } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await page.getByRole('button', { name: 'Notices', exact: true }).click();
  await page.getByRole('button', { name: /Welcome to SnapMall/ }).click();
  const link = page.getByRole('link', { name: 'the shop' });
  await expect(link.getAttribute('href')).resolves.toBe(`${shop.url}/#/pages/index/index`);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /Welcome to SnapMall/ }).waitFor();
  expect(page.url()).toMatch(/#\/pages\/notice\/notice$/);
  expect(problems).toEqual([]);
  await context.close();
});

it('shows a content page by key in the chosen language, and a translated not-found page', async () => {
  const { page, context } = await openPage(shop);
  await go(page, shop, '/pages/content/index?key=terms');
  await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
  await go(page, shop, '/');
  await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await go(page, shop, '/pages/content/index?key=terms');
  await page.getByRole('heading', { name: '服務條款' }).waitFor();
  await go(page, shop, '/pages/nowhere/at-all');
  await page.getByText('您要找的頁面不存在。').waitFor();
  await context.close();
});

it('publishes the VIP levels with their rules on home, marking the customer\'s own', async () => {
  const { page, context } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await page.getByTestId('vip-level').first().waitFor();
  await expect(page.getByTestId('vip-level').count()).resolves.toBe(4);
  const second = page.getByTestId('vip-level').nth(1);
  await expect(second.textContent()).resolves.toMatch(/VIP 2500\.00Snap buys a day5Rebate0\.80%Member discount1\.00%Withdrawals a day2 \(fee 0\.80%\)Per withdrawal100\.00 – 20,000\.00/);
  await registerThroughUi(page, shop, uniqueName('vip'));
  await go(page, shop, '/pages/index/index');
  await page.getByTestId('vip-level').first().getByText('Your level').waitFor();
  await context.close();
});
