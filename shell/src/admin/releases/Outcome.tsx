import { FailureNote, NoticeText } from '@snapmall/shared/kit';
import type { Outcome as Result } from './actions';
import styles from './Releases.module.css';

/** What the last action came to: done, said politely (status), or the server's refusal (alert). */
export function Outcome({ outcome }: { outcome: Result | null }) {
  if (!outcome) return null;
  if (!outcome.ok) return <FailureNote notice={outcome.notice} />;
  return (
    <p className={styles.done} role="status" data-testid="release-done">
      <NoticeText notice={outcome.notice} />
    </p>
  );
}
