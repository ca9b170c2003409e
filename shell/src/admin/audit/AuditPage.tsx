import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Moment, useFormat } from '@snapmall/shared';
import { AdminList, AdminPageFrame, flatDiffRows, type AdminColumn, type ListRequest } from '@snapmall/shared/admin';
import type { AdminAuditRow } from '@snapmall/shared/contract';
import { useLazyConsoleAuditQuery } from './api';
import { AuditEntry } from './AuditEntry';
import { AUDIT_FILTERS, auditRequest } from './filters';
import { AuditWords } from './words';
import styles from './Audit.module.css';

/** The names of the fields an action changed, in words, or that it recorded nothing before and after. */
function Changed({ entry, words }: { entry: AdminAuditRow; words: AuditWords }) {
  if (entry.before == null && entry.after == null) return <span className={styles.none}>—</span>;
  const changed = flatDiffRows(entry.before, entry.after).filter((r) => r.changed);
  return <span className={styles.clip}>{changed.length ? words.changedFields(changed.map((r) => r.path)) : <FormattedMessage id="admin.audit.nothingChanged" />}</span>;
}

/** The words of the console's language, made once per language. */
export function useAuditWords(): AuditWords {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => new AuditWords(intl, format), [intl, format]);
}

/** /audit (owner): every operator action, searchable; each opens its before and after side by side. */
export default function AuditPage() {
  const intl = useIntl();
  const words = useAuditWords();
  const [trigger] = useLazyConsoleAuditQuery();
  const fetchPage = useCallback(
    (body: ListRequest) => {
      const asked = auditRequest(body);
      if (!asked) return Promise.reject({ message: intl.formatMessage({ id: 'admin.audit.badFilter' }) });
      return trigger(asked).unwrap();
    },
    [trigger, intl],
  );
  const [open, setOpen] = useState<AdminAuditRow | null>(null);
  const columns: AdminColumn<AdminAuditRow>[] = [
    {
      id: 'id',
      title: 'admin.audit.col.id',
      render: (e) => (
        <button type="button" className={styles.open} aria-haspopup="dialog" aria-label={intl.formatMessage({ id: 'admin.audit.openEntry' }, { id: e.id })} onClick={() => setOpen(e)}>
          #{e.id}
        </button>
      ),
      csv: (e) => e.id,
    },
    { id: 'time', title: 'admin.audit.col.time', render: (e) => <Moment at={e.createtime} />, csv: (e) => new Date(e.createtime * 1000).toISOString() },
    // In words on screen; the CSV keeps what was recorded, for a machine to read.
    { id: 'operator', title: 'admin.audit.col.operator', render: (e) => words.actor(e.operator), csv: (e) => e.operator },
    { id: 'action', title: 'admin.audit.col.action', render: (e) => words.action(e.action), csv: (e) => e.action },
    { id: 'target', title: 'admin.audit.col.target', render: (e) => words.target(e.target_type, e.target_id), csv: (e) => `${e.target_type} ${e.target_id}` },
    { id: 'reason', title: 'admin.audit.col.reason', render: (e) => <span className={styles.clip}>{e.reason || '—'}</span>, csv: (e) => e.reason },
    // On screen, the fields that changed; in the CSV, both values whole.
    { id: 'changes', title: 'admin.audit.col.changes', render: (e) => <Changed entry={e} words={words} />, csv: (e) => JSON.stringify({ before: e.before ?? null, after: e.after ?? null }) },
  ];
  return (
    <AdminPageFrame title="admin.audit.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.audit.intro" />
      </p>
      <AdminList
        label="admin.audit.list"
        columns={columns}
        rowId={(e) => e.id}
        fetchPage={fetchPage}
        filters={AUDIT_FILTERS}
        csvFilename="audit"
        empty="admin.audit.empty"
      />
      {open && <AuditEntry entry={open} words={words} onClose={() => setOpen(null)} />}
    </AdminPageFrame>
  );
}
