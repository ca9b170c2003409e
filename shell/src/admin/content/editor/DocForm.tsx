import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Language } from '@snapmall/shared';
import { fieldsOf, TITLE_MAX, type BilingualDoc, type DocField } from './doc';
import { useErrorText } from '../../common/errorText';
import styles from './Editor.module.css';

interface DocFormProps {
  doc: BilingualDoc;
  /** Per field: a message id (the form's own check) or the server's words. */
  errors: Partial<Record<DocField, string>>;
  htmlMax: number;
  onChange: (field: DocField, value: string) => void;
}

function LanguageFields({ lang, doc, errors, htmlMax, onChange }: DocFormProps & { lang: Language }) {
  const id = useId();
  const text = useErrorText();
  const { title, html } = fieldsOf(lang);
  const langName = <FormattedMessage id={lang === 'en-us' ? 'admin.lang.en' : 'admin.lang.zh'} />;
  const field = (name: DocField, kind: 'title' | 'html') => {
    const error = text(errors[name]);
    const control = `${id}-${name}`;
    const described = error ? `${control}-error` : kind === 'html' ? `${control}-hint` : undefined;
    const common = {
      id: control,
      name,
      value: doc[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={control} className={styles.label}>
          <FormattedMessage id={kind === 'title' ? 'admin.doc.title' : 'admin.doc.html'} />
        </label>
        {kind === 'title' ? (
          <input {...common} className={styles.input} maxLength={TITLE_MAX} autoComplete="off" />
        ) : (
          <textarea {...common} className={`${styles.input} ${styles.code}`} rows={10} maxLength={htmlMax} spellCheck={false} />
        )}
        {kind === 'html' && !error && (
          <span id={`${control}-hint`} className={styles.hint}>
            <FormattedMessage id="admin.doc.htmlHint" />
          </span>
        )}
        {error && (
          <span id={`${control}-error`} className={styles.error} role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <fieldset className={styles.language} lang={lang === 'en-us' ? 'en' : 'zh-Hant'}>
      <legend className={styles.legend}>{langName}</legend>
      {field(title, 'title')}
      {field(html, 'html')}
    </fieldset>
  );
}

/** Title and HTML in English, then in Chinese: both are required, as customers read either. */
export function DocForm(props: DocFormProps) {
  return (
    <>
      <LanguageFields {...props} lang="en-us" />
      <LanguageFields {...props} lang="zh-tw" />
    </>
  );
}
