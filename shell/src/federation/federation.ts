/*
 * CONTRACT — the one shell module that talks to the Module Federation runtime.
 *
 * The rest of the shell reaches this file only through `import('../federation/federation')`, so the federation runtime and
 * the share scope are a lazy chunk, run on the first visit to a remote's route (idle time only fetches it).
 * It exports exactly:
 *
 *   loadRemoteRoutes(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule>
 *     Loads the remote's exposed './routes'. `force` forgets whatever the runtime remembers of that remote (a
 *     failed manifest or entry) and fetches it afresh. Rejects when the remote cannot be loaded; retries,
 *     the time limit and health reporting are the caller's (registry.ts).
 *
 *   loadRemoteAdmin(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteAdminModule>
 *     The same for the remote's './admin' (its operator console pages); only the console calls it. Rejects when
 *     the remote is down or exposes no './admin'.
 *
 *   offerShared(name: string, load: () => Promise<object>): void
 *     A shared singleton the page offers lazily besides the shell's own, before the first load: the console
 *     offers '@snapmall/shared/admin', so the shop's build holds no path to the admin kit.
 *
 * A build with every remote in one ordinary bundle replaces this file (NormalModuleReplacementPlugin) with one
 * that `import()`s each remote's `src/routes.tsx`.
 */
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as rtkQuery from '@reduxjs/toolkit/query';
import * as rtkQueryReact from '@reduxjs/toolkit/query/react';
import * as snapmallShared from '@snapmall/shared';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import type { RemoteAdminModule } from '@snapmall/shared/admin';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactIntl from 'react-intl';
import * as reactRedux from 'react-redux';
import { fallbackPlugin, isFallback } from './fallbackPlugin';
import { takeEarlyManifest } from './earlyManifest';

/** The preset's `providedShared()` (preset/lib/singletons.cjs): the singletons and the versions this shell is built with. */
declare const __SNAPMALL_SHARED__: Record<string, { version: string; requiredVersion: string }>;

/** The modules the shell has already loaded, offered to every remote as the one copy (shared `lib`). */
const loaded: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query': rtkQuery,
  '@reduxjs/toolkit/query/react': rtkQueryReact,
  'react-intl': reactIntl,
  '@snapmall/shared': snapmallShared,
};

/**
 * Offered lazily (shared `get`): the kit is fetched as a chunk of its own only when a remote asks for it, so a page
 * that uses none of it (login) never loads it. It is built in the shell's graph and imports the rest of shared as
 * '@snapmall/shared', so it runs on the same module instances as `loaded` above: one store, one API slice.
 * (A remote's own copy would take the shell's place while the kit is not yet loaded only if the remote's name
 * sorted after 'shell', the runtime's tie-break; it too imports '@snapmall/shared', so still one store.)
 */
const lazy: Record<string, () => Promise<object>> = {
  '@snapmall/shared/kit': () => import(/* webpackChunkName: "kit" */ '@snapmall/shared/kit'),
};

/**
 * Singletons only some pages offer (offerShared): the admin kit is the console's. Where none is offered (the shop)
 * it is left out of the share scope, and a remote's admin code, never loaded there, would take its own copy.
 */
const OFFERED_BY_THE_PAGE = new Set(['@snapmall/shared/admin']);

export function offerShared(name: string, load: () => Promise<object>): void {
  if (instance) throw new Error(`${name} was offered after the federation runtime started`);
  lazy[name] = load;
}

/**
 * A remote built for the shell takes the federation's bundler runtime from here (preset/index.js
 * `bundlerRuntimeExternal`) instead of carrying a copy: each container calls this once and gets objects of its
 * own for the state the bundler runtime keeps per build; the functions and the runtime are the shell's.
 * `_FEDERATION_RUNTIME_CORE` is what MF's `experiments.externalRuntime` expects a host to provide (its
 * provideExternalRuntime plugin sets it), kept for a remote that carries only its bundler runtime.
 */
const BUNDLER_RUNTIME_GLOBAL = '__SNAPMALL_MF_BUNDLER_RUNTIME__';
const provideBundlerRuntime = () => ({
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
});

/** The runtime's manifest request answered by the one startup.ts made before this chunk arrived. */
const earlyManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'snapmall-early-manifest',
  fetch: (url) => takeEarlyManifest(url),
});

let instance: ModuleFederation | undefined;
function federation(): ModuleFederation {
  if (instance) return instance;
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: provideBundlerRuntime, _FEDERATION_RUNTIME_CORE: runtimeCore });
  // What this page offers none of (the shop, the admin kit) stays out of the share scope.
  const offered = Object.entries(__SNAPMALL_SHARED__).filter(([name]) => loaded[name] || lazy[name] || !OFFERED_BY_THE_PAGE.has(name));
  const shared = offered.map(([name, { version, requiredVersion }]) => {
    const shareConfig = { singleton: true, requiredVersion };
    const module = loaded[name];
    if (module) return [name, { version, lib: () => module, shareConfig }] as const;
    const load = lazy[name];
    if (!load) throw new Error(`The shell shares ${name} but has neither loaded it nor a way to load it`);
    return [name, { version, get: () => load().then((m) => () => m), shareConfig }] as const;
  });
  instance = createInstance({ name: 'shell', remotes: [], shared: Object.fromEntries(shared), plugins: [fallbackPlugin(), earlyManifestPlugin()] });
  return instance;
}

const registered = new Set<string>();
function register(entry: RemoteRegistryEntry, force: boolean): ModuleFederation {
  const mf = federation();
  if (force || !registered.has(entry.name)) {
    registered.add(entry.name);
    // force: the runtime forgets a failed manifest or entry of this remote, so the next load fetches afresh.
    mf.registerRemotes([{ name: entry.name, entry: new URL(entry.manifest, window.location.href).href }], { force });
  }
  return mf;
}

export async function loadRemoteRoutes(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule> {
  const module = await register(entry, force).loadRemote<RemoteRoutesModule>(`${entry.name}/routes`);
  if (!module || isFallback(module) || !Array.isArray(module.routes)) throw new Error(`Remote ${entry.name} answered no routes`);
  return module;
}

export async function loadRemoteAdmin(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteAdminModule> {
  const module = await register(entry, force).loadRemote<RemoteAdminModule>(`${entry.name}/admin`);
  if (!module || isFallback(module) || !Array.isArray(module.pages)) throw new Error(`Remote ${entry.name} answered no admin pages`);
  return module;
}
