import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Moment, type ApiError } from '@snapmall/shared';
import { AdminList, AdminPageFrame, allRows, useAdminSession, type AdminColumn } from '@snapmall/shared/admin';
import type { AdminSessionRow } from '@snapmall/shared/contract';
import { useConsoleSessionEndMutation, useLazyConsoleSessionsQuery } from './api';
import styles from './Sessions.module.css';

const csvTime = (at: number) => new Date(at * 1000).toISOString();

/**
 * /sessions (every operator): where the caller is logged in to the console — device, address, since when, last
 * used — and ending one (a phone left behind). An owner may show everyone's and end any; the server decides both.
 */
export default function SessionsPage() {
  const intl = useIntl();
  const { roles } = useAdminSession();
  const owner = roles.includes('owner');
  const [everyone, setEveryone] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [status, setStatus] = useState('');
  const [trigger] = useLazyConsoleSessionsQuery();
  const [end] = useConsoleSessionEndMutation();
  const fetchPage = useMemo(() => allRows(() => trigger({ everyone: everyone ? 1 : 0 }).unwrap()), [trigger, everyone]);
  const endOne = async (s: AdminSessionRow) => {
    try {
      await end({ id: s.id }).unwrap();
      setStatus(intl.formatMessage({ id: 'admin.sessions.ended' }, { operator: s.operator }));
      setRefresh((n) => n + 1);
    } catch (error) {
      setStatus((error as Partial<ApiError> | undefined)?.message || intl.formatMessage({ id: 'admin.sessions.endFailed' }));
    }
  };
  const columns: AdminColumn<AdminSessionRow>[] = [
    ...(everyone ? [{ id: 'operator', title: 'admin.sessions.col.operator', render: (s: AdminSessionRow) => s.operator, csv: (s: AdminSessionRow) => s.operator }] : []),
    {
      id: 'device',
      title: 'admin.sessions.col.device',
      render: (s) => <span className={styles.device}>{s.device || intl.formatMessage({ id: 'admin.sessions.unknownDevice' })}</span>,
      csv: (s) => s.device,
    },
    { id: 'address', title: 'admin.sessions.col.address', render: (s) => s.address, csv: (s) => s.address },
    { id: 'since', title: 'admin.sessions.col.since', render: (s) => <Moment at={s.createtime} />, csv: (s) => csvTime(s.createtime) },
    { id: 'used', title: 'admin.sessions.col.lastUsed', render: (s) => <Moment at={s.last_used} />, csv: (s) => csvTime(s.last_used) },
    {
      id: 'end',
      title: 'admin.sessions.col.actions',
      render: (s) =>
        s.current ? (
          <span className={styles.here}>
            <FormattedMessage id="admin.sessions.thisDevice" />
          </span>
        ) : (
          <button type="button" className={styles.end} onClick={() => void endOne(s)} aria-label={intl.formatMessage({ id: 'admin.sessions.endOf' }, { operator: s.operator, address: s.address })}>
            <FormattedMessage id="admin.sessions.end" />
          </button>
        ),
    },
  ];
  return (
    <AdminPageFrame title="admin.sessions.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.sessions.intro" />
      </p>
      {owner && (
        <label className={styles.scope}>
          <input type="checkbox" checked={everyone} onChange={(e) => setEveryone(e.target.checked)} />
          <FormattedMessage id="admin.sessions.everyone" />
        </label>
      )}
      <p className={styles.status} role="status">
        {status}
      </p>
      <AdminList label="admin.sessions.list" columns={columns} rowId={(s) => s.id} fetchPage={fetchPage} refreshKey={`${refresh}-${everyone}`} csvFilename="sessions" empty="admin.sessions.empty" />
    </AdminPageFrame>
  );
}
