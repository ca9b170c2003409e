import { Suspense, useContext } from 'react';
import { useLocation } from '@snapmall/shared';
import { NotFound, PageSpinner } from '../common/PageStatus';
import { PageErrorBoundary } from '../federation/PageErrorBoundary';
import { reportPageFailure } from '../remotes/registry';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import type { Resolved } from '../remotes/useResolvedRoute';
import { RegistryContext } from '../routing/registry';
import { RoutePage } from '../routing/RoutePage';

/** What the layout's page area shows for a resolved path: the page behind its error boundary, or its stand-in. */
export function ResolvedPage({ resolved }: { resolved: Resolved }) {
  const path = useLocation().pathname;
  const registry = useContext(RegistryContext);
  if (resolved.status === 'loading') return <PageSpinner />;
  if (resolved.status === 'notfound') return <NotFound />;
  if (resolved.status === 'unavailable') return <RemoteUnavailable onRetry={resolved.retry} />;
  return (
    <PageErrorBoundary
      key={path}
      onRetry={() => window.location.reload()}
      onError={(error) => {
        // A remote's page that throws, or whose chunk fails to load, counts against its release (the canary judge).
        const owner = registry?.find((entry) => entry.name === resolved.owner);
        if (owner) reportPageFailure(owner, error, resolved.route.path);
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        <RoutePage route={resolved.route} />
      </Suspense>
    </PageErrorBoundary>
  );
}
