import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Moment, useNavigate } from '@snapmall/shared';
import { AdminList, AdminPageFrame, allRows, type AdminColumn } from '@snapmall/shared/admin';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useLazyConsoleContentListQuery } from './api';
import { PAGE_KEY, pageSummaries, type PageSummary } from './pageRows';
import styles from '../editor/Editor.module.css';

/** The editor of one content page, by key (a key with no page yet starts a new one). */
export const contentPath = (key: string) => `/content/pages/${encodeURIComponent(key)}`;

const missing = <FormattedMessage id="admin.pages.missingLanguage" />;
const COLUMNS: readonly AdminColumn<PageSummary>[] = [
  {
    id: 'key',
    title: 'admin.pages.col.key',
    render: (p) => (
      <ConsoleLink to={contentPath(p.key)} className={styles.strongLink}>
        {p.key}
      </ConsoleLink>
    ),
    csv: (p) => p.key,
  },
  { id: 'titleEn', title: 'admin.pages.col.titleEn', render: (p) => p.title_en || missing, csv: (p) => p.title_en },
  { id: 'titleZh', title: 'admin.pages.col.titleZh', render: (p) => (p.title_zh ? <span lang="zh-Hant">{p.title_zh}</span> : missing), csv: (p) => p.title_zh },
  { id: 'updated', title: 'admin.pages.col.updated', render: (p) => <Moment at={p.updatetime} />, csv: (p) => new Date(p.updatetime * 1000).toISOString() },
];

/** A new page's key, checked as the contract checks it, then its (empty) editor. */
function NewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [key, setKey] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PAGE_KEY.test(key.trim())) return setError(true);
    navigate(contentPath(key.trim()));
  };
  return (
    <form className={styles.inline} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          <FormattedMessage id="admin.pages.newKey" />
        </label>
        <input
          id={id}
          className={styles.input}
          value={key}
          autoComplete="off"
          maxLength={50}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            setKey(e.target.value);
            setError(false);
          }}
        />
        <span id={`${id}-note`} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {intl.formatMessage({ id: error ? 'admin.pages.keyInvalid' : 'admin.pages.keyHint' })}
        </span>
      </div>
      <Button type="submit" variant="secondary">
        <FormattedMessage id="admin.pages.new" />
      </Button>
    </form>
  );
}

/** /content/pages: the shop's content pages (about, terms, privacy …), each opening its editor; a new one by key. */
export default function ContentPagesPage() {
  const [trigger] = useLazyConsoleContentListQuery();
  const fetchPage = useMemo(() => allRows(async () => pageSummaries(await trigger().unwrap())), [trigger]);
  return (
    <AdminPageFrame title="admin.pages.title">
      <NewPage />
      <AdminList label="admin.pages.list" columns={COLUMNS} rowId={(p) => p.n} fetchPage={fetchPage} csvFilename="content-pages" empty="admin.pages.empty" />
    </AdminPageFrame>
  );
}
