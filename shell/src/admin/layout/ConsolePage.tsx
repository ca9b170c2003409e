import { Suspense, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { PageSpinner } from '../../common/PageStatus';
import { PageErrorBoundary } from '../../federation/PageErrorBoundary';
import { RemoteUnavailable } from '../../federation/RemoteUnavailable';
import { ConsoleLink } from '@snapmall/shared/admin';
import type { Resolved } from './consoleRoutes';
import { DASHBOARD_PATH } from '../routing/paths';
import styles from './Console.module.css';

/** A stand-in's title and words, with a way back to the dashboard. */
function StandIn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPageFrame title={title}>
      <div className={styles.standIn}>
        {children}
        <ConsoleLink to={DASHBOARD_PATH}>
          <FormattedMessage id="admin.nav.toDashboard" />
        </ConsoleLink>
      </div>
    </AdminPageFrame>
  );
}

/**
 * What the page area shows for a path: the page (its query and `:name` segments as its query), behind an error
 * boundary that turns a failing page into "unavailable, retry"; or the stand-in for a page still loading, a
 * remote down, a page not for this operator's roles, or no page at all.
 */
export function ConsolePage({ resolved }: { resolved: Resolved }) {
  const location = useLocation();
  const search = location.search;
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  switch (resolved.kind) {
    case 'loading':
      return <PageSpinner />;
    case 'unavailable':
      return (
        <AdminPageFrame title={resolved.title}>
          <RemoteUnavailable onRetry={resolved.retry} />
        </AdminPageFrame>
      );
    case 'forbidden':
      return (
        <StandIn title="admin.forbidden.title">
          <p>
            <FormattedMessage id="admin.forbidden.text" />
          </p>
        </StandIn>
      );
    case 'notfound':
      return (
        <StandIn title="page.notFound">
          <p>
            <FormattedMessage id="notFound.text" />
          </p>
        </StandIn>
      );
    case 'page': {
      const Page = resolved.page.component;
      return (
        <PageErrorBoundary key={location.pathname} onRetry={() => window.location.reload()}>
          <Suspense fallback={<PageSpinner />}>
            <Page query={{ ...query, ...resolved.params }} />
          </Suspense>
        </PageErrorBoundary>
      );
    }
  }
}
