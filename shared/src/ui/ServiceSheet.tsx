import { FormattedMessage } from 'react-intl';
import type { CustomerEntry } from '../contract/common';
import { selectShopConfig } from '../config/configSlice';
import { selectLanguage } from '../i18n/localeSlice';
import { readStored, STORAGE_KEYS } from '../session/storage';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Button } from './Button';
import { useDialog } from './useDialog';
import styles from './Overlays.module.css';
import { selectServiceSheet, serviceSheetToggled } from './uiSlice';

/**
 * A customer-service entry's name in the current language: the operator gives each name per language in the shop's
 * configuration (base.services, matched by address); the service list's own name is the fallback.
 */
export function useServiceName(): (entry: CustomerEntry) => string {
  const config = useAppSelector(selectShopConfig);
  const lang = useAppSelector(selectLanguage);
  return (entry) => config?.base.services.find((s) => s.url === entry.url)?.name[lang] || entry.name || entry.url;
}

/** Lets the user choose among several customer-service addresses; each opens in a new window. */
export function ServiceSheet() {
  const open = useAppSelector(selectServiceSheet);
  const dispatch = useAppDispatch();
  const nameOf = useServiceName();
  const close = () => dispatch(serviceSheetToggled(false));
  // Takes focus and keeps it, closes on Escape and on browser Back.
  const ref = useDialog<HTMLDivElement>(open, close);
  if (!open) return null;
  const entries = readStored<CustomerEntry[]>(STORAGE_KEYS.serviceList) ?? [];
  return (
    <div className={styles.backdrop} onClick={close}>
      <div className={styles.dialog} ref={ref} role="dialog" aria-modal="true" aria-labelledby="service-sheet-title" tabIndex={-1} onClick={(e) => e.stopPropagation()}>
        <p className={styles.dialogText} id="service-sheet-title">
          <FormattedMessage id="service.title" />
        </p>
        <ul className={styles.choices}>
          {entries.map((entry) => (
            <li key={entry.url}>
              <a href={entry.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                {nameOf(entry)}
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
