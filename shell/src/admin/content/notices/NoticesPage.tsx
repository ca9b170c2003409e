import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { AdminList, AdminPageFrame, fixedPages, type AdminColumn } from '@snapmall/shared/admin';
import type { AdminNotice } from '@snapmall/shared/contract';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useLazyConsoleNoticesQuery } from './api';
import { NoticeStatus } from './NoticeStatus';
import styles from '../editor/Editor.module.css';

/** The editor of one notice ('new' for a new one). */
export const noticePath = (id: number | 'new') => `/content/notices/${id}`;

const COLUMNS: readonly AdminColumn<AdminNotice>[] = [
  {
    id: 'title',
    title: 'admin.notices.col.title',
    render: (n) => (
      <ConsoleLink to={noticePath(n.id)} className={styles.strongLink}>
        {n.title_en}
      </ConsoleLink>
    ),
    csv: (n) => n.title_en,
  },
  { id: 'titleZh', title: 'admin.notices.col.titleZh', render: (n) => <span lang="zh-Hant">{n.title_zh}</span>, csv: (n) => n.title_zh },
  { id: 'status', title: 'admin.notices.col.status', render: (n) => <NoticeStatus status={n.status} />, csv: (n) => n.status },
  { id: 'updated', title: 'admin.notices.col.updated', render: (n) => <Moment at={n.updatetime} />, csv: (n) => new Date(n.updatetime * 1000).toISOString() },
  { id: 'id', title: 'admin.notices.col.id', numeric: true, render: (n) => `#${n.id}`, csv: (n) => n.id },
];

/** /content/notices: every notice, newest first, published, drafted or withdrawn; each opens its editor. */
export default function NoticesPage() {
  const [trigger] = useLazyConsoleNoticesQuery();
  const fetchPage = useMemo(() => fixedPages((page) => trigger({ page }).unwrap()), [trigger]);
  return (
    <AdminPageFrame
      title="admin.notices.title"
      actions={
        <ConsoleLink to={noticePath('new')} className={`${styles.buttonLink} ${styles.primaryLink}`}>
          <FormattedMessage id="admin.notices.new" />
        </ConsoleLink>
      }
    >
      <AdminList label="admin.notices.list" columns={COLUMNS} rowId={(n) => n.id} fetchPage={fetchPage} csvFilename="notices" empty="admin.notices.empty" />
    </AdminPageFrame>
  );
}
