import { FormattedMessage } from 'react-intl';
import { useFormat } from '@snapmall/shared';
import type { CheckedAdjustment } from './adjustRules';
import type { Requested } from './api';
import { AssetAmount } from './AdjustConfirmation';
import styles from './Adjust.module.css';

/**
 * The server's answer (issue 26): the adjustment was requested, not made — which request, what it will do, and
 * until when a second finance operator can approve it on the Requests page.
 */
export function AdjustDone({ answer, adjustment: a, customer }: { answer: Requested; adjustment: CheckedAdjustment; customer: string }) {
  const f = useFormat();
  return (
    <p className={styles.done} role="status" data-testid="adjust-done">
      <FormattedMessage
        id={a.credit ? 'admin.bank.adjust.requestedCredit' : 'admin.bank.adjust.requestedDebit'}
        values={{
          id: answer.requested.id,
          name: customer,
          amount: <AssetAmount key="amount" asset={a.asset} value={a.size} />,
          asset: <FormattedMessage key="asset" id={`admin.bank.adjust.asset.${a.asset}`} />,
          after: <AssetAmount key="after" asset={a.asset} value={a.after} />,
          expires: f.moment(answer.requested.expires_at, 'dateTime'),
        }}
      />
    </p>
  );
}
