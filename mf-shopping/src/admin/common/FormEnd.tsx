import { FormattedMessage } from 'react-intl';
import { Button, type Notice } from '@snapmall/shared';
import { FailureNote } from '@snapmall/shared/kit';
import styles from '../admin.module.css';

/** A form's end: a refusal naming no field, the save button, and "saved" once the last save went through. */
export function FormEnd({ notice, busy, saved, save = 'admin.shopping.form.save', savedText = 'admin.shopping.form.saved' }: { notice: Notice | null; busy: boolean; saved: boolean; save?: string; savedText?: string }) {
  return (
    <>
      <FailureNote notice={notice} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id={busy ? 'admin.shopping.form.saving' : save} />
        </Button>
        {saved && (
          <p className={styles.saved} role="status" data-testid="saved">
            <FormattedMessage id={savedText} />
          </p>
        )}
      </div>
    </>
  );
}
