import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { EmptyState, FailureNote } from '@snapmall/shared/kit';
import { ConsoleLink } from '@snapmall/shared/admin';
import styles from '../admin.module.css';

interface EditFrameProps {
  title: string;
  titleValues?: Record<string, string | number>;
  /** The list this form belongs to, and the words of the link back to it. */
  back: { to: string; label: string };
  /** Whether what the form edits is still being read, could not be read (the server's words), or does not exist. */
  loading: boolean;
  error: unknown;
  missing: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** An edit page: its title, the way back to its list, and its form once what it edits has been read. */
export function EditFrame({ title, titleValues, back, loading, error, missing, onRetry, children }: EditFrameProps) {
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <AdminPageFrame
      title={title}
      titleValues={titleValues}
      actions={
        <ConsoleLink to={back.to} className={styles.back}>
          <FormattedMessage id={back.label} />
        </ConsoleLink>
      }
    >
      {loading && (
        <p role="status" className={styles.status}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {Boolean(error) && (
        <>
          <FailureNote notice={message ? { text: message } : { id: 'admin.shopping.loadFailed' }} />
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      )}
      {!loading && !error && missing && <EmptyState text="admin.shopping.notFound" />}
      {!loading && !error && !missing && children}
    </AdminPageFrame>
  );
}
