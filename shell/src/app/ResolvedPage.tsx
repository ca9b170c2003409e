import { Suspense } from 'react';
import { useLocation } from '@snapmall/shared';
import { NotFound, PageSpinner } from '../common/PageStatus';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import type { Resolved } from '../remotes/useResolvedRoute';
import { RoutePage } from '../routing/RoutePage';

/** What the layout's page area shows for a resolved path: the page behind its error boundary, or its stand-in. */
export function ResolvedPage({ resolved }: { resolved: Resolved }) {
  const path = useLocation().pathname;
  if (resolved.status === 'loading') return <PageSpinner />;
  if (resolved.status === 'notfound') return <NotFound />;
  if (resolved.status === 'unavailable') return <RemoteUnavailable onRetry={resolved.retry} />;
  return (
    <PageErrorBoundary key={path} onRetry={() => window.location.reload()}>
      <Suspense fallback={<PageSpinner />}>
        <RoutePage route={resolved.route} />
      </Suspense>
    </PageErrorBoundary>
  );
}
