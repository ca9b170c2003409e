import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { AdminPageFrame, ReasonDialog, useAdminSession } from '@snapmall/shared/admin';
import type { ApprovalView } from '@snapmall/shared/contract';
import { useFormat } from '@snapmall/shared';
import { ConfirmDialog, EmptyState, Facts, FailureNote, StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { useConsoleRequestApproveMutation, useConsoleRequestRejectMutation, useConsoleRequestsQuery } from './api';
import { ThresholdBox } from './ThresholdBox';
import { kindTitle, whatMoves, whoIs } from './wording';
import styles from './Requests.module.css';

const TONE: Record<ApprovalView['status'], StatusTone> = { pending: 'info', approved: 'ok', rejected: 'muted', expired: 'muted', failed: 'bad' };

/**
 * /requests (every operator; issue 26): what waits for a second operator — pending first, soonest to expire first —
 * each saying who asked, what exactly would move (customer, amount, balance before and after) and until when.
 * Approve asks first, naming what will move; Reject asks for a reason. One's own requests are shown, not decided.
 */
export default function RequestsPage() {
  const [pages, setPages] = useState(1);
  const list = useConsoleRequestsQuery({ page: 1 });
  const more = useConsoleRequestsQuery({ page: pages }, { skip: pages === 1 });
  const [older, setOlder] = useState<ApprovalView[]>([]);
  const rows = [...(list.data?.list ?? []), ...older.filter((o) => !list.data?.list.some((r) => r.id === o.id))];
  if (more.data && pages > 1 && !older.some((o) => more.data!.list.some((r) => r.id === o.id))) setOlder((before) => [...before, ...more.data!.list]);
  const total = list.data?.total ?? 0;
  return (
    <AdminPageFrame title="admin.requests.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.requests.intro" />
      </p>
      <ThresholdBox />
      {list.isError && <FailureNote notice={{ id: 'admin.requests.failed' }} />}
      {list.data && rows.length === 0 && <EmptyState text="admin.requests.empty" />}
      <ol className={styles.list} aria-label={useIntl().formatMessage({ id: 'admin.requests.list' })}>
        {rows.map((r) => (
          <li key={r.id}>
            <RequestCard request={r} />
          </li>
        ))}
      </ol>
      {rows.length < total && (
        <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
          <FormattedMessage id="admin.requests.more" />
        </Button>
      )}
    </AdminPageFrame>
  );
}

function RequestCard({ request: r }: { request: ApprovalView }) {
  const intl = useIntl();
  const f = useFormat();
  const { username } = useAdminSession();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [approve, approving] = useConsoleRequestApproveMutation();
  const [reject, rejecting] = useConsoleRequestRejectMutation();
  const moves = whatMoves(intl, f, r.details, r.status === 'pending');
  const title = kindTitle(intl, r);
  const answered = (result: { data?: ApprovalView } | { error?: unknown }, done: string) => {
    if ('data' in result && result.data) return setOutcome({ ok: true, text: intl.formatMessage({ id: done }, { what: moves }) });
    const message = (('error' in result ? result.error : undefined) as { message?: string } | undefined)?.message;
    setOutcome({ ok: false, text: message || intl.formatMessage({ id: 'admin.requests.failed' }) });
  };
  const decide = r.status === 'pending' && r.can_decide;
  return (
    <article className={styles.card} aria-labelledby={`request-${r.id}`} data-testid="request" data-request={r.id}>
      <header className={styles.cardHead}>
        <h2 id={`request-${r.id}`} className={styles.cardTitle}>
          {title}
        </h2>
        <StatusBadge label={`admin.requests.status.${r.status}`} tone={TONE[r.status]} />
      </header>
      <p className={styles.moves} data-testid="request-moves">
        {moves}
      </p>
      <Facts
        items={[
          ['admin.requests.askedBy', `${whoIs(intl, r.requested_by)} · ${f.moment(r.requested_at, 'dateTime')}`],
          r.status === 'pending' ? ['admin.requests.expires', f.moment(r.expires_at, 'dateTime')] : ['admin.requests.decidedBy', r.decided_by ? `${whoIs(intl, r.decided_by)} · ${f.moment(r.decided_at, 'dateTime')}` : f.moment(r.decided_at, 'dateTime')],
          ...(r.reason ? [['admin.requests.reason', r.reason] as [string, string]] : []),
        ]}
      />
      {r.status === 'pending' && r.mine && (
        <p className={styles.note}>
          <FormattedMessage id="admin.requests.yours" />
        </p>
      )}
      {r.status === 'pending' && !r.mine && !r.can_decide && (
        <p className={styles.note}>
          <FormattedMessage id="admin.requests.notYourRole" />
        </p>
      )}
      {decide && (
        <div className={styles.actions}>
          <Button disabled={approving.isLoading || rejecting.isLoading} onClick={() => setAsking('approve')}>
            <FormattedMessage id="admin.requests.approve" />
          </Button>
          <Button variant="danger" disabled={approving.isLoading || rejecting.isLoading} onClick={() => setAsking('reject')}>
            <FormattedMessage id="admin.requests.reject" />
          </Button>
        </div>
      )}
      {outcome && (
        <p role="status" className={outcome.ok ? styles.done : styles.refused} data-testid="request-outcome">
          {outcome.text}
        </p>
      )}
      {asking === 'approve' && (
        <ConfirmDialog
          title="admin.requests.confirmTitle"
          confirm="admin.requests.confirm"
          onAnswer={(yes) => {
            setAsking(null);
            if (yes) void approve({ id: r.id }).then((res) => answered(res, 'admin.requests.approved'));
          }}
        >
          <p className={styles.moves}>{moves}</p>
          <p>
            <FormattedMessage id="admin.requests.confirmWho" values={{ who: whoIs(intl, r.requested_by), me: username }} />
          </p>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title="admin.requests.rejectTitle"
          titleValues={{ what: title }}
          confirm="admin.requests.reject"
          onAnswer={(reason) => {
            setAsking(null);
            if (reason) void reject({ id: r.id, reason }).then((res) => answered(res, 'admin.requests.rejected'));
          }}
        />
      )}
    </article>
  );
}
