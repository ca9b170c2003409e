import { lazy } from 'react';
import type { ConsoleGroup, RemoteGroup, ShellPage } from './routing/pageTypes';

export const GROUPS: readonly ConsoleGroup[] = [
  { id: 'overview', title: 'admin.group.overview' },
  { id: 'bank', title: 'admin.group.bank' },
  { id: 'shop', title: 'admin.group.shop' },
  { id: 'games', title: 'admin.group.games' },
  { id: 'customers', title: 'admin.group.customers' },
  { id: 'content', title: 'admin.group.content' },
  { id: 'releases', title: 'admin.group.releases' },
  { id: 'operators', title: 'admin.group.operators' },
  { id: 'audit', title: 'admin.group.audit' },
];

/** Each remote's back office: its domain's pages, shipped with the remote (issue 19), under a prefix of its own. */
export const REMOTE_GROUPS: readonly RemoteGroup[] = [
  { id: 'bank', title: 'admin.group.bank', remote: 'mf_bank', prefix: '/bank/', role: 'finance' },
  { id: 'shop', title: 'admin.group.shop', remote: 'mf_shopping', prefix: '/shop/', role: 'catalogue' },
  { id: 'games', title: 'admin.group.games', remote: 'mf_lottery', prefix: '/games/', role: 'games' },
];

/**
 * The shell's own console pages. A page is { path, component (lazy), title (message id), role, group }; paths may
 * hold `:name` segments (`/customers/:id`), handed to the page in its query. Customers, content, operators and
 * audit add theirs here.
 */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    path: '/',
    group: 'overview',
    title: 'admin.dashboard.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-dashboard" */ './dashboard/DashboardPage')),
  },
  {
    path: '/messages',
    group: 'overview',
    title: 'admin.messages.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-messages" */ './messages/MessagesPage')),
  },
  {
    // Issue 26: what waits for a second operator; the header links here with the count this operator may decide.
    path: '/requests',
    group: 'overview',
    title: 'admin.requests.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-requests" */ './approvals/RequestsPage')),
  },
  {
    path: '/security',
    group: 'overview',
    title: 'admin.security.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-security" */ './security/SecurityPage')),
  },
  {
    path: '/customers',
    group: 'customers',
    title: 'admin.customers.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-customers" */ './customers/CustomersPage')),
  },
  {
    path: '/customers/:id',
    group: 'customers',
    title: 'admin.customer.titleLoading',
    role: 'operator',
    nav: false,
    component: lazy(() => import(/* webpackChunkName: "admin-customer" */ './customers/CustomerPage')),
  },
  {
    path: '/content/notices',
    group: 'content',
    title: 'admin.notices.title',
    role: 'content',
    component: lazy(() => import(/* webpackChunkName: "admin-notices" */ './content/notices/NoticesPage')),
  },
  {
    path: '/content/notices/:id',
    group: 'content',
    title: 'admin.notices.editNav',
    role: 'content',
    nav: false,
    component: lazy(() => import(/* webpackChunkName: "admin-notice" */ './content/notices/NoticeEditPage')),
  },
  {
    path: '/content/pages',
    group: 'content',
    title: 'admin.pages.title',
    role: 'content',
    component: lazy(() => import(/* webpackChunkName: "admin-pages" */ './content/pages/ContentPagesPage')),
  },
  {
    path: '/content/pages/:key',
    group: 'content',
    title: 'admin.pages.editNav',
    role: 'content',
    nav: false,
    component: lazy(() => import(/* webpackChunkName: "admin-page" */ './content/pages/ContentEditPage')),
  },
  {
    path: '/content/config',
    group: 'content',
    title: 'admin.config.title',
    role: 'content',
    component: lazy(() => import(/* webpackChunkName: "admin-config" */ './content/config/ConfigPage')),
  },
  {
    path: '/content/service',
    group: 'content',
    title: 'admin.service.title',
    role: 'content',
    component: lazy(() => import(/* webpackChunkName: "admin-service" */ './content/service/ServicePage')),
  },
  {
    path: '/releases',
    group: 'releases',
    title: 'admin.releases.title',
    role: 'owner',
    deployers: true,
    component: lazy(() => import(/* webpackChunkName: "admin-releases" */ './releases/ReleasesPage')),
  },
  {
    // Issue 27: the shop's field Web Vitals per page and per release; every operator may read them, so it sits in
    // Overview (the Releases group is for owners and deployers alone).
    path: '/performance',
    group: 'overview',
    title: 'admin.performance.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-performance" */ './performance/PerformancePage')),
  },
  {
    path: '/operators',
    group: 'operators',
    title: 'admin.operators.title',
    role: 'owner',
    component: lazy(() => import(/* webpackChunkName: "admin-operators" */ './operators/OperatorsPage')),
  },
  {
    path: '/sessions',
    group: 'overview',
    title: 'admin.sessions.title',
    role: 'operator',
    component: lazy(() => import(/* webpackChunkName: "admin-sessions" */ './sessions/SessionsPage')),
  },
  {
    path: '/audit',
    group: 'audit',
    title: 'admin.audit.title',
    role: 'owner',
    component: lazy(() => import(/* webpackChunkName: "admin-audit" */ './audit/AuditPage')),
  },
];
