import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { MonthState } from './api';
import styles from './SignIn.module.css';
import { useSignIn } from './useSignIn';

/** Today's sign-in: the streak so far and the one button, with what the last tap came to. */
export function Today({ state, failed, onRetry }: { state: MonthState; failed: boolean; onRetry: () => void }) {
  const { submit, isLoading, result } = useSignIn();

  if (failed && !state) {
    return (
      <section className={styles.card}>
        <p role="alert">
          <FormattedMessage id="signin.loadFailed" />
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="signin.retry" />
        </Button>
      </section>
    );
  }
  const signed = state?.signed_today === 1;
  return (
    <section className={styles.card} aria-labelledby="signin-today" aria-busy={!state}>
      <h2 id="signin-today" className={styles.title}>
        <FormattedMessage id="signin.today" />
      </h2>
      <dl className={styles.streak}>
        <div>
          <dt>
            <FormattedMessage id="signin.streak" />
          </dt>
          <dd data-testid="signin-streak">{state ? <FormattedMessage id="signin.days" values={{ n: state.successions }} /> : '–'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="signin.longest" />
          </dt>
          <dd data-testid="signin-longest">{state ? <FormattedMessage id="signin.days" values={{ n: state.maxsuccessions }} /> : '–'}</dd>
        </div>
      </dl>
      <Button className={styles.action} disabled={!state || signed || isLoading} onClick={() => void submit()} data-testid="signin-button">
        {signed ? (
          <FormattedMessage id="signin.signed" values={{ points: state.today_points }} />
        ) : (
          <FormattedMessage id="signin.button" values={{ points: state?.today_points ?? 0 }} />
        )}
      </Button>
      {/* A refusal once today's sign-in is done (from another device, say) is news, not an error. */}
      <p className={!result || result.ok ? styles.result : signed ? styles.info : styles.error} role="status" aria-live="polite" data-testid="signin-result">
        {result?.text}
      </p>
    </section>
  );
}
