import type { RemoteRegistryEntry } from '@snapmall/shared';
import type { AdminPage, RemoteAdminModule } from '@snapmall/shared/admin';

/** As the shop loads a remote's routes (remotes/registry.ts): three attempts, a growing pause, 60 s at most each. */
const LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
const LOAD_TIMEOUT_MS = 60_000;

/**
 * The federation chunk, as the console uses it: the admin kit offered first (the shop's build offers none), so a
 * remote's admin pages and the console run on one copy of it, one store and one API slice.
 */
let federation: Promise<typeof import('../../federation/federation')> | undefined;
function consoleFederation() {
  federation ??= import('../../federation/federation').then((f) => {
    f.offerShared('@snapmall/shared/admin', () => import(/* webpackChunkName: "admin-kit" */ '@snapmall/shared/admin'));
    return f;
  });
  return federation;
}

async function loadOnce(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteAdminModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${entry.name}/admin took over ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
  });
  const load = consoleFederation().then((f) => f.loadRemoteAdmin(entry, force));
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** The remote's './admin', tried a few times (a blip, a deploy in progress) before it counts as unavailable. */
export async function loadAdminModule(entry: RemoteRegistryEntry, retry: boolean): Promise<RemoteAdminModule> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadOnce(entry, retry || attempt > 1);
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw new Error(`The console pages of ${entry.name} are unavailable`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/**
 * The pages of a remote's admin module that lie under its console prefix; one outside it would answer a path
 * another group owns, so it is left out and named as an error (like a route outside a remote's prefixes in the shop).
 */
export function pagesWithinPrefix(remote: string, prefix: string, pages: readonly AdminPage[]): AdminPage[] {
  return pages.filter((page) => {
    const within = page.path.startsWith(prefix);
    if (!within) console.error(`Remote ${remote} declares the admin page ${page.path} outside its prefix ${prefix}; it is left out`);
    return within;
  });
}
