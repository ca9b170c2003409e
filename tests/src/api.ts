import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** A call to the shop's API from outside the browser (Node's fetch), a token in the header if given; the answer's data. */
export async function apiPost<T>(baseUrl: string, route: string, body: object, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code?: number; msg?: string; data: T };
  if (answer.status !== 200 || json.code !== 1) throw new Error(`${route} ${JSON.stringify(body)} → ${answer.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The customer's token the page holds (stored as JSON). */
export async function pageToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('snapmall:token'));
  return stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored!;
}

/** A screenshot into tests/artifacts/<file>.png with SCREENSHOTS=1, once finite animations are over. */
export async function artifactShot(page: Page, file: string, fullPage = true) {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.join(__dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: path.join(dir, `${file}.png`), fullPage });
}
