import { FormattedMessage } from 'react-intl';
import { signInPoints } from '@snapmall/shared';
import { ruleSteps } from './calendar';
import styles from './SignIn.module.css';

/** The published rule (config sign_in): points for the first day and for each day of a streak. */
export function Rule({ rule }: { rule: { base_points: number; streak_bonus: number; max_bonus: number } }) {
  const steps = ruleSteps(rule, (streak) => signInPoints(rule, streak));
  return (
    <section className={styles.card} aria-labelledby="signin-rule">
      <h2 id="signin-rule" className={styles.title}>
        <FormattedMessage id="signin.rule.title" />
      </h2>
      <p className={styles.text}>
        {rule.streak_bonus > 0 && rule.max_bonus > 0 ? (
          <FormattedMessage id="signin.rule.text" values={{ base: rule.base_points, bonus: rule.streak_bonus, max: rule.max_bonus }} />
        ) : (
          <FormattedMessage id="signin.rule.flat" values={{ base: rule.base_points }} />
        )}
      </p>
      {steps.length > 1 && (
        <ol className={styles.steps} data-testid="signin-rule">
          {steps.map((s) => (
            <li key={s.streak}>
              <span className={styles.stepDay}>
                <FormattedMessage id={s.onward ? 'signin.rule.dayOnward' : 'signin.rule.day'} values={{ n: s.streak }} />
              </span>
              <strong>
                <FormattedMessage id="signin.points" values={{ points: s.points }} />
              </strong>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.note}>
        <FormattedMessage id="signin.rule.note" />
      </p>
    </section>
  );
}
