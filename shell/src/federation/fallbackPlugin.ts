import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FALLBACK = Symbol.for('snapmall.remote-fallback');

/**
 * errorLoadRemote: when a remote's module fails while loading, answer a marked empty route table so the
 * shell shows its "unavailable, retry" page for that remote only. It acts only in the onLoad lifecycle:
 * answering earlier (afterResolve) would be taken for the remote's manifest and break it.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'snapmall-remote-fallback',
    errorLoadRemote({ lifecycle, id }) {
      if (lifecycle !== 'onLoad') return undefined;
      return () => ({ [FALLBACK]: true, routes: [], messages: { 'en-us': {}, 'zh-tw': {} }, name: id });
    },
  };
}

export function isFallback(module: object): boolean {
  return FALLBACK in module;
}
