import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FormError } from '@snapmall/shared';
import type { AdminContentPage, ContentSaveBody } from '@snapmall/shared/contract';
import { DocForm } from '../editor/DocForm';
import { EMPTY_DOC, fieldsOf, type BilingualDoc, type DocField } from '../editor/doc';
import { SavedNote, type Saved } from '../editor/SavedNote';
import { useDocEditor } from '../editor/useDocEditor';
import { ContentPreview } from '../preview/ArticlePreview';
import { PhoneFrame } from '../preview/PhoneFrame';
import { useConsoleContentSaveMutation } from './api';
import styles from '../editor/Editor.module.css';

/** The contract's limit on a content page's HTML (ContentSaveBody). */
export const PAGE_HTML_MAX = 50_000;
const FIELD_NAMES: Record<string, DocField> = { title_en: 'title_en', body_en: 'html_en', title_zh: 'title_zh', body_zh: 'html_zh' };

const docOf = (p: AdminContentPage | null): BilingualDoc => (p ? { title_en: p.title_en, html_en: p.body_en, title_zh: p.title_zh, html_zh: p.body_zh } : EMPTY_DOC);

interface ContentEditorProps {
  pageKey: string;
  page: AdminContentPage | null;
  saved: Saved;
  onEdit: () => void;
  onSaved: (sent: Pick<ContentSaveBody, 'body_en' | 'body_zh'>) => Promise<unknown>;
}

/** A content page's title and HTML in both languages beside the shop's own rendering of it, phone-sized. */
export function ContentEditor({ pageKey, page, saved, onEdit, onSaved }: ContentEditorProps) {
  const editor = useDocEditor(docOf(page), PAGE_HTML_MAX, FIELD_NAMES, onEdit);
  const [save, saving] = useConsoleContentSaveMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit(async (doc) => {
      const body = { key: pageKey, title_en: doc.title_en, body_en: doc.html_en, title_zh: doc.title_zh, body_zh: doc.html_zh };
      await save(body).unwrap();
      await onSaved(body);
    });
  };
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="content-form">
        {!page && (
          <p className={styles.note}>
            <FormattedMessage id="admin.pages.newNote" values={{ key: pageKey }} />
          </p>
        )}
        <DocForm doc={editor.doc} errors={editor.errors} htmlMax={PAGE_HTML_MAX} onChange={editor.change} />
        {editor.formError && <FormError message={editor.formError} />}
        {saved && <SavedNote cleaned={saved === 'cleaned'} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading}>
            <FormattedMessage id={saving.isLoading ? 'admin.doc.saving' : 'admin.pages.save'} />
          </Button>
        </div>
      </form>
      <div className={styles.previewColumn}>
        <PhoneFrame caption="admin.preview.page" testId="content-preview">
          {(lang) => {
            const { title, html } = fieldsOf(lang);
            return <ContentPreview title={editor.doc[title]} html={editor.doc[html]} />;
          }}
        </PhoneFrame>
      </div>
    </div>
  );
}
