import type { RegistryDev, RegistryPreview, RemoteRegistryEntry } from '@snapmall/shared/remote';
import { chooseRelease, readPreview, type ChosenEntry } from '../federation/channel';
import { clientId } from '../federation/clientId';
import { adoptPreviewLink, clearPreviewToken, previewToken } from './previewToken';

// React-free, like everything the boot entry (boot.ts) runs: it asks for remotes.json before main.js has arrived.

/** What a preview link did (the server's word), or `client-id`: the address asked to see this browser's id. */
export type PagePreview = RegistryPreview | { state: 'client-id' };

/** What the page runs: each remote's release chosen for this client, and what a preview link did. */
export interface PageRegistry {
  remotes: ChosenEntry[];
  preview?: PagePreview;
  /** The share of page loads whose Web Vitals are reported (VITALS_SAMPLE_RATE; 1 when the registry does not say). */
  vitalsSampleRate: number;
  /** This browser's dev session (a dev link it took, issue 29): its remote comes from the developer's localhost. */
  dev?: RegistryDev;
}

/** remotes.json's `dev` when it is whole and names a localhost origin (the only kind the server makes). */
const readDev = (dev: unknown): RegistryDev | undefined => {
  const { remote, origin, expires } = (dev ?? {}) as Partial<RegistryDev>;
  const whole = typeof remote === 'string' && typeof origin === 'string' && /^http:\/\/localhost:\d{4,5}$/.test(origin) && typeof expires === 'number';
  return whole ? { remote, origin, expires } : undefined;
};

/** remotes.json's `vitals.sample_rate` when it is a share from 0 to 1; else every page load, the server's default. */
const readSampleRate = (vitals: unknown): number => {
  const rate = (vitals as { sample_rate?: unknown } | null | undefined)?.sample_rate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1;
};

/**
 * The run-time registry: remotes.json says which remote owns which route prefixes and where its manifest is,
 * so a team redeploys a remote (or points it elsewhere) without rebuilding the shell. Each entry is narrowed to
 * the one release this client runs (stable, canary or preview; channel.ts).
 */
export async function fetchRegistry(url = 'remotes.json', client = clientId()): Promise<PageRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteRegistryEntry[]; preview?: unknown; vitals?: unknown; dev?: unknown };
  const remotes = (body.remotes ?? []).filter((r) => r.name && r.manifest && Array.isArray(r.prefixes));
  const preview = readPreview(body.preview);
  const dev = readDev(body.dev);
  return { remotes: remotes.map((entry) => chooseRelease(entry, client)), ...(preview ? { preview } : {}), ...(dev ? { dev } : {}), vitalsSampleRate: readSampleRate(body.vitals) };
}

/**
 * remotes.json for this tab: with the preview link's token and the client id while a preview is held (the
 * server swaps the previewed release in for this client only). A link that is no longer good is dropped at
 * once, so the next load is an ordinary one.
 */
async function fetchPageRegistry(): Promise<PageRegistry> {
  if (adoptPreviewLink() === 'client-id') return { ...(await fetchRegistry()), preview: { state: 'client-id' } };
  const token = previewToken();
  if (!token) return fetchRegistry();
  const client = clientId();
  const registry = await fetchRegistry(`remotes.json?preview=${encodeURIComponent(token)}&client=${encodeURIComponent(client)}`, client);
  if (registry.preview?.state !== 'active') clearPreviewToken();
  return registry;
}

let registryRequest: Promise<PageRegistry> | undefined;
/**
 * remotes.json, asked for once per page load: by the boot entry, before the app's code has arrived, then shared
 * by all. An open page keeps the releases it chose; a new stable or canary is taken on the next load.
 */
export function requestRegistry(): Promise<PageRegistry> {
  registryRequest ??= fetchPageRegistry();
  return registryRequest;
}

