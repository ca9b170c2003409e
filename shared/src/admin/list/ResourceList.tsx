import { useMemo } from 'react';
import type { AdminUserDetail } from '../../contract/admin-console';
import { AdminList, type AdminListProps } from './AdminList';
import { forCustomer } from './pages';
import type { AdminResource } from './resource';
import type { FilterField, PageFetcher } from './types';

/** What a list made of a resource still takes from its page: the columns, and the page's own additions. */
type FromResource = 'label' | 'rowId' | 'fetchPage' | 'empty' | 'csvFilename' | 'filters' | 'defaultSort';
type ResourceListProps<Row> = Omit<AdminListProps<Row>, FromResource> & {
  resource: AdminResource<Row>;
  /** The resource's pages seen through the page's own fetcher (one that notes the rows it fetched, say). */
  fetchPage?: PageFetcher<Row>;
  /** The resource's filters, unless the page shows others. */
  filters?: readonly FilterField[];
  /** The CSV file's name, unless the resource's (a name with the list's subject in it). */
  csvFilename?: string;
};

/**
 * A resource's list page body: AdminList with the resource's name, words, key, pages, filters and order. A page that
 * passes its own `fetchPage` (made from `resource.usePages()` itself) gets no second lazy query.
 */
export function ResourceList<Row>(props: ResourceListProps<Row>) {
  return props.fetchPage ? <ResourceListBody {...props} fetchPage={props.fetchPage} /> : <ResourceListOwnPages {...props} />;
}

function ResourceListOwnPages<Row>(props: ResourceListProps<Row>) {
  return <ResourceListBody {...props} fetchPage={props.resource.usePages()} />;
}

function ResourceListBody<Row>({ resource, fetchPage, filters, csvFilename, ...page }: ResourceListProps<Row> & { fetchPage: PageFetcher<Row> }) {
  return (
    <AdminList
      label={resource.label}
      rowId={resource.rowId}
      fetchPage={fetchPage}
      filters={filters ?? resource.filters}
      defaultSort={resource.defaultSort}
      csvFilename={csvFilename ?? resource.name}
      empty={resource.empty}
      {...page}
    />
  );
}

type CustomerListProps<Row> = Omit<ResourceListProps<Row>, 'fetchPage' | 'csvFilename' | 'actions' | 'selectable' | 'pending' | 'onBulkDone'> & {
  customer: Pick<AdminUserDetail, 'id'>;
  /** Message ids of the tab's list and of its empty text, unless the resource's. */
  label?: string;
  empty?: string;
  /** Added to the CSV file's name after the resource's (`-points`). */
  csvSuffix?: string;
};

/**
 * A resource's records of one customer, as a tab of the console's customer page shows them: every page's request
 * (the CSV export's too) carries their `user_id`, and the CSV is `customer-<id>-<name>.csv`. No bulk actions: the
 * records are acted on in their own list, which the tab may link to (`tools`).
 */
export function CustomerList<Row>({ resource, customer, label, empty, csvSuffix = '', ...rest }: CustomerListProps<Row>) {
  const pages = resource.usePages();
  const fetchPage = useMemo(() => forCustomer(customer.id, pages), [pages, customer.id]);
  const named = { ...resource, label: label ?? resource.label, empty: empty ?? resource.empty };
  return <ResourceList resource={named} fetchPage={fetchPage} csvFilename={`customer-${customer.id}-${resource.name}${csvSuffix}`} refreshKey={customer.id} {...rest} />;
}
