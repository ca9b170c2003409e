import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Moment, useDialog } from '@snapmall/shared';
import { DiffView } from '@snapmall/shared/admin';
import type { AdminAuditRow } from '@snapmall/shared/contract';
import { Facts } from '@snapmall/shared/kit';
import type { AuditWords } from './words';
import styles from './Audit.module.css';

/** One audit record: who did what to which target, when and why, and the values before and after side by side. */
export function AuditEntry({ entry: e, words, onClose }: { entry: AdminAuditRow; words: AuditWords; onClose: () => void }) {
  const titleId = useId();
  const box = useDialog<HTMLDivElement>(true, onClose);
  return (
    <div className={styles.backdrop}>
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="audit-entry">
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            <FormattedMessage id="admin.audit.entryTitle" values={{ id: e.id }} />
          </h2>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </div>
        <Facts
          items={[
            ['admin.audit.col.operator', words.actor(e.operator)],
            ['admin.audit.col.action', words.action(e.action)],
            ['admin.audit.col.target', words.target(e.target_type, e.target_id)],
            ['admin.audit.col.time', <Moment key="m" at={e.createtime} />],
            ['admin.audit.col.reason', e.reason || '—'],
          ]}
        />
        <DiffView before={e.before} after={e.after} words={words.diff(e)} />
      </div>
    </div>
  );
}
