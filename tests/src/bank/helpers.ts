import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../operator-login';
import { go, startShop, type Shop } from '../shop';
import type { Words } from './words';

/** The shop the bank's browser tests run against, and an operator's token for the admin API; set in beforeAll. */
export const bank = { shop: undefined as unknown as Shop, operatorToken: '' };

/** Starts the shop (and an operator) before a test file's tests and closes it after them. */
export function withBankShop() {
  beforeAll(async () => {
    bank.shop = await startShop();
    await new OperatorService(bank.shop.db).setPassword('cli:test', 'qa-admin', 'operator123');
    bank.operatorToken = (await operatorLogin(bank.shop.url, { username: 'qa-admin', password: 'operator123' })).token;
  });
  afterAll(() => bank.shop?.close());
}

/** A call to the API from outside the browser (Node's fetch), with a token in the header; the answer's data. */
export async function post<T>(route: string, body: object, token?: string): Promise<T> {
  const answer = await fetch(`${bank.shop.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code?: number; status?: number; msg?: string; data: T };
  if (answer.status !== 200 || (json.code !== 1 && json.status !== 1)) throw new Error(`${route} ${JSON.stringify(body)} → ${answer.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The customer's own call with the session the page holds, to see what the server answers it. */
export async function asCustomer<T>(page: Page, route: string): Promise<T> {
  const stored = await page.evaluate(() => localStorage.getItem('snapmall:token'));
  const token = stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored;
  expect(token).toBeTruthy();
  return post<T>(route, {}, token!);
}

/** An operator's call to the admin API, as a back-office tool would make it. */
export const admin = <T>(route: string, body: object) => post<T>(route, body, bank.operatorToken);

/** The operator finds the customer's item waiting for review (status 0) and reviews it. */
export async function review(kind: 'deposit' | 'withdraw', username: string, action: { approve: true } | { reason: string }) {
  const { list } = await admin<{ list: { id: number; username: string; status: number }[] }>(`/api/admin/${kind}/list`, { page: 1, status: 0 });
  const mine = list.filter((item) => item.username === username);
  expect(mine).toHaveLength(1);
  const id = mine[0]!.id;
  const done = await admin<{ status: number }>(`/api/admin/${kind}/${'approve' in action ? 'approve' : 'reject'}`, 'approve' in action ? { id } : { id, reason: action.reason });
  expect(done.status).toBe('approve' in action ? 1 : 2);
  return id;
}

/**
 * Screenshots of the key steps into tests/artifacts/ (gitignored) with SCREENSHOTS=1, to look at the pages on both
 * screens and in both languages; taken once the page transition and other finite animations are over.
 */
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
export async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: path.join(ARTIFACTS, `bank-${name}.png`) });
}

/** "Me", where the money menu is, with the balance freshly asked of the server. */
export async function openMe(page: Page, w: Words) {
  await go(page, bank.shop, '/pages/my/info');
  await page.getByRole('heading', { name: w.me, exact: true }).waitFor();
  await page.getByTestId('me-balance').waitFor();
}

export async function menu(page: Page, w: Words, item: string, route: RegExp) {
  await openMe(page, w);
  await page.getByRole('button', { name: item, exact: true }).click();
  await page.waitForURL(route);
}

/** A record list's one row: its status badge and text. */
export const onlyRecord = (page: Page) => page.locator('li').filter({ has: page.getByTestId('status') });
