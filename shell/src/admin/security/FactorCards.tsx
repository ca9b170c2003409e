import { FormattedMessage } from 'react-intl';
import { Button, Moment } from '@snapmall/shared';
import type { OperatorFactors, TotpSetup } from '@snapmall/shared/contract';
import { passkeysAvailable } from './passkey';
import { TotpSetupView } from './TotpSetupView';
import styles from './Security.module.css';

/** The Security page's cards, one per kind of factor; what they do is the page's (SecurityPage.tsx). */

interface PasskeysCardProps {
  passkeys: OperatorFactors['passkeys'];
  adding: boolean;
  onAdd: () => void;
  onRemove: (id: number, name: string) => void;
}

/** The operator's passkeys, each with when it was added and last used, and a way to add one where the browser can. */
export function PasskeysCard({ passkeys, adding, onAdd, onRemove }: PasskeysCardProps) {
  return (
    <section className={styles.card} aria-labelledby="security-passkeys">
      <h2 id="security-passkeys" className={styles.subtitle}>
        <FormattedMessage id="admin.security.passkeys" />
      </h2>
      <ul className={styles.list} data-testid="passkey-list">
        {passkeys.map((p) => (
          <li key={p.id} className={styles.row}>
            <span>
              <span className={styles.name}>{p.name}</span>
              <br />
              <span className={styles.meta}>
                <FormattedMessage id="admin.security.added" /> <Moment at={p.createtime} /> · <FormattedMessage id="admin.security.lastUsed" />{' '}
                {p.last_used ? <Moment at={p.last_used} /> : <FormattedMessage id="admin.security.never" />}
              </span>
            </span>
            <Button variant="secondary" onClick={() => onRemove(p.id, p.name)}>
              <FormattedMessage id="admin.security.remove" />
            </Button>
          </li>
        ))}
      </ul>
      {passkeysAvailable() && (
        <Button onClick={onAdd} disabled={adding} data-testid="security-add-passkey">
          <FormattedMessage id="admin.factor.createPasskey" />
        </Button>
      )}
    </section>
  );
}

interface AppCardProps {
  totp: OperatorFactors['totp'] | undefined;
  /** The new app's secret being set up, until its first code is confirmed. */
  setup: TotpSetup | undefined;
  busy: boolean;
  onStart: () => void;
  onCode: (code: string) => void;
  onRemove: () => void;
}

/** The authenticator app: when it was added, and setting one up (or a new one in its place) with its first code. */
export function AppCard({ totp, setup, busy, onStart, onCode, onRemove }: AppCardProps) {
  return (
    <section className={styles.card} aria-labelledby="security-app">
      <h2 id="security-app" className={styles.subtitle}>
        <FormattedMessage id="admin.security.app" />
      </h2>
      {totp && (
        <div className={styles.row}>
          <span className={styles.meta}>
            <FormattedMessage id="admin.security.added" /> <Moment at={totp.createtime} />
          </span>
          <Button variant="secondary" onClick={onRemove}>
            <FormattedMessage id="admin.security.remove" />
          </Button>
        </div>
      )}
      {setup ? (
        <TotpSetupView setup={setup} onCode={onCode} busy={busy} />
      ) : (
        <Button variant="secondary" onClick={onStart} data-testid="security-add-app">
          <FormattedMessage id={totp ? 'admin.security.replaceApp' : 'admin.factor.useApp'} />
        </Button>
      )}
    </section>
  );
}

/** How many recovery codes are left, and ten new ones drawn (the old ones void). */
export function RecoveryCard({ left, onNew }: { left: number; onNew: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="security-codes">
      <h2 id="security-codes" className={styles.subtitle}>
        <FormattedMessage id="admin.factor.codesTitle" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="admin.security.codesLeft" values={{ n: left }} />
      </p>
      <Button variant="secondary" onClick={onNew}>
        <FormattedMessage id="admin.security.newCodes" />
      </Button>
    </section>
  );
}
