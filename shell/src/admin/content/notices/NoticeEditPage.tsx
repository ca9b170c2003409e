import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useNavigate, type PageProps } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { ConsoleLink } from '@snapmall/shared/admin';
import { savedOf, type Saved } from '../editor/SavedNote';
import { useConsoleNoticeQuery, useLazyConsoleNoticeQuery } from './api';
import { NoticeEditor } from './NoticeEditor';
import { noticePath } from './NoticesPage';
import styles from '../editor/Editor.module.css';

/** /content/notices/:id ('new' for a new notice): the notice as stored, in the editor beside its preview. */
export default function NoticeEditPage({ query }: PageProps) {
  const id = query.id === 'new' ? null : Number(query.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Saved>(savedOf(query.saved));
  const { currentData: notice, error, isFetching, refetch } = useConsoleNoticeQuery({ id: id ?? 0 }, { skip: id === null || !valid, refetchOnMountOrArgChange: true });
  const [readBack] = useLazyConsoleNoticeQuery();
  const message = (error as { message?: string } | undefined)?.message;

  /** Reads the notice back as stored: a new one at its own address (the note in its query), or in place. */
  const onSaved = async (savedId: number, sent: { content_en: string; content_zh: string }) => {
    const stored = id === null ? await readBack({ id: savedId }).unwrap().catch(() => null) : await refetch().unwrap().catch(() => null);
    const cleaned: Saved = stored && (stored.content_en !== sent.content_en || stored.content_zh !== sent.content_zh) ? 'cleaned' : 'same';
    if (id === null) navigate(`${noticePath(savedId)}?saved=${cleaned}`, { replace: true });
    else setSaved(cleaned);
  };

  const ready = id === null || (notice !== undefined && !isFetching);
  return (
    <AdminPageFrame
      title={id === null ? 'admin.notices.newTitle' : 'admin.notices.editTitle'}
      titleValues={id === null ? undefined : { id }}
      actions={
        <ConsoleLink to="/content/notices" className={styles.buttonLink}>
          <FormattedMessage id="admin.notices.back" />
        </ConsoleLink>
      }
    >
      {(!valid || notice === null) && <FailureNote notice={{ id: 'admin.notices.missing' }} />}
      {error && (
        <div className={styles.actions}>
          <FailureNote notice={message ? { text: message } : { id: 'admin.notices.loadFailed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {valid && !ready && !error && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {valid && ready && notice !== null && (
        <NoticeEditor
          key={notice?.updatetime ?? 'new'}
          notice={notice ?? null}
          saved={saved}
          onEdit={() => setSaved(null)}
          onSaved={onSaved}
          onWithdrawn={() => void refetch()}
        />
      )}
    </AdminPageFrame>
  );
}
