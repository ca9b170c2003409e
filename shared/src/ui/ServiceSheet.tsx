import { FormattedMessage } from 'react-intl';
import type { CustomerEntry } from '../contract/common';
import { readStored, STORAGE_KEYS } from '../session/storage';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Button } from './Button';
import styles from './Overlays.module.css';
import { selectServiceSheet, serviceSheetToggled } from './uiSlice';

/** Lets the user choose among several customer-service addresses; each opens in a new window. */
export function ServiceSheet() {
  const open = useAppSelector(selectServiceSheet);
  const dispatch = useAppDispatch();
  if (!open) return null;
  const entries = readStored<CustomerEntry[]>(STORAGE_KEYS.serviceList) ?? [];
  const close = () => dispatch(serviceSheetToggled(false));
  return (
    <div className={styles.backdrop} role="dialog" aria-modal="true" aria-labelledby="service-sheet-title" onClick={close}>
      <div className={styles.dialog} onClick={(e) => e.stopPropagation()}>
        <p className={styles.dialogText} id="service-sheet-title">
          <FormattedMessage id="service.title" />
        </p>
        <ul className={styles.choices}>
          {entries.map((entry) => (
            <li key={entry.url}>
              <a href={entry.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                {entry.name || entry.url}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </div>
      </div>
    </div>
  );
}
