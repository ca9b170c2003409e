import { FormattedMessage } from 'react-intl';
import { Count, Money } from '@snapmall/shared';
import { Facts } from '@snapmall/shared/kit';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import type { CheckedAdjustment } from './adjustRules';

/** An amount of the adjustment's asset: cash with two decimals, points grouped. */
export function AssetAmount({ asset, value }: { asset: 'cash' | 'points'; value: string }) {
  return asset === 'cash' ? <Money value={value} /> : <Count value={Number(value)} />;
}

/** What the operator is about to do, said in full before it is sent: whom, how much of what, the balance it leaves, why. */
export function AdjustConfirmation({ adjustment: a, customer }: { adjustment: CheckedAdjustment; customer: AdminUserDetail }) {
  const now = a.asset === 'cash' ? customer.balance : String(customer.points);
  return (
    <>
      <p>
        <FormattedMessage
          id={a.credit ? 'admin.bank.adjust.creditSentence' : 'admin.bank.adjust.debitSentence'}
          values={{ amount: <AssetAmount key="amount" asset={a.asset} value={a.size} />, asset: <FormattedMessage key="asset" id={`admin.bank.adjust.asset.${a.asset}`} />, name: customer.username }}
        />
      </p>
      <Facts
        items={[
          ['admin.bank.adjust.before', <AssetAmount key="before" asset={a.asset} value={now} />],
          ['admin.bank.adjust.after', <AssetAmount key="after" asset={a.asset} value={a.after} />, 'adjust-after'],
          ['admin.bank.adjust.reason', a.reason],
        ]}
      />
      <p>
        <FormattedMessage id="admin.bank.adjust.secondPerson" />
      </p>
    </>
  );
}
