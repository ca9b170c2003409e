import { FormattedMessage } from 'react-intl';
import styles from './Editor.module.css';

/** What the last save did, for the note under the form: stored as typed, or cleaned by the server's allow-list. */
export type Saved = 'same' | 'cleaned' | null;
export const savedOf = (value: string | undefined): Saved => (value === 'same' || value === 'cleaned' ? value : null);


/**
 * What a save did: stored as typed, or stored with what the server's allow-list removed (scripts, handlers, images
 * from other hosts …) — the form and the preview now hold what was stored, which is what customers get.
 */
export function SavedNote({ cleaned }: { cleaned: boolean }) {
  return (
    <p className={styles.saved} role="status" data-testid="saved-note">
      <FormattedMessage id={cleaned ? 'admin.doc.savedCleaned' : 'admin.doc.saved'} />
    </p>
  );
}
