/*
 * Stands in for shell/src/federation/federation.ts in the one-bundle build (tests/one-bundle/rspack.config.js), with
 * the same exports: each remote's route table is an ordinary import() of its sources, so the remotes are lazy
 * chunks of the shell's own bundle and no federation runtime or share scope exists. Which remote a path belongs
 * to still comes from remotes.json, as in the federated build.
 */
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';

const remotes: Record<string, () => Promise<RemoteRoutesModule>> = {
  mf_account: () => import(/* webpackChunkName: "mf_account" */ '../../mf-account/src/routes'),
  mf_bank: () => import(/* webpackChunkName: "mf_bank" */ '../../mf-bank/src/routes'),
  mf_shopping: () => import(/* webpackChunkName: "mf_shopping" */ '../../mf-shopping/src/routes'),
  mf_lottery: () => import(/* webpackChunkName: "mf_lottery" */ '../../mf-lottery/src/routes'),
};

export async function loadRemoteRoutes(entry: RemoteRegistryEntry, _force: boolean): Promise<RemoteRoutesModule> {
  const load = remotes[entry.name];
  if (!load) throw new Error(`The one-bundle build has no remote ${entry.name}`);
  return load();
}
