import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { AdminList, AdminPageFrame, allRows, useAdminSession, type AdminColumn } from '@snapmall/shared/admin';
import type { AdminOperator } from '@snapmall/shared/contract';
import { StatusBadge } from '@snapmall/shared/kit';
import { AddOperator } from './AddOperator';
import { useLazyConsoleOperatorsQuery, type OperatorSaved } from './api';
import { EditOperator } from './EditOperator';
import { NewPassword } from './NewPassword';
import styles from './Operators.module.css';

function RoleNames({ roles }: { roles: readonly string[] }) {
  const intl = useIntl();
  return <>{roles.map((role) => intl.formatMessage({ id: `adminKit.role.${role}` })).join(intl.locale.startsWith('zh') ? '、' : ', ')}</>;
}

/**
 * /operators (owner): who may use the console and with which roles; an operator added (the password generated
 * and shown once), another's roles changed, or disabled. The shop always keeps an owner who can log in.
 */
export default function OperatorsPage() {
  const intl = useIntl();
  const { username: me } = useAdminSession();
  const [trigger] = useLazyConsoleOperatorsQuery();
  const [names, setNames] = useState<string[]>([]);
  const [refresh, setRefresh] = useState(0);
  const [created, setCreated] = useState<OperatorSaved | null>(null);
  const [editing, setEditing] = useState<AdminOperator | null>(null);
  // A grant of owner or finance is only requested (issue 26): the page says so, and whom a second owner must approve.
  const [requested, setRequested] = useState<OperatorSaved | null>(null);
  const fetchPage = useMemo(
    () =>
      allRows(async () => {
        const list = await trigger().unwrap();
        setNames(list.map((o) => o.username));
        return list;
      }),
    [trigger],
  );
  const columns: AdminColumn<AdminOperator>[] = [
    {
      id: 'username',
      title: 'admin.operators.col.username',
      render: (o) => (
        <span className={styles.name}>
          {o.username}
          {o.username === me && (
            <span className={styles.you}>
              <FormattedMessage id="admin.operators.you" />
            </span>
          )}
        </span>
      ),
      csv: (o) => o.username,
    },
    { id: 'roles', title: 'admin.operators.col.roles', render: (o) => <RoleNames roles={o.roles} />, csv: (o) => o.roles.join(' ') },
    {
      id: 'status',
      title: 'admin.operators.col.status',
      render: (o) => <StatusBadge label={o.status === 'normal' ? 'admin.operators.active' : 'admin.operators.disabled'} tone={o.status === 'normal' ? 'ok' : 'muted'} />,
      csv: (o) => o.status,
    },
    { id: 'created', title: 'admin.operators.col.created', render: (o) => <Moment at={o.createtime} />, csv: (o) => new Date(o.createtime * 1000).toISOString() },
    {
      id: 'edit',
      title: 'admin.operators.col.actions',
      render: (o) => (
        <button type="button" className={styles.rowButton} aria-haspopup="dialog" onClick={() => setEditing(o)} aria-label={intl.formatMessage({ id: 'admin.operators.editOf' }, { username: o.username })}>
          <FormattedMessage id="admin.operators.edit" />
        </button>
      ),
    },
  ];
  return (
    <AdminPageFrame title="admin.operators.title">
      {requested?.requested && (
        <p role="status" className={styles.requested} data-testid="operator-requested">
          <FormattedMessage id="admin.operators.grantRequested" values={{ username: requested.username, id: requested.requested.id }} />
        </p>
      )}
      {created?.password && <NewPassword username={created.username} password={created.password} onDone={() => setCreated(null)} />}
      <AddOperator
        taken={names}
        onAdded={(saved) => {
          setCreated(saved);
          setRequested(saved.requested ? saved : null);
          setRefresh((n) => n + 1);
        }}
      />
      <AdminList label="admin.operators.list" columns={columns} rowId={(o) => o.id} fetchPage={fetchPage} refreshKey={refresh} csvFilename="operators" empty="admin.operators.empty" />
      {editing && (
        <EditOperator
          operator={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setRequested(saved.requested ? saved : null);
            setRefresh((n) => n + 1);
          }}
        />
      )}
    </AdminPageFrame>
  );
}
