import { useState, type ComponentType } from 'react';
import { AdminPageFrame, ResourceList, type AdminColumn, type AdminResource, type ListRequest } from '@snapmall/shared/admin';
import type { AdminDeposit, AdminWithdrawal } from '@snapmall/shared/contract';
import { useReviewActions } from './reviewActions';
import { PENDING_BODY, type ReviewAnswer } from './reviewApi';

type Run<A> = (arg: A) => { unwrap: () => Promise<ReviewAnswer> };

interface ReviewPageProps<Row> {
  kind: Row extends AdminWithdrawal ? 'withdrawal' : 'deposit';
  /** Message id of the page's title. */
  title: string;
  resource: AdminResource<Row>;
  /** The list call's query hook: the count of what waits (status pending), read again after each review. */
  usePending: (body: ListRequest) => { data?: { total: number }; refetch: () => unknown };
  useApprove: () => readonly [Run<{ ids: number[] }>, ...unknown[]];
  useReject: () => readonly [Run<{ ids: number[]; reason: string }>, ...unknown[]];
  /** The list's columns, given how to open a row's detail. */
  useColumns: (open: (row: Row) => void) => readonly AdminColumn<Row>[];
  Detail: ComponentType<{ row: Row; onClose: () => void }>;
}

/**
 * Finance's review page of deposits or withdrawals: the resource's list with the pending count beside its total, the
 * pending rows selectable, approved after the dialog or rejected with one reason (useReviewActions), and a row's
 * detail over the list.
 */
export function ReviewPage<Row extends AdminDeposit | AdminWithdrawal>(props: ReviewPageProps<Row>) {
  const { kind, title, resource, usePending, useApprove, useReject, useColumns, Detail } = props;
  const pending = usePending(PENDING_BODY);
  const [approve] = useApprove();
  const [reject] = useReject();
  const { fetchPage, actions } = useReviewActions<Row>(kind, resource.usePages(), approve, reject);
  const [detail, setDetail] = useState<Row | null>(null);
  const columns = useColumns(setDetail);
  return (
    <AdminPageFrame title={title}>
      <ResourceList
        resource={resource}
        columns={columns}
        fetchPage={fetchPage}
        actions={actions}
        selectable={(r) => r.status === 0}
        pending={pending.data?.total}
        onBulkDone={() => void pending.refetch()}
      />
      {detail && <Detail row={detail} onClose={() => setDetail(null)} />}
    </AdminPageFrame>
  );
}
