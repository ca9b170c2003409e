import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type ApiError, type PageProps } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { FailureNote } from '@snapmall/shared/kit';
import { ConsoleLink } from '@snapmall/shared/admin';
import type { Saved } from '../editor/SavedNote';
import { useConsoleContentGetQuery } from './api';
import { ContentEditor } from './ContentEditor';
import { PAGE_KEY } from './pageRows';
import styles from '../editor/Editor.module.css';

/** /content/pages/:key: the page in both languages as stored (none yet: a new page under that key) beside its preview. */
export default function ContentEditPage({ query }: PageProps) {
  const key = query.key ?? '';
  const valid = PAGE_KEY.test(key);
  const [saved, setSaved] = useState<Saved>(null);
  const { currentData: page, error, isFetching, refetch } = useConsoleContentGetQuery({ key }, { skip: !valid, refetchOnMountOrArgChange: true });
  const failure = error as Partial<ApiError> | undefined;
  // No page under the key yet: the editor starts empty, and saving creates it.
  const missing = failure?.status === 404;
  const onSaved = async (sent: { body_en: string; body_zh: string }) => {
    const stored = await refetch()
      .unwrap()
      .catch(() => null);
    setSaved(stored && (stored.body_en !== sent.body_en || stored.body_zh !== sent.body_zh) ? 'cleaned' : 'same');
  };
  const ready = !isFetching && (page !== undefined || missing);
  return (
    <AdminPageFrame
      title="admin.pages.editTitle"
      titleValues={{ key }}
      actions={
        <ConsoleLink to="/content/pages" className={styles.buttonLink}>
          <FormattedMessage id="admin.pages.back" />
        </ConsoleLink>
      }
    >
      {!valid && <FailureNote notice={{ id: 'admin.pages.keyInvalid' }} />}
      {error && !missing && (
        <div className={styles.actions}>
          <FailureNote notice={failure?.message ? { text: failure.message } : { id: 'admin.pages.loadFailed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {valid && !ready && !(error && !missing) && (
        <p role="status" className={styles.note}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {valid && ready && <ContentEditor key={page?.updatetime ?? 'new'} pageKey={key} page={page ?? null} saved={saved} onEdit={() => setSaved(null)} onSaved={onSaved} />}
    </AdminPageFrame>
  );
}
