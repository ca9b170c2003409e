import { FormattedMessage } from 'react-intl';
import type { AdjustAnswer } from './api';
import { AssetAmount } from './AdjustConfirmation';
import styles from './Adjust.module.css';

/** The server's answer: the adjustment went through, and the customer's new balance of that asset. */
export function AdjustDone({ answer, customer }: { answer: AdjustAnswer; customer: string }) {
  return (
    <p className={styles.done} role="status" data-testid="adjust-done">
      <FormattedMessage
        id="admin.bank.adjust.done"
        values={{
          name: customer,
          asset: <FormattedMessage key="asset" id={`admin.bank.adjust.asset.${answer.asset}`} />,
          balance: <AssetAmount key="balance" asset={answer.asset} value={answer.balance} />,
        }}
      />
    </p>
  );
}
