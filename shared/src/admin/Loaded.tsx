import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import { FailureNote } from '@snapmall/shared/kit';
import styles from './admin.module.css';

interface LoadedProps {
  /** The data the view needs is there. */
  ready: boolean;
  /** Why it is not (the call's error), or nothing. */
  error?: unknown;
  retry: () => unknown;
  /** Message id of the failure when the server gave no words of its own. */
  failed: string;
  children: ReactNode;
}

/**
 * A view that waits for what it needs (the brands its filter names, the games it picks from): "Loading…" while it
 * comes, why it failed with a retry (the server's own words, else `failed`), then the view. A refetch that fails
 * once the data is there keeps the view under the failure: an operator's form or list does not vanish.
 */
export function Loaded({ ready, error, retry, failed, children }: LoadedProps) {
  const failure = error ? <Failure error={error} retry={retry} failed={failed} /> : null;
  if (ready) {
    return (
      <>
        {failure}
        {children}
      </>
    );
  }
  return (
    failure ?? (
      <p role="status" className={styles.loading}>
        <FormattedMessage id="common.loading" />
      </p>
    )
  );
}

function Failure({ error, retry, failed }: Pick<LoadedProps, 'error' | 'retry' | 'failed'>) {
  const message = (error as { message?: unknown }).message;
  return (
    <>
      <FailureNote notice={typeof message === 'string' && message ? { text: message } : { id: failed }} />
      <Button variant="secondary" onClick={() => void retry()}>
        <FormattedMessage id="common.retry" />
      </Button>
    </>
  );
}
