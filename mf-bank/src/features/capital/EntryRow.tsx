import { FormattedMessage, useIntl } from 'react-intl';
import { Moment, useFormat } from '@snapmall/shared';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import styles from '../../common/bank.module.css';
import { transferKindLabel as kindLabel, transferRefLabel as referenceLabel } from '@snapmall/shared/ledger';
import local from './Capital.module.css';

/** One entry of the statement: its kind, signed amount ("+1,000.00", "-200.00"), balance after, time and reference. */
export function EntryRow({ entry: e }: { entry: MoneyLogEntry }) {
  const intl = useIntl();
  const format = useFormat();
  const out = e.amount.trim().startsWith('-');
  const text = format.money(e.amount.trim().replace(/^\+/, ''));
  const reference = referenceLabel(intl, e);
  return (
    <>
      <div className={styles.recordHead}>
        <span className={local.kind}>{kindLabel(intl, e.kind)}</span>
        <strong className={out ? styles.out : styles.in} data-testid="entry-amount">
          {text.startsWith('-') ? text : `+${text}`}
        </strong>
      </div>
      <div className={styles.recordLine}>
        <span>
          <FormattedMessage id="bank.capital.balanceAfter" values={{ balance: format.money(e.balance) }} />
        </span>
        <Moment at={e.createtime} />
      </div>
      {(reference || e.memo) && (
        <div className={styles.recordLine}>
          {reference && <span>{reference}</span>}
          {e.memo && <span>{e.memo}</span>}
        </div>
      )}
    </>
  );
}
