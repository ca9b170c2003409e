import type { RemoteRegistryEntry } from '@snapmall/shared/remote';

/** The parts of a remote's mf-manifest.json that say which files its route table needs. */
export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/**
 * The files a first visit to the remote needs before its route table runs: its remoteEntry.js and the exposed
 * './routes' module's own scripts and styles, resolved as the federation runtime resolves them (publicPath
 * "auto" is the folder the manifest is in).
 */
export function routeFiles(manifest: Manifest, manifestUrl: string): string[] {
  const meta = manifest.metaData ?? {};
  const base = meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
  const entry = meta.remoteEntry?.name ? [`${meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : ''}${meta.remoteEntry.name}`] : [];
  const routes = manifest.exposes?.find((e) => e.path === './routes')?.assets;
  const files = [...entry, ...(routes?.js?.sync ?? []), ...(routes?.css?.sync ?? [])];
  return files.map((file) => new URL(file, base).href);
}

/**
 * Fetches a remote's manifest and the files of its route table into the browser's cache, without running any of
 * it (idle time, useIdlePreload): the first tap on a tab that leads to the remote finds them there, and the page
 * that is open pays no main-thread time for a remote the customer may never visit. A failure is only a lost head
 * start: the visit itself reports what is wrong.
 */
export async function prefetchRemote(entry: RemoteRegistryEntry): Promise<void> {
  try {
    const manifestUrl = new URL(entry.manifest, window.location.href).href;
    const response = await fetch(manifestUrl, { priority: 'low' });
    if (!response.ok) return;
    const files = routeFiles((await response.json()) as Manifest, manifestUrl);
    await Promise.all(files.map((url) => fetch(url, { priority: 'low' }).then((r) => r.blob())));
  } catch (error) {
    console.debug(`Prefetching ${entry.name} failed`, error);
  }
}

/**
 * Asks for files the page needs at once, as <link rel="preload">: the script and style elements the federation
 * runtime adds for them later take these answers as they are (no second request, no revalidation of the entry).
 */
const preloaded = new Set<string>();
export function preloadFiles(urls: string[]): void {
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = url.endsWith('.css') ? 'style' : 'script';
    link.href = url;
    document.head.append(link);
  }
}
