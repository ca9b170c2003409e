import path from 'node:path';
import type { Config } from 'server/src/config';
import { buildApp } from 'server/src/app';
import type { AppInstance } from 'server/src/app-types';
import { testConfig } from 'server/src/config';
import { createServices } from 'server/src/services';
import { SmokeRunner } from 'server/src/smoke/runner';
import { inProcessSource } from 'server/src/smoke/sources';
import { passSmoke as passAsRunner } from 'server/test/support/smoke';
import { packageVersionOf, readDist } from '../../../scripts/release/dist';
import { apiPost } from '../api';
import { operatorLogin } from '../operator-login';
import { ROOT, startShop, type Shop } from '../shop';

export const OPERATOR = { username: 'admin', password: 'release-tests-1' } as const;
const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'];

export interface Published {
  version: string;
  routes: string[];
  size: number;
  requires: Record<string, string>;
}

/** The shop with an operator signed in to its admin API, as a deployer is. */
export interface ReleaseShop extends Shop {
  admin<T = unknown>(route: string, body: object): Promise<T>;
  /** The shop's services on its database (the command line's view). */
  services: ReturnType<typeof createServices>;
}

/**
 * The shop as a team deploys to it. With `smokeRunner`, the shop runs its smoke runner as `npm start` does (in its
 * process, on its own address, here in the test's Chromium), so every publish gets its verdict by itself; without
 * it, a test stands in for the runner (passSmoke).
 */
export async function startReleaseShop(overrides: Partial<Config> = {}, { smokeRunner = false } = {}): Promise<ReleaseShop> {
  const shop = await startShop(ROOT, overrides);
  const services = createServices({ db: shop.db, config: testConfig({ webRoot: ROOT, ...overrides }) });
  await services.operators.ensureFirst(OPERATOR.username, OPERATOR.password);
  // An operator deploys only the remotes it holds a right to, as any deployer (granted from the command line).
  for (const remote of REMOTES) await services.releases.access.grant('cli:release-tests', `operator:${OPERATOR.username}`, remote);
  const { token } = await operatorLogin(shop.url, OPERATOR);
  const runner = smokeRunner ? new SmokeRunner(inProcessSource(services.releases), { baseUrl: shop.url, browser: shop.browser, idleMs: 200 }) : undefined;
  runner?.start();
  const close = shop.close.bind(shop);
  return Object.assign(shop, {
    services,
    admin: <T>(route: string, body: object) => apiPost<T>(shop.url, route, body, token),
    close: async () => {
      await runner?.stop();
      await close();
    },
  });
}

/** Publishes a build folder through the admin API (as `npm run release` does); the gate may refuse (it throws). */
export function publish(shop: ReleaseShop, remote: string, dir: string): Promise<Published> {
  return shop.admin<Published>('/api/admin/release/publish', { remote, package_version: packageVersionOf(remote), files: readDist(dir) });
}

/**
 * The test stands in for the shop's smoke runner and passes the release without opening it (a shop started without
 * its runner): nothing goes live, whoever asks, before the runner's verdict.
 */
export async function passSmoke(shop: ReleaseShop, remote: string, version: string): Promise<void> {
  await passAsRunner(shop.services.releases, remote, version);
}

/** Publishes a build and makes it stable (its smoke verdict recorded passed first: passSmoke). */
export async function publishLive(shop: ReleaseShop, remote: string, dir: string): Promise<Published> {
  const release = await publish(shop, remote, dir);
  await passSmoke(shop, remote, release.version);
  await shop.admin('/api/admin/release/promote', { remote, version: release.version });
  return release;
}

/** A shop behind one trusted proxy (TRUST_PROXY=1) with `remote`'s own build live as stable: what its telemetry counts. */
export async function startShopWithStable(remote: string, overrides: Partial<Config> = {}): Promise<{ shop: ReleaseShop; stable: Published }> {
  const shop = await startReleaseShop({ trustProxy: { hops: 1 }, ...overrides });
  return { shop, stable: await publishLive(shop, remote, path.join(ROOT, `${remote}/dist`)) };
}

export interface ReleaseListed extends Published {
  channels: string[];
  canary_percent: number | null;
  smoke: string | null;
  smoke_note: string;
  telemetry: { loads_window: number; failures_window: number; loads_day: number; failures_day: number };
}

/** A remote's releases as release/list answers them, newest first. */
export async function releasesOf(shop: ReleaseShop, remote: string): Promise<ReleaseListed[]> {
  return (await shop.admin<{ releases: ReleaseListed[] }>('/api/admin/release/list', { remote })).releases;
}

/** The stable version /remotes.json hands out for a remote (undefined: served from its local build). */
export async function liveVersion(url: string, remote: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${url}/remotes.json`)).json()) as { remotes: Array<{ remote?: string; name: string; version?: string }> };
  return registry.remotes.find((r) => (r.remote ?? r.name.replace(/_/g, '-')) === remote)?.version;
}

/** Another instance of the server on the same database (another machine behind the same load balancer). */
export async function secondInstance(shop: Shop, overrides: Partial<Config> = {}): Promise<{ url: string; app: AppInstance }> {
  const app = await buildApp({ db: shop.db, config: testConfig({ webRoot: ROOT, authRatePerMinute: 1000, ...overrides }) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app };
}

/** The versions of a remote whose files a page fetched, from the paths of its responses. */
export function versionsFetched(urls: string[], remote: string): string[] {
  const versioned = new RegExp(`/remotes/${remote}/v/([^/]+)/`);
  return [...new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname).match(versioned)?.[1]).filter((v): v is string => v !== undefined))];
}
