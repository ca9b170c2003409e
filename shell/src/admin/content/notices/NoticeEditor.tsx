import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, useConfirm, type ApiError } from '@snapmall/shared';
import type { AdminNotice, NoticeSaveBody } from '@snapmall/shared/contract';
import { DocForm } from '../editor/DocForm';
import { EMPTY_DOC, fieldsOf, type BilingualDoc, type DocField } from '../editor/doc';
import { SavedNote, type Saved } from '../editor/SavedNote';
import { useDocEditor } from '../editor/useDocEditor';
import { NoticePreview } from '../preview/ArticlePreview';
import { PhoneFrame } from '../preview/PhoneFrame';
import { useConsoleNoticeSaveMutation, useConsoleNoticeWithdrawMutation } from './api';
import { NoticeStatus } from './NoticeStatus';
import styles from '../editor/Editor.module.css';

/** The contract's limit on a notice's HTML (NoticeSaveBody). */
export const NOTICE_HTML_MAX = 20_000;
/** The request's fields, as the form calls them. */
const FIELD_NAMES: Record<string, DocField> = { title_en: 'title_en', content_en: 'html_en', title_zh: 'title_zh', content_zh: 'html_zh' };

const docOf = (n: AdminNotice | null): BilingualDoc =>
  n ? { title_en: n.title_en, html_en: n.content_en, title_zh: n.title_zh, html_zh: n.content_zh } : EMPTY_DOC;

interface NoticeEditorProps {
  notice: AdminNotice | null;
  saved: Saved;
  onEdit: () => void;
  onSaved: (id: number, sent: Pick<NoticeSaveBody, 'content_en' | 'content_zh'>) => Promise<unknown>;
  onWithdrawn: () => void;
}

/**
 * A notice's title and HTML in both languages, published or kept as a draft, beside a phone-sized preview drawn by
 * the shop's own notice rendering. Checked here as the contract checks it; the server's 422 lands on the field.
 */
export function NoticeEditor({ notice, saved, onEdit, onSaved, onWithdrawn }: NoticeEditorProps) {
  const confirm = useConfirm();
  const intl = useIntl();
  const editor = useDocEditor(docOf(notice), NOTICE_HTML_MAX, FIELD_NAMES, onEdit);
  const [status, setStatus] = useState<NoticeSaveBody['status']>(notice?.status === 'published' || !notice ? 'published' : 'draft');
  const [save, saving] = useConsoleNoticeSaveMutation();
  const [withdraw, withdrawing] = useConsoleNoticeWithdrawMutation();
  const [at] = useState(() => notice?.createtime ?? Math.floor(Date.now() / 1000));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit(async (doc) => {
      const body = { ...(notice ? { id: notice.id } : {}), title_en: doc.title_en, content_en: doc.html_en, title_zh: doc.title_zh, content_zh: doc.html_zh, status };
      const { id } = await save(body).unwrap();
      await onSaved(id, body);
    });
  };
  const withdrawIt = async () => {
    if (!notice || !(await confirm('admin.notices.withdrawAsk'))) return;
    try {
      await withdraw({ id: notice.id }).unwrap();
      onWithdrawn();
    } catch (error) {
      editor.setFormError((error as Partial<ApiError> | undefined)?.message || intl.formatMessage({ id: 'admin.doc.saveFailed' }));
    }
  };

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="notice-form">
        {notice && (
          <p className={styles.note}>
            <FormattedMessage id="admin.notices.now" /> <NoticeStatus status={notice.status} />
          </p>
        )}
        <DocForm doc={editor.doc} errors={editor.errors} htmlMax={NOTICE_HTML_MAX} onChange={editor.change} />
        <fieldset className={styles.radios}>
          <legend>
            <FormattedMessage id="admin.notices.saveAs" />
          </legend>
          {(['published', 'draft'] as const).map((s) => (
            <label key={s} className={styles.radio}>
              <input type="radio" name="status" value={s} checked={status === s} onChange={() => setStatus(s)} />
              <FormattedMessage id={s === 'published' ? 'admin.notices.publish' : 'admin.notices.draft'} />
            </label>
          ))}
        </fieldset>
        {editor.formError && <FormError message={editor.formError} />}
        {saved && <SavedNote cleaned={saved === 'cleaned'} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading}>
            <FormattedMessage id={saving.isLoading ? 'admin.doc.saving' : status === 'published' ? 'admin.notices.savePublish' : 'admin.notices.saveDraft'} />
          </Button>
          {notice && notice.status !== 'withdrawn' && (
            <Button variant="danger" onClick={() => void withdrawIt()} disabled={withdrawing.isLoading}>
              <FormattedMessage id="admin.notices.withdraw" />
            </Button>
          )}
        </div>
      </form>
      <div className={styles.previewColumn}>
        <PhoneFrame caption="admin.preview.notice" testId="notice-preview">
          {(lang) => {
            const { title, html } = fieldsOf(lang);
            return <NoticePreview title={editor.doc[title]} html={editor.doc[html]} at={at} />;
          }}
        </PhoneFrame>
      </div>
    </div>
  );
}
