import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Button } from './Button';
import { useDialog } from './useDialog';
import styles from './Overlays.module.css';
import { ALERT_CLOSE_ANIMATION_MS, ALERT_MS } from './timings';
import { alertHidden, selectAlert } from './uiSlice';
import { useNoticeText } from './useText';

/** An alert tip: closes by itself after 2500 ms with a 200 ms animation; Confirm closes it at once. */
export function AlertTip() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  const text = useNoticeText();
  // The key of the tip whose close animation has started; a new tip has a new key, so it starts open.
  const [closingKey, setClosingKey] = useState<number | null>(null);
  const closing = alert !== null && closingKey === alert.key;
  // A tip with a Confirm button is a modal: focus on it, kept there, Escape or Back closes it.
  const ref = useDialog<HTMLDivElement>(Boolean(alert?.confirm), () => alert && dispatch(alertHidden(alert.key)));

  useEffect(() => {
    if (!alert) return;
    const startClose = setTimeout(() => setClosingKey(alert.key), ALERT_MS - ALERT_CLOSE_ANIMATION_MS);
    const close = setTimeout(() => dispatch(alertHidden(alert.key)), ALERT_MS);
    return () => {
      clearTimeout(startClose);
      clearTimeout(close);
    };
  }, [alert, dispatch]);

  if (!alert) return null;
  return (
    <div className={styles.backdrop} data-testid="alert-tip">
      <div
        className={`${styles.dialog} ${closing ? styles.closing : ''}`}
        ref={ref}
        role="alertdialog"
        aria-live="assertive"
        aria-modal={alert.confirm ? true : undefined}
        aria-labelledby="alert-tip-text"
        tabIndex={-1}
      >
        <p className={styles.dialogText} id="alert-tip-text">
          {text(alert.notice)}
        </p>
        {alert.confirm && (
          <div className={styles.actions}>
            <Button onClick={() => dispatch(alertHidden(alert.key))}>
              <FormattedMessage id="common.confirm" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
