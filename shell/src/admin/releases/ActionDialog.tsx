import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@snapmall/shared/kit';
import type { ReleaseAction } from './actions';
import styles from './Releases.module.css';

interface ActionDialogProps {
  action: ReleaseAction;
  remote: string;
  /** The stable version now, or '' (the remote's local build). */
  stable: string;
  prefixes: readonly string[];
  /** The confirmed action with its canary share, or null (cancelled: nothing is sent). */
  onAnswer: (percent: number | null) => void;
}

const CONFIRM: Record<ReleaseAction['kind'], string> = {
  promote: 'admin.releases.promote',
  canary: 'admin.releases.startCanary',
  end: 'admin.releases.endCanary',
  rollback: 'admin.releases.rollback',
  retire: 'admin.releases.retire',
};

/** The canary's share: a whole percent from 1 to 100 (0 would end it: that is End canary's). */
const sharePattern = /^(100|[1-9][0-9]?)$/;

/**
 * Asks before a channel changes, saying exactly what changes and for whom ("Promote mf-bank 0.1.0+abc to stable:
 * every customer gets it at their next load"); the canary's share is asked here too. Focus starts on Cancel.
 */
export function ActionDialog({ action, remote, stable, prefixes, onAnswer }: ActionDialogProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [share, setShare] = useState('10');
  const [invalid, setInvalid] = useState(false);
  const version = 'release' in action ? action.release.version : '';
  const values = { remote, version, stable: stable || intl.formatMessage({ id: 'admin.releases.localBuild' }), prefixes: prefixes.join(', '), percent: sharePattern.test(share.trim()) ? Number(share.trim()) : '—' };
  const answer = (yes: boolean) => {
    if (!yes) return onAnswer(null);
    if (action.kind !== 'canary') return onAnswer(0);
    if (!sharePattern.test(share.trim())) return setInvalid(true);
    onAnswer(Number(share.trim()));
  };
  return (
    <ConfirmDialog title={`admin.releases.ask.${action.kind}`} confirm={CONFIRM[action.kind]} onAnswer={answer}>
      {action.kind === 'canary' && (
        <form
          className={styles.share}
          onSubmit={(e) => {
            e.preventDefault();
            answer(true);
          }}
        >
          <label htmlFor={fieldId}>
            <FormattedMessage id="admin.releases.share" />
          </label>
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={share}
            aria-invalid={invalid || undefined}
            aria-describedby={`${fieldId}-hint`}
            onChange={(e) => {
              setShare(e.target.value);
              setInvalid(false);
            }}
          />
          <span id={`${fieldId}-hint`} className={invalid ? styles.fieldError : styles.hint} role={invalid ? 'alert' : undefined}>
            <FormattedMessage id={invalid ? 'admin.releases.shareInvalid' : 'admin.releases.shareHint'} />
          </span>
        </form>
      )}
      <p data-testid="action-effect">
        <FormattedMessage id={`admin.releases.effect.${action.kind}`} values={values} />
      </p>
      {action.kind === 'retire' && (
        <p className={styles.warning}>
          <FormattedMessage id="admin.releases.retireWarning" values={values} />
        </p>
      )}
    </ConfirmDialog>
  );
}
