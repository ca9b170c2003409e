import { lazy, Suspense, useState } from 'react';
import { loadDev } from '../registry';
import { useRegistryPart } from '../useRegistryPart';
import { DEV_PARAM } from './devParam';

/** Its own chunk: a page without a dev link or session (every customer's) never loads it. */
const DevBar = lazy(() => import(/* webpackChunkName: "dev" */ './DevBar'));

/**
 * The dev bar while this browser holds a dev session or the address brings a dev link (issue 29); else nothing.
 * `forgetWorker` unregisters the shop's service worker (the app hands it over from pwa/).
 */
export function DevStatus({ forgetWorker }: { forgetWorker: () => Promise<unknown> }) {
  const dev = useRegistryPart(loadDev);
  const [link] = useState(() => new URLSearchParams(window.location.search).get(DEV_PARAM) || undefined);
  if (!dev && !link) return null;
  return (
    <Suspense fallback={null}>
      <DevBar dev={dev} link={link} forgetWorker={forgetWorker} />
    </Suspense>
  );
}
