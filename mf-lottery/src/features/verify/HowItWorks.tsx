import { FormattedMessage } from 'react-intl';
import styles from '../../common/lottery.module.css';
import local from './Verify.module.css';

/** The published method, in the player's language: what the check above does, and how to do it by hand. */
export function HowItWorks() {
  return (
    <section className={styles.card}>
      <details className={local.how}>
        <summary>
          <FormattedMessage id="lottery.verify.howTitle" />
        </summary>
        <ol>
          <li>
            <FormattedMessage id="lottery.verify.how1" />
          </li>
          <li>
            <FormattedMessage id="lottery.verify.how2" values={{ code: (text) => <code key="c">{text}</code> }} />
          </li>
          <li>
            <FormattedMessage id="lottery.verify.how3" values={{ code: (text) => <code key="c">{text}</code> }} />
          </li>
          <li>
            <FormattedMessage id="lottery.verify.how4" />
          </li>
        </ol>
      </details>
    </section>
  );
}
