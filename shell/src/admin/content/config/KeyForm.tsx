import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, type ApiError, type ShopConfig } from '@snapmall/shared';
import type { ConfigKey } from '@snapmall/shared/contract';
import { useConsoleConfigSaveMutation } from './api';
import { configErrors, serverConfigErrors, type ConfigErrors } from './rules';
import { sameValue } from './sameValue';
import styles from './Config.module.css';

interface KeyFormProps<K extends ConfigKey> {
  configKey: K;
  /** The value as stored (the form starts from it, and Reset returns to it). */
  stored: ShopConfig[K];
  onSaved: () => void;
  /** The key's fields for the draft, and a way to change it. */
  fields: (draft: ShopConfig[K], set: (next: ShopConfig[K]) => void, errors: ConfigErrors) => ReactNode;
  /** What shows the draft as customers will see it (the tab bar and banner's phone). */
  preview?: (draft: ShopConfig[K]) => ReactNode;
}

/**
 * One configuration key as a form: its draft checked against the key's schema before sending (every error beside
 * its field), saved whole (the server replaces a key at once, audited with the value before), the server's 422 on
 * the fields it names and the rest above the buttons. Saved: the stored value is fetched again.
 */
export function KeyForm<K extends ConfigKey>({ configKey, stored, onSaved, fields, preview }: KeyFormProps<K>) {
  const intl = useIntl();
  const [draft, setDraft] = useState<ShopConfig[K]>(stored);
  const [errors, setErrors] = useState<ConfigErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [save, saving] = useConsoleConfigSaveMutation();
  const set = (next: ShopConfig[K]) => {
    setDraft(next);
    setDone(false);
    setFormError(null);
    // Errors are checked again as the operator types, once a save has shown them.
    setErrors((shown) => (Object.keys(shown).length ? configErrors(configKey, next) : shown));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = configErrors(configKey, draft);
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return setFormError(intl.formatMessage({ id: 'admin.config.fixFields' }, { count: Object.keys(found).length }));
    try {
      await save({ key: configKey, value: draft }).unwrap();
      setFormError(null);
      setDone(true);
      onSaved();
    } catch (error) {
      const failure = (error ?? {}) as Partial<ApiError>;
      const mapped = serverConfigErrors(failure.errors);
      setErrors(mapped.fields);
      setFormError(mapped.form[0] ?? (Object.keys(mapped.fields).length ? null : failure.message || intl.formatMessage({ id: 'admin.doc.saveFailed' })));
    }
  };
  const changed = !sameValue(draft, stored);
  return (
    <div className={preview ? styles.withPreview : undefined}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid={`config-${configKey}`}>
        {fields(draft, set, errors)}
        {formError && <FormError message={formError} />}
        {done && !changed && (
          <p className={styles.saved} role="status" data-testid="config-saved">
            <FormattedMessage id="admin.config.saved" />
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading || !changed}>
            <FormattedMessage id={saving.isLoading ? 'admin.doc.saving' : 'admin.config.save'} />
          </Button>
          <Button
            variant="secondary"
            disabled={!changed}
            onClick={() => {
              setDraft(stored);
              setErrors({});
              setFormError(null);
            }}
          >
            <FormattedMessage id="admin.config.reset" />
          </Button>
          {changed && (
            <span className={styles.unsaved}>
              <FormattedMessage id="admin.config.unsaved" />
            </span>
          )}
        </div>
      </form>
      {preview && <div className={styles.previewColumn}>{preview(draft)}</div>}
    </div>
  );
}
